import PWTemplateCore
import Testing
@testable import PWTemplateCLI

/// `pwtemplate explain` run in-process.
@Suite struct ExplainCommandTests {
    @Test func aKnownRuleIsExplained() throws {
        let rule = try #require(Rule.named("json-bom"))
        let run = CLIRun(["explain", "json-bom"])
        #expect(run.code == .success)
        #expect(run.error.isEmpty)
        #expect(run.output.hasPrefix("json-bom\nDefault severity: warning. Category: json.\n\n\(rule.summary)\n\nWhy:\n  "))
        #expect(run.output.contains("\nSilencing:\n  At its default severity, warning,"))
        #expect(run.output.hasSuffix("\n\nReference: docs/rules.md#json-bom\n"))
    }

    @Test(arguments: Rule.all)
    func everyExplanationFitsEightyColumnsOutsideItsExamples(_ rule: Rule) {
        let withoutExamples = Rule(
            id: rule.id, defaultSeverity: rule.defaultSeverity, category: rule.category,
            summary: rule.summary, rationale: rule.rationale)
        for line in RuleExplanation.render(withoutExamples).split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.count <= 80, "\(line)")
            #expect(line.last != " ", "\(line)")
        }
    }

    @Test func anUnknownRuleSuggestsTheNearestId() {
        let run = CLIRun(["explain", "invalid-colour"])
        #expect(run.code == .usage)
        #expect(run.output.isEmpty)
        #expect(run.error == """
            error: unknown rule 'invalid-colour'; did you mean 'invalid-color'?
            Usage: pwtemplate explain <rule-id>
              See 'pwtemplate help explain' for more information.

            """)
    }

    @Test func anUnknownRuleFarFromEveryIdPointsAtTheList() {
        let run = CLIRun(["explain", "zzz"])
        #expect(run.code == .usage)
        #expect(run.error.hasPrefix("error: unknown rule 'zzz'; 'pwtemplate rules' lists every rule\n"))
    }

    @Test func theRuleIdIsRequired() {
        let run = CLIRun(["explain"])
        #expect(run.code == .usage)
        #expect(run.output.isEmpty)
        #expect(run.error == """
            error: missing argument '<rule-id>'
            Usage: pwtemplate explain <rule-id>
              See 'pwtemplate help explain' for more information.

            """)
    }

    @Test func oneRuleAtATime() {
        let run = CLIRun(["explain", "json-bom", "json-syntax"])
        #expect(run.code == .usage)
        #expect(run.error.hasPrefix("error: unexpected argument 'json-syntax'\n"))
    }

    @Test func helpWinsOverAMissingId() throws {
        #expect(try CommandLineParser.parse(["explain", "--help"], pathExists: { _ in false })
            == .help(HelpRenderer.help(for: CommandPath(root: .root).appending(.explain))))
    }
}
