/// The options of `rules`.
public struct RulesOptions: Sendable, Equatable {
    public var format: RuleListFormat

    public init(format: RuleListFormat = .text) {
        self.format = format
    }

    /// Reads bound `rules` arguments.
    init(_ parsed: ParsedArguments) {
        self.init(format: parsed.values(of: .ruleListFormat).first.flatMap(RuleListFormat.init(rawValue:)) ?? .text)
    }
}
