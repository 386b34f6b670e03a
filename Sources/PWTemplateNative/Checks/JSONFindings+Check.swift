import PWTemplateLint
import PWTemplateSyntax

/// As a check of a template, the JSON findings are the problems of `pushwoosh.json`, then of
/// `native-config.json`.
extension JSONFindings: Check {
    package var rules: [Rule] { Self.reportedRules }
    package var stage: CheckStage { .template }

    package func run(_ input: CheckInput, into findings: inout [Diagnostic]) {
        guard case .template(let template) = input else { return }
        if let localization = template.pushwoosh { findings += localization.diagnostics(in: .pushwoosh) }
        if let config = template.nativeConfig { findings += config.diagnostics(in: .nativeConfig) }
    }
}
