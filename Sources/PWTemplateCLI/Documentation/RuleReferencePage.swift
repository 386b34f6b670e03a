import PWTemplateSyntax

/// The `markdown` listing of `rules`: the rule reference, `docs/rules.md` (`make docs` writes it;
/// a test fails when the file differs). An index table links each rule to its section; sections
/// are grouped by category and follow theme-check's pages: what, why, ✗ Fail / ✓ Pass examples,
/// default severity, and how to silence the rule.
enum RuleReferencePage {
    static func render(_ rules: [Rule]) -> String {
        var blocks = [
            "# Rules",
            "<!-- Generated from the rule metadata by `make docs` (`pwtemplate rules --format markdown`); do not edit. -->",
            """
            Every check pwtemplate makes. Ids and default severities are a public contract: an id is \
            never renamed. `pwtemplate explain <rule-id>` shows a rule's section in the terminal. \
            In the examples, \(RuleExample.markerNote).
            """,
            index(rules),
        ]
        for category in RuleCategory.allCases {
            let members = rules.filter { $0.category == category }
            guard !members.isEmpty else { continue }
            blocks.append("## \(category.title) rules")
            blocks += members.map(section)
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    private static func index(_ rules: [Rule]) -> String {
        let rows = rules.map { rule in
            "| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(tableCell(rule.summary)) |"
        }
        return (["| Rule | Severity | Summary |", "| --- | --- | --- |"] + rows).joined(separator: "\n")
    }

    private static func section(_ rule: Rule) -> String {
        var blocks = [
            "### \(rule.id)",
            rule.summary,
            "Default severity: **\(rule.defaultSeverity.rawValue)**.",
            "**Why:** " + rule.rationale,
        ]
        blocks += examples(rule.examples.failing, label: "✗ **Fail**")
        blocks += examples(rule.examples.passing, label: "✓ **Pass**")
        blocks.append("**Fix:** " + rule.fix.explanation)
        blocks.append("**Silencing:** " + rule.silencingAdvice)
        return blocks.joined(separator: "\n\n")
    }

    /// The label, then each example's files as ```json blocks; nothing when there are no examples.
    private static func examples(_ examples: [RuleExample], label: String) -> [String] {
        guard !examples.isEmpty else { return [] }
        return [label] + examples.flatMap { example in
            let files = example.files
            let note = example.targetArguments.map { ["Linted with `\($0)`:"] } ?? []
            return note + files.flatMap { file in
                (files.count > 1 ? ["`\(file.name)`:"] : []) + ["```json\n\(file.text)\n```"]
            }
        }
    }

    /// `text` safe inside a table cell: pipes escaped.
    private static func tableCell(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
