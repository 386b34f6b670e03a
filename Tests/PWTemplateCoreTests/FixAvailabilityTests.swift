@testable import PWTemplateLint
@testable import PWTemplateSyntax
import Testing

/// Each rule's declared fix availability holds for the findings of its failing examples, linted
/// by the whole linter: `always` → every finding has a fix; `sometimes` → at least one does;
/// `none` → none has a fix. The applicability is the riskiest fix: a `.safe` rule has no unsafe
/// fix, an `.unsafe` one may also have safe fixes (`--fix` applies those alone).
@Suite struct FixAvailabilityTests {
    @Test(arguments: Rule.all.filter { !$0.examples.failing.isEmpty })
    func theDeclarationHoldsForTheFailingExamples(_ rule: Rule) {
        let fixes = rule.examples.failing.flatMap { example in
            CheckRegistryTests.lint(example, with: TemplateLinter()).filter { $0.rule == rule }.map(\.fix?.applicability)
        }
        #expect(!fixes.isEmpty, "the failing examples of \(rule.id) yield no finding of it")
        let found = "\(rule.id) declares \(rule.fix), its examples' findings have \(fixes.map { $0?.rawValue ?? "no fix" })"
        switch rule.fix {
        case .none:
            #expect(fixes.allSatisfy { $0 == nil }, "\(found)")
        case .always(let applicability):
            #expect(fixes.allSatisfy { $0 != nil }, "\(found)")
            if applicability == .safe { #expect(!fixes.contains(.unsafe), "\(found)") }
        case .sometimes(let applicability):
            #expect(fixes.contains { $0 != nil }, "\(found)")
            if applicability == .safe { #expect(!fixes.contains(.unsafe), "\(found)") }
        }
    }

    /// The parser repairs a byte-order mark, so `json-bom` always has a safe fix.
    @Test func jsonBOMDeclaresItsSafeFix() {
        #expect(Rule.jsonBOM.fix == .always(.safe))
    }
}
