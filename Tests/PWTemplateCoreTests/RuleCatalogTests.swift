import Testing
@testable import PWTemplateCore

/// The rule catalogue is the single source of truth: ids are unique kebab-case and every rule
/// is described. (`docs/rules.md`, generated from it, is checked by the CLI's RuleDocsTests.)
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
}
