@testable import PWTemplateInApp
@testable import PWTemplateLint
import PWTemplateSyntax
import Testing

/// The In-App rules' examples (which `RuleExampleTests` lints through the kind): every rule has
/// failing and passing ones (`FixAvailabilityTests` checks their fix declarations).
@Suite struct InAppRuleExampleTests {
    static let rules = InAppKind().rules.filter { $0.id.hasPrefix("inapp-") }

    @Test(arguments: rules)
    func hasFailingAndPassingExamples(_ rule: Rule) {
        #expect(!rule.examples.failing.isEmpty)
        #expect(!rule.examples.passing.isEmpty)
    }

    /// The kind lists the shared JSON and file rules it reports, and each of its own once.
    @Test func kindRulesAreUnique() {
        let ids = InAppKind().rules.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains("json-syntax") && ids.contains("path-unreadable"))
    }
}
