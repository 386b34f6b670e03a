import PWTemplateSyntax
import Testing

/// Every fix of every failing example in the rule catalogue, through the real linter: applying
/// the edits of a rule's fixes removes exactly those findings, brings no finding the example did
/// not have, and leaves the rule's remaining findings without a fix (a second pass changes nothing).
@Suite struct RuleExampleFixTests {
    struct ExampleCase: Sendable, CustomTestStringConvertible {
        var rule: Rule
        var index: Int
        var example: RuleExample

        var testDescription: String { "\(rule.id) failing example \(index + 1)" }
    }

    static func exampleCases() -> [ExampleCase] {
        Rule.all.flatMap { rule in
            rule.examples.failing.enumerated().map { ExampleCase(rule: rule, index: $0, example: $1) }
        }
    }

    @Test(arguments: exampleCases())
    func fixesOfTheExampleRemoveTheirFindingsAndNothingElseChanges(_ exampleCase: ExampleCase) throws {
        var texts: [EntryName: String] = [.nativeConfig: MarkedText(exampleCase.example.nativeConfig).text]
        texts[.pushwoosh] = exampleCase.example.pushwoosh.map { MarkedText($0).text }
        let targets = exampleCase.example.targets.map { TargetSelection(targets: $0) } ?? .default
        let run = FixRun(texts: texts, targets: targets)
        let before = run.lint()
        let ofRule = before.filter { $0.rule == exampleCase.rule }
        let fixes = ofRule.compactMap(\.fix).filter {
            if case .edits = $0.change { true } else { false }
        }
        guard !fixes.isEmpty else { return }
        let fixed = try #require(run.applying(fixes), "the fixes' edits overlap")
        let after = fixed.lint()
        let remaining = after.filter { $0.rule == exampleCase.rule }
        #expect(remaining.count == ofRule.count - fixes.count, "\(remaining.map(\.message))")
        #expect(remaining.allSatisfy { $0.fix == nil }, "\(remaining.compactMap(\.fix?.title))")
        let new = Set(after.map(FindingIdentity.init)).subtracting(before.map(FindingIdentity.init))
        #expect(new.isEmpty, "new findings: \(new)")
    }

    /// The value fixes this suite exercises: a rule here whose examples lost their fixes would
    /// leave the test above with nothing to check.
    @Test func theCatalogueExercisesTheValueFixes() {
        let fixed = Set(Self.exampleCases().filter { exampleCase in
            var texts: [EntryName: String] = [.nativeConfig: MarkedText(exampleCase.example.nativeConfig).text]
            texts[.pushwoosh] = exampleCase.example.pushwoosh.map { MarkedText($0).text }
            let targets = exampleCase.example.targets.map { TargetSelection(targets: $0) } ?? .default
            return FixRun(texts: texts, targets: targets).lint().contains { $0.rule == exampleCase.rule && $0.fix != nil }
        }.map(\.rule.id))
        let expected: Set = [
            "invalid-color", "color-trailing-whitespace", "color-alpha-first", "value-clamped", "type-mismatch",
            "insecure-media-url", "insecure-action-url", "unparseable-url", "unparseable-image-url", "url-percent-encoded",
        ]
        #expect(expected.subtracting(fixed).isEmpty, "no fix in the examples of \(expected.subtracting(fixed).sorted())")
    }
}
