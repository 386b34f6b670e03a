import PWTemplateSyntax

/// What `.pwtemplate.json` or a flag makes of a rule: a severity for all its findings, or off.
public enum RuleLevel: String, Sendable, CaseIterable {
    case error, warning, info, off

    /// The severity findings get; `nil` when the rule is off.
    public var severity: Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .info: .info
        case .off: nil
        }
    }

    public init(_ severity: Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .info: self = .info
        }
    }
}

/// One rule's entry under `rules`: a level, options, or both (`{"severity": "info", "maximum": 4}`).
public struct RuleSetting: Sendable, Equatable {
    /// The level; `nil` when the entry sets options only.
    public var level: RuleLevel?
    /// Option values by option name (see ``RuleOption``).
    public var options: [String: Double]

    public init(level: RuleLevel? = nil, options: [String: Double] = [:]) {
        self.level = level
        self.options = options
    }

    /// This setting with `later`'s level and options laid over it.
    func merging(_ later: RuleSetting) -> RuleSetting {
        RuleSetting(level: later.level ?? level, options: options.merging(later.options) { $1 })
    }
}
