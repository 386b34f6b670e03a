@testable import PWTemplateLint
import PWTemplateSyntax
import Testing

/// Every example of the In-App rules, linted as a `*.inapp.json` file: a failing example yields
/// findings of its rule exactly at its `↓` markers, a passing one none, and neither an error of
/// another rule; each rule's declared fix availability holds for its failing examples.
@Suite struct InAppRuleExampleTests {
    static let rules = InAppKind().rules.filter { $0.id.hasPrefix("inapp-") }
    /// The examples are linted with the app links `inapp-deeplink-unhandled`'s rationale names.
    static let configuration = {
        var configuration = LintConfiguration()
        configuration.app = AppLinks(schemes: ["exampleapp"], hosts: ["example.com"])
        return configuration
    }()

    static func cases() -> [RuleExampleTests.ExampleCase] {
        rules.flatMap { rule in
            rule.examples.failing.enumerated().map { RuleExampleTests.ExampleCase(rule: rule, isFailing: true, index: $0, example: $1) }
                + rule.examples.passing.enumerated().map { RuleExampleTests.ExampleCase(rule: rule, isFailing: false, index: $0, example: $1) }
        }
    }

    @Test(arguments: cases())
    func example(_ exampleCase: RuleExampleTests.ExampleCase) {
        let marked = MarkedText(exampleCase.example.nativeConfig)
        let report = InAppFixture.lint(marked.text, configuration: Self.configuration)
        let rule = exampleCase.rule
        let found = report.diagnostics.filter { $0.rule == rule }.compactMap { report.lineColumns(of: $0.location)?.start }
        let otherErrors = report.diagnostics.filter { $0.rule != rule && $0.severity == .error }.map { "\($0.rule.id): \($0.message)" }
        #expect(otherErrors.isEmpty, "\(otherErrors)")
        if exampleCase.isFailing {
            #expect(!marked.markers.isEmpty)
            let places = found.map { "\($0.line):\($0.column)" }.sorted(), markers = marked.markers.map { "\($0.line):\($0.column)" }.sorted()
            #expect(places == markers, "\(rule.id) found at \(places), markers at \(markers)")
        } else {
            #expect(marked.markers.isEmpty)
            #expect(found.isEmpty, "\(rule.id) found at \(found)")
        }
    }

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
