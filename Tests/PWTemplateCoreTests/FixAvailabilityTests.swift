import PWTemplateKinds
@testable import PWTemplateLint
@testable import PWTemplateSyntax
import Testing

/// Each rule's declared fix availability holds for the findings of its failing examples, linted
/// by the whole linter of the kind that lists the rule first (every kind of the registry):
/// `always` → every finding has a fix; `sometimes` → at least one does; `none` → none has a fix.
/// The applicability is the riskiest fix: a `.safe` rule has no unsafe fix, an `.unsafe` one
/// may also have safe fixes (`--fix` applies those alone).
@Suite struct FixAvailabilityTests {
    struct RuleCase: Sendable, CustomTestStringConvertible {
        var kind: any MessageKind
        var rule: Rule
        var testDescription: String { "\(rule.id) (\(kind.id))" }
    }

    static func ruleCases() -> [RuleCase] {
        var seen = Set<String>()
        return KindRegistry.standard.kinds.flatMap { kind in
            kind.rules.filter { seen.insert($0.id).inserted && !$0.examples.failing.isEmpty }.map { RuleCase(kind: kind, rule: $0) }
        }
    }

    @Test(arguments: ruleCases())
    func theDeclarationHoldsForTheFailingExamples(_ ruleCase: RuleCase) {
        let rule = ruleCase.rule
        let fixes = rule.examples.failing.flatMap { example in
            RuleExampleTests.lint(example, as: ruleCase.kind).report.diagnostics.filter { $0.rule == rule }.map(\.fix?.applicability)
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

    /// Every kind's rules are covered: the cases reach the inbox and In-App rules.
    @Test func everyKindHasItsRulesChecked() {
        let kinds = Set(Self.ruleCases().map(\.kind.id))
        #expect(kinds == Set(KindRegistry.standard.kinds.map(\.id)))
    }

    /// The parser repairs a byte-order mark, so `json-bom` always has a safe fix.
    @Test func jsonBOMDeclaresItsSafeFix() {
        #expect(Rule.jsonBOM.fix == .always(.safe))
    }
}
