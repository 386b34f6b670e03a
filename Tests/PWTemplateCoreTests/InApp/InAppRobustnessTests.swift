@testable import PWTemplateInApp
@testable import PWTemplateLint
import PWTemplateSyntax
import Testing

/// Hostile In-App input, short of the fuzzer: every prefix of the contract's response and of
/// each rule example, and every single-byte replacement of a scaffold by a JSON punctuation
/// byte, are linted, fixed and resolved without a crash, with findings inside the text.
@Suite struct InAppRobustnessTests {
    static func exercise(_ bytes: [UInt8]) {
        let document = JSONFileDocument(path: "f.inapp.json", bytes: bytes)
        let report = InAppFixture.kind.lint(document, configuration: LintConfiguration())
        for finding in report.diagnostics {
            if let range = finding.location.range?.bytes { #expect(range.upperBound <= bytes.count, "\(finding.rule.id) out of the text") }
        }
        _ = InAppFixture.kind.resolve(document, request: ResolveRequest(format: .json))
        _ = Fixer<JSONFileDocument>(policy: FixPolicy(includesUnsafe: true)) { InAppFixture.kind.lint($0, configuration: LintConfiguration()) }.fix(document)
    }

    @Test func everyPrefixOfTheContractResponse() {
        let bytes = Array(InAppFixture.contractResponse.utf8)
        for end in stride(from: 0, through: bytes.count, by: 3) { Self.exercise(Array(bytes[..<end])) }
    }

    @Test func everyPrefixOfEachRuleExample() {
        for rule in InAppRuleExampleTests.rules {
            for example in rule.examples.failing + rule.examples.passing {
                let bytes = Array(MarkedText(example.nativeConfig).text.utf8)
                for end in stride(from: 0, through: bytes.count, by: 11) { Self.exercise(Array(bytes[..<end])) }
            }
        }
    }

    @Test func punctuationReplacingEachByteOfAScaffold() throws {
        let files = try #require(InAppKind().scaffold(ScaffoldRequest(name: "inapp-center")))
        let bytes = files[0].bytes
        for (index, replacement) in zip(stride(from: 0, to: bytes.count, by: 5), [UInt8]("{}[]:,\"0n".utf8).cycled()) {
            var mutated = bytes
            mutated[index] = replacement
            Self.exercise(mutated)
        }
    }
}

private extension Array {
    /// The elements repeated without end.
    func cycled() -> UnfoldSequence<Element, Int> {
        sequence(state: 0) { index in
            defer { index += 1 }
            return self[index % count]
        }
    }
}
