import PWTemplateSyntax
import PWTemplateSystem

/// Lints one template: reads it through the archive layer into a ``Template``, and collects
/// every finding about it into a ``TemplateReport``.
/// The checks are those of ``CheckRegistry``; a check whose rules the configuration turns all
/// off does not run.
public struct TemplateLinter: Sendable {
    public var configuration: LintConfiguration
    /// The checks to run, in order.
    package var checks: [any Check]

    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.init(configuration: configuration, checks: CheckRegistry.checks)
    }

    /// A linter of other checks than the registry's (tests).
    package init(configuration: LintConfiguration, checks: [any Check]) {
        self.configuration = configuration
        self.checks = checks
    }

    /// Lints a target found by ``TemplateDiscovery``; `standardInput` supplies the bytes of `-`.
    public func lint(_ target: LintTarget, standardInput: () throws(FileSystemError) -> [UInt8]) -> TemplateReport {
        lint(Template.read(target, limits: configuration.limits, standardInput: standardInput))
    }

    /// Lints a template that was read or built in memory.
    public func lint(_ template: Template) -> TemplateReport {
        let disabled = configuration.disabledRules
        let enabled = disabled.isEmpty ? checks : checks.filter { !$0.rules.allSatisfy(disabled.contains) }
        var diagnostics: [Diagnostic] = []
        enabled.of(.template).run(.template(template), into: &diagnostics)
        var sources: [EntryName: SourceText] = [:]
        sources[.pushwoosh] = template.pushwoosh?.text
        if let document = template.nativeConfig {
            sources[.nativeConfig] = document.text
            if let root = document.root {
                var findings: [Diagnostic] = []
                let variantChecks = enabled.of(.variant)
                if !variantChecks.isEmpty {
                    findings += NativeConfigChecks.checkVariants(
                        template, root: root, text: document.text, configuration: configuration, checks: variantChecks)
                }
                let localizationChecks = enabled.of(.localization)
                if !localizationChecks.isEmpty, let input = LocalizationInput(template, targets: configuration.targets) {
                    localizationChecks.run(.localization(input), into: &findings)
                }
                diagnostics += Self.stamped(findings, entry: .nativeConfig)
            }
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
