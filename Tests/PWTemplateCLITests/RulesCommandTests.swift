@testable import PWTemplateCLI
import PWTemplateKinds
import PWTemplateLint
import PWTemplateSyntax
import Testing

/// `pwtemplate rules` run in-process, in every format.
@Suite struct RulesCommandTests {
    @Test func textIsAHeaderAndOneAlignedRowPerRule() throws {
        let run = CLIRun(["rules"])
        #expect(run.code == .success)
        #expect(run.error.isEmpty)
        #expect(run.output.hasSuffix("\n"))
        let rows = run.output.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count == KindRegistry.standard.rules.count + 1)
        let header = try #require(rows.first)
        let severityColumn = try column(of: "SEVERITY", in: header)
        let categoryColumn = try column(of: "CATEGORY", in: header)
        let summaryColumn = try column(of: "SUMMARY", in: header)
        for (row, rule) in zip(rows.dropFirst(), KindRegistry.standard.rules) {
            #expect(row.prefix(severityColumn).split(separator: " ") == [Substring(rule.id)], "\(row)")
            #expect(row.dropFirst(severityColumn).hasPrefix(rule.defaultSeverity.rawValue + " "), "\(row)")
            #expect(row.dropFirst(categoryColumn).hasPrefix(rule.category.rawValue + " "), "\(row)")
            #expect(row.dropFirst(summaryColumn) == rule.summary, "\(row)")
        }
    }

    @Test func explicitTextFormatIsTheDefault() {
        #expect(CLIRun(["rules", "--format", "text"]).output == CLIRun(["rules"]).output)
    }

    @Test func jsonListsEveryRuleWithItsMetadata() throws {
        let run = CLIRun(["rules", "--format=json"])
        #expect(run.code == .success)
        let document = JSONParser.parse(Array(run.output.utf8))
        #expect(document.diagnostics.isEmpty)
        let root = try #require(document.root)
        guard case .number("1")? = root["version"]?.value else {
            Issue.record("version is not 1")
            return
        }
        guard case .array(let rules)? = root["rules"]?.value else {
            Issue.record("no rules array")
            return
        }
        #expect(rules.count == KindRegistry.standard.rules.count)
        for (node, rule) in zip(rules, KindRegistry.standard.rules) {
            #expect(string(node["id"]) == rule.id)
            #expect(string(node["severity"]) == rule.defaultSeverity.rawValue)
            #expect(string(node["category"]) == rule.category.rawValue)
            #expect(string(node["summary"]) == rule.summary)
            #expect(string(node["rationale"]) == rule.rationale)
            #expect(string(node["helpUri"]) == "docs/rules.md#\(rule.id)")
            #expect(node["examples"]?["failing"]?.typeName == "array")
            #expect(node["examples"]?["passing"]?.typeName == "array")
        }
    }

    @Test func markdownIsTheRuleReference() {
        let run = CLIRun(["rules", "--format", "markdown"])
        #expect(run.code == .success)
        #expect(run.output == RuleReferencePage.render(KindRegistry.standard.rules))
        #expect(run.output.hasPrefix("# Rules\n"))
    }

    @Test func anUnknownFormatIsAUsageError() {
        let run = CLIRun(["rules", "--format", "yaml"])
        #expect(run.code == .usage)
        #expect(run.output.isEmpty)
        #expect(run.error == """
            error: 'yaml' is not a valid value for '--format'; expected one of: text, json, markdown
            Usage: pwtemplate rules [<options>]
              See 'pwtemplate help rules' for more information.

            """)
    }

    @Test func rulesTakesNoArguments() {
        let run = CLIRun(["rules", "json-bom"])
        #expect(run.code == .usage)
        #expect(run.error.hasPrefix("error: unexpected argument 'json-bom'\n"))
    }

    private func column(of title: String, in header: Substring) throws -> Int {
        let range = try #require(header.firstRange(of: title))
        return header.distance(from: header.startIndex, to: range.lowerBound)
    }

    private func string(_ node: JSONNode?) -> String? {
        guard case .string(let text)? = node?.value else { return nil }
        return text
    }
}
