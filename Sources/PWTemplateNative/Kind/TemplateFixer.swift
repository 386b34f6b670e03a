import PWTemplateLint

/// The fixer of native templates.
public typealias TemplateFixer = Fixer<Template>

/// What ``TemplateFixer`` did to one native template.
public typealias FixOutcome = FixResult<Template>

extension Fixer where Document == Template {
    /// A fixer that lints with `linter`.
    public init(linter: TemplateLinter, policy: FixPolicy) {
        self.init(policy: policy) { linter.lint($0) }
    }
}
