import PWTemplateLint
import PWTemplateSyntax

/// Whether `lint --fix` fixes a rule's findings, and how safely: derived from what the findings
/// of the rule's failing examples carry, never kept by hand.
enum RuleFixability: Equatable {
    /// No finding carries a fix.
    case none
    /// Every fix is safe.
    case safe
    /// Every fix is unsafe.
    case unsafe
    /// Some fixes are safe, some unsafe (or some findings have none).
    case mixed

    /// The fixability of `rule`: its failing examples, markers removed, linted with their
    /// targets, and the fixes on the findings of `rule`.
    init(_ rule: Rule) {
        let findings = rule.examples.failing.flatMap { example in
            Self.lint(example).diagnostics.filter { $0.rule == rule }
        }
        self.init(findings.map { $0.fix?.applicability })
    }

    /// The fixability of findings whose fixes have these applicabilities (`nil`: no fix).
    init(_ applicabilities: [Fix.Applicability?]) {
        let kinds = Set(applicabilities)
        switch kinds {
        case []: self = .none
        case [nil]: self = .none
        case [.safe]: self = .safe
        case [.unsafe]: self = .unsafe
        default: self = .mixed
        }
    }

    /// The sentence `explain` prints under "Fix:".
    var explanation: String {
        switch self {
        case .none: "None: 'pwtemplate lint --fix' leaves this finding to you."
        case .safe: "Safe: 'pwtemplate lint --fix' applies it."
        case .unsafe: "Unsafe: 'pwtemplate lint --fix --unsafe-fixes' applies it; look at the change before you keep it."
        case .mixed: """
            Safe for some findings, unsafe or absent for others: 'pwtemplate lint --fix' applies \
            the safe ones, '--unsafe-fixes' adds the rest.
            """
        }
    }

    /// The example's template as the linter reads it: the texts without their markers.
    private static func lint(_ example: RuleExample) -> TemplateReport {
        func stripped(_ text: String) -> [UInt8] { Array(text.filter { $0 != RuleExample.marker }.utf8) }
        let contents = TemplateContents(nativeConfig: stripped(example.nativeConfig), pushwoosh: example.pushwoosh.map(stripped))
        let targets = example.targets.map { TargetSelection(targets: $0) } ?? .default
        return TemplateLinter(configuration: LintConfiguration(targets: targets)).lint(Template(contents, path: "example", kind: .folder))
    }
}
