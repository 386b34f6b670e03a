import PWTemplateLint
import PWTemplateSyntax

/// The options of `explain`: the rule to explain.
public struct ExplainOptions: Sendable, Equatable {
    public var rule: Rule

    public init(rule: Rule) {
        self.rule = rule
    }

    /// Reads bound `explain` arguments: a rule of one of the `kinds`; an unknown id suggests the nearest one.
    init(_ parsed: ParsedArguments, kinds: KindRegistry = .standard) throws(ArgumentError) {
        guard let id = parsed.positionals.first else { throw .missingArgument(CommandSpec.explain.arguments[0].placeholder) }
        guard let rule = kinds.rule(named: id) else {
            throw .unknownRule(id, suggestion: EditDistance.closest(to: id, among: kinds.rules.map(\.id)))
        }
        self.init(rule: rule)
    }
}
