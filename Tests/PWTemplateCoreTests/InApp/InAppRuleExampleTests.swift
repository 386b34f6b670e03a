@testable import PWTemplateLint
import PWTemplateSyntax
import Testing

/// The In-App rules' examples (which `RuleExampleTests` lints through the kind): every rule has
/// failing and passing ones, and each rule's declared fix availability holds for its failing
/// examples.
@Suite struct InAppRuleExampleTests {
    static let rules = InAppKind().rules.filter { $0.id.hasPrefix("inapp-") }
    /// The examples are linted with the app links `inapp-deeplink-unhandled`'s rationale names.
    static let configuration = {
        var configuration = LintConfiguration()
        configuration.app = AppLinks(schemes: ["exampleapp"], hosts: ["example.com"])
        return configuration
    }()

    @Test(arguments: rules)
    func hasFailingAndPassingExamples(_ rule: Rule) {
        #expect(!rule.examples.failing.isEmpty)
        #expect(!rule.examples.passing.isEmpty)
    }

    @Test(arguments: rules)
    func fixDeclarationHolds(_ rule: Rule) {
        let fixes = rule.examples.failing.flatMap { example in
            InAppFixture.lint(MarkedText(example.nativeConfig).text, configuration: Self.configuration).diagnostics.filter { $0.rule == rule }.map(\.fix?.applicability)
        }
        switch rule.fix {
        case .none: #expect(fixes.allSatisfy { $0 == nil })
        case .always(let applicability):
            #expect(fixes.allSatisfy { $0 != nil })
            if applicability == .safe { #expect(!fixes.contains(.unsafe)) }
        case .sometimes(let applicability):
            #expect(fixes.contains { $0 != nil })
            if applicability == .safe { #expect(!fixes.contains(.unsafe)) }
        }
    }

    /// The kind lists the shared JSON and file rules it reports, and each of its own once.
    @Test func kindRulesAreUnique() {
        let ids = InAppKind().rules.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains("json-syntax") && ids.contains("path-unreadable"))
    }
}
