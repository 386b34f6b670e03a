import PWTemplateSyntax

/// The command line's part of the configuration, laid over any file: `--target`, `--enable`
/// and `--disable`.
public struct ConfigurationFlags: Sendable, Equatable {
    /// `--target`; empty keeps the file's targets.
    public var targets: [Target]
    /// `--enable`: rules an `off` in the configuration turns off run at their default severity.
    public var enabledRules: [Rule]
    /// `--disable`: rules turned off.
    public var disabledRules: [Rule]

    public static let none = ConfigurationFlags()

    public init(targets: [Target] = [], enabledRules: [Rule] = [], disabledRules: [Rule] = []) {
        self.targets = targets
        self.enabledRules = enabledRules
        self.disabledRules = disabledRules
    }

    /// The flags as typed, for `config` to show where a value came from.
    public var arguments: [String] {
        targets.flatMap { ["--target", $0.description] }
            + enabledRules.flatMap { ["--enable", $0.id] }
            + disabledRules.flatMap { ["--disable", $0.id] }
    }

    /// The severity `rule` reports at given its `configured` level: its default unless
    /// configured; `nil` when it is off.
    public func severity(of rule: Rule, configured: RuleLevel?) -> Severity? {
        guard let level = level(of: rule, configured: configured) else { return rule.defaultSeverity }
        return level.severity
    }

    /// `level` (from the configuration) after `--enable` and `--disable`.
    func level(of rule: Rule, configured level: RuleLevel?) -> RuleLevel? {
        if disabledRules.contains(rule) { return .off }
        if enabledRules.contains(rule), level == .off { return nil }
        return level
    }
}
