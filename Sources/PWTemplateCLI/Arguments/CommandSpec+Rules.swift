import PWTemplateLint
import PWTemplateSyntax

extension CommandSpec {
    /// `pwtemplate rules`.
    public static let rules = CommandSpec(
        name: "rules",
        abstract: "List every rule: id, severity, category, summary.",
        discussion: """
            '--format json' adds each rule's rationale and examples; '--format markdown' \
            prints the rule reference, docs/rules.md.
            """,
        options: [.ruleListFormat, .help]
    )

    /// `pwtemplate explain <rule-id>`.
    public static let explain = CommandSpec(
        name: "explain",
        abstract: "Explain a rule: why, examples, how to silence it.",
        arguments: [
            ArgumentSpec(
                name: "rule-id",
                help: "The rule, as 'pwtemplate rules' lists it.",
                isRequired: true,
                completion: .ruleIDs
            ),
        ]
    )
}

extension OptionSpec {
    /// `--format <format>` of `rules`.
    public static let ruleListFormat = OptionSpec(
        longName: "format",
        help: "The listing format.",
        kind: .singleValue(valueName: "format"),
        allowedValues: RuleListFormat.allCases.map(\.rawValue),
        defaultValue: RuleListFormat.text.rawValue
    )
}
