import Foundation
import Testing
@testable import PWTemplateCore

/// The rule catalogue is the single source of truth: ids are unique kebab-case, and
/// `docs/rules.md` is generated from it (set PWTEMPLATE_UPDATE_DOCS=1 to rewrite it).
@Suite struct RuleCatalogTests {
    @Test func idsAreUniqueKebabCase() {
        let ids = Rule.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(id)")
            #expect(Rule.named(id)?.id == id)
        }
    }

    @Test func everyRuleIsDocumented() {
        for rule in Rule.all {
            #expect(!rule.summary.isEmpty && !rule.rationale.isEmpty, "\(rule.id)")
        }
    }

    @Test func docsRulesIsUpToDate() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/rules.md")
        let expected = Self.markdown()
        if ProcessInfo.processInfo.environment["PWTEMPLATE_UPDATE_DOCS"] != nil {
            try Data(expected.utf8).write(to: path)
        }
        let actual = (try? String(contentsOf: path, encoding: .utf8)) ?? ""
        #expect(actual == expected, "docs/rules.md is stale: run PWTEMPLATE_UPDATE_DOCS=1 swift test --filter RuleCatalogTests")
    }

    static func markdown() -> String {
        var text = """
            # Rules

            Generated from the rule catalogue (`Sources/PWTemplateCore/Diagnostics/Rule+Catalog.swift`);
            do not edit by hand. Ids and default severities are a public contract.

            | rule | severity | summary |
            | --- | --- | --- |

            """
        for rule in Rule.all {
            text += "| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(rule.summary) |\n"
        }
        for category in RuleCategory.allCases {
            text += "\n## \(category.rawValue.prefix(1).uppercased() + category.rawValue.dropFirst()) rules\n"
            for rule in Rule.all where rule.category == category {
                text += "\n### \(rule.id)\n\nDefault severity: **\(rule.defaultSeverity.rawValue)**.\n\n\(rule.summary)\n\n\(rule.rationale)\n"
            }
        }
        return text
    }
}
