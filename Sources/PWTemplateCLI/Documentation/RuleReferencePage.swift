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
        ] + classes(rules) + wrongTypes(rules)
        for category in RuleCategory.allCases {
            let members = rules.filter { $0.category == category }
            guard !members.isEmpty else { continue }
            blocks.append("## \(category.title) rules")
            blocks += members.map(section)
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// Each cross-kind class of `rules` once: its severity, why, and its rules.
    private static func classes(_ rules: [Rule]) -> [String] {
        FindingClass.all.compactMap { findingClass in
            let members = rules.filter { $0.findingClass == findingClass }.map { "[`\($0.id)`](#\($0.id))" }
            guard !members.isEmpty else { return nil }
            return """
                ## \(findingClass.title): \(findingClass.severity.rawValue), in every kind

                \(findingClass.reason)

                Rules of this class: \(members.joined(separator: ", ")).
                """
        }
    }

    /// Which rule reports a value of a JSON type the SDK does not read, in each kind (nothing
    /// when `rules` holds none of them).
    private static func wrongTypes(_ rules: [Rule]) -> [String] {
        let cells = [
            ("type-mismatch", "native templates: the SDKs reject the template"),
            ("inbox-wrong-type", "inbox messages: InboxKit ignores the value, the message shows without it"),
            ("inapp-wrong-type", "In-App messages: the server rejects the message"),
        ].compactMap { id, what in
            rules.first { $0.id == id }.map { "[`\(id)`](#\(id)) (\($0.defaultSeverity.rawValue), \(what))" }
        }
        guard !cells.isEmpty else { return [] }
        return ["""
            ## A wrong JSON type, in every kind

            A value of a JSON type the SDK does not read (an object where an array is read, a string where a number or \
            a Bool is) is never silent: \(cells.joined(separator: "; ")). A field with a rule of its own (an inbox \
            `inbox_days` written as a string, `pinned` as a string, a button without a title string, a slide or button \
            URL that is not a string) reports it by that rule instead, at the same place. Each kind's types are those of \
            `pwtemplate schema`, and a test writes every other type into every field of every scaffold.
            """]
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
