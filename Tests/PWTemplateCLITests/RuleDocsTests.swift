import Foundation
@testable import PWTemplateCLI
import PWTemplateKinds
import PWTemplateLint
import PWTemplateSyntax
import Testing

/// `docs/rules.md` is generated from the rule metadata by `make docs`; it must not go stale.
@Suite struct RuleDocsTests {
    private static let docsPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/rules.md")

    @Test func docsRulesMatchesTheMarkdownRenderer() throws {
        let committed = try String(contentsOf: Self.docsPath, encoding: .utf8)
        #expect(committed == RuleReferencePage.render(KindRegistry.standard.rules), "docs/rules.md is stale: run `make docs`")
    }

    @Test func everyRuleHasASectionTheIndexLinksTo() throws {
        let page = RuleReferencePage.render(KindRegistry.standard.rules)
        for rule in KindRegistry.standard.rules {
            #expect(page.contains("\n### \(rule.id)\n"), "\(rule.id)")
            #expect(page.contains("| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) |"), "\(rule.id)")
        }
    }
}
