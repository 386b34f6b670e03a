import Testing
@testable import PWTemplateCore

/// The examples of the schema rules, run through ``SchemaValidator`` alone: a failing example
/// yields exactly its marked findings of the rule and nothing else, a passing one nothing.
@Suite struct SchemaRuleExampleTests {
    static let rules = Rule.all.filter { $0.category == .schema }

    /// The text without markers, and the 1-based position each marker stood at.
    static func unmarked(_ text: String) -> (text: String, positions: [SourcePosition]) {
        var clean = ""
        var positions: [SourcePosition] = []
        var line = 1
        var column = 1
        for character in text {
            if character == RuleExample.marker {
                positions.append(SourcePosition(line: line, column: column))
                continue
            }
            clean.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return (clean, positions)
    }

    @Test(arguments: rules)
    func theRuleHasExamples(_ rule: Rule) {
        #expect(!rule.examples.failing.isEmpty && !rule.examples.passing.isEmpty)
    }

    @Test(arguments: rules)
    func failingExamplesYieldExactlyTheMarkedFindings(_ rule: Rule) {
        for example in rule.examples.failing {
            let (text, expected) = Self.unmarked(example.nativeConfig)
            let findings = SchemaLint.findings(text, targets: example.targets)
            let starts = findings.filter { $0.rule == rule }.compactMap { $0.location.range?.start }
            #expect(starts.sorted() == expected.sorted(), "\(rule.id): \(findings.map(\.message))")
            #expect(findings.filter { $0.rule != rule }.map(\.message) == [], "\(rule.id)")
        }
    }

    @Test(arguments: rules)
    func passingExamplesYieldNothing(_ rule: Rule) {
        for example in rule.examples.passing {
            #expect(!example.nativeConfig.contains(RuleExample.marker))
            #expect(SchemaLint.findings(example.nativeConfig, targets: example.targets).map(\.message) == [], "\(rule.id)")
        }
    }
}
