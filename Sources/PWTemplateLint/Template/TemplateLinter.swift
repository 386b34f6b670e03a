import PWTemplateSyntax
import PWTemplateSystem

/// Lints one template: reads it through the archive layer into a ``Template``, and collects
/// every finding about it into a ``TemplateReport``.
public struct TemplateLinter: Sendable {
    public var configuration: LintConfiguration

    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
    }

    /// Lints a target found by ``TemplateDiscovery``; `standardInput` supplies the bytes of `-`.
    public func lint(_ target: LintTarget, standardInput: () throws(FileSystemError) -> [UInt8]) -> TemplateReport {
        lint(Template.read(target, limits: configuration.limits, standardInput: standardInput))
    }

    /// Lints a template that was read or built in memory.
    public func lint(_ template: Template) -> TemplateReport {
        var diagnostics = template.contents.diagnostics
        var sources: [EntryName: SourceText] = [:]
        if let localization = template.pushwoosh {
            sources[.pushwoosh] = localization.text
            diagnostics += localization.diagnostics(in: .pushwoosh)
        }
        if let document = template.nativeConfig {
            sources[.nativeConfig] = document.text
            var findings = document.diagnostics(in: .nativeConfig)
            if let root = document.root {
                findings += NativeConfigChecks.checkVariants(template, root: root, text: document.text, configuration: configuration)
                findings += LocalizationChecks.check(template, targets: configuration.targets)
            }
            diagnostics += Self.stamped(findings, entry: .nativeConfig)
        }
        return TemplateReport(
            path: template.path, kind: template.kind, displayType: template.displayType,
            diagnostics: configuration.applyingTargetSeverities(to: diagnostics), sources: sources)
    }

    /// `findings` with `entry` set, on them and on their related locations that name none.
    static func stamped(_ findings: [Diagnostic], entry: EntryName) -> [Diagnostic] {
        findings.map { finding in
            var finding = finding
            if finding.location.entry == nil { finding.location.entry = entry }
            for index in finding.related.indices where finding.related[index].location.entry == nil {
                finding.related[index].location.entry = entry
            }
            return finding
        }
    }
}
