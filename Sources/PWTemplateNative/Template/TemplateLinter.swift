import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// Lints one template: reads it through the archive layer into a ``Template``, and collects
/// every finding about it into a ``TemplateReport``.
/// The checks are those of ``CheckRegistry``; a check whose rules the configuration turns all
/// off does not run.
public struct TemplateLinter: Sendable {
    public var configuration: LintConfiguration
    /// The checks to run, in order, by stage.
    package var checks: StagedChecks

    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
        checks = .registry
    }

    /// A linter of other checks than the registry's (tests).
    package init(configuration: LintConfiguration, checks: [any Check]) {
        self.configuration = configuration
        self.checks = StagedChecks(checks)
    }

    /// Lints a target found by ``TemplateDiscovery``; `standardInput` supplies the bytes of `-`.
    public func lint(_ target: LintTarget, standardInput: () throws(FileSystemError) -> [UInt8]) -> TemplateReport {
        lint(Template.read(target, limits: configuration.limits, standardInput: standardInput))
    }

    /// Lints a template that was read or built in memory.
    public func lint(_ template: Template) -> TemplateReport {
        let enabled = checks.enabled(disabling: configuration.disabledRules)
        var diagnostics: [Diagnostic] = []
        enabled.template.run(.template(template), into: &diagnostics)
        var sources = EntrySources()
        sources[.pushwoosh] = template.pushwoosh?.text
        if let document = template.nativeConfig {
            sources[.nativeConfig] = document.text
            if let root = document.cursor {
                var findings: [Diagnostic] = []
                if !enabled.variant.isEmpty {
                    findings += NativeConfigChecks.checkVariants(
                        template, root: root, text: document.text, configuration: configuration, checks: enabled.variant)
                }
                if !enabled.localization.isEmpty, let input = LocalizationInput(template, targets: configuration.targets) {
                    enabled.localization.run(.localization(input), into: &findings)
                }
                diagnostics += findings.map { $0.stamped(.nativeConfig) }
            }
        }
        return TemplateReport(
            path: template.path, kind: template.kind, displayType: template.displayType,
            diagnostics: configuration.applyingTargetSeverities(to: diagnostics), sources: sources)
    }
}
