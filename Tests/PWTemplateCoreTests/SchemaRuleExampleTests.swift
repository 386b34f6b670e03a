@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// The examples of the schema rules, run through ``SchemaValidator`` alone: a failing example
/// yields exactly its marked findings of the rule and nothing else, a passing one nothing.
@Suite struct SchemaRuleExampleTests {
    static let rules = Rule.all.filter { $0.category == .schema }

    @Test(arguments: rules)
    func failingExamplesYieldExactlyTheMarkedFindings(_ rule: Rule) {
        for example in rule.examples.failing {
            let marked = MarkedText(example.nativeConfig)
            let expected = marked.markers
            let findings = SchemaLint.findings(marked.text, targets: example.targets, app: .ruleExamples)
            let starts = findings.filter { $0.rule == rule }.compactMap { $0.location.start(in: SourceText(bytes: Array(marked.text.utf8))) }
            #expect(starts.sorted() == expected.sorted(), "\(rule.id): \(findings.map(\.message))")
            #expect(findings.filter { $0.rule != rule }.map(\.message) == [], "\(rule.id)")
        }
    }

    @Test(arguments: rules)
    func passingExamplesYieldNothing(_ rule: Rule) {
        for example in rule.examples.passing {
            #expect(!example.nativeConfig.contains(RuleExample.marker))
            #expect(SchemaLint.findings(example.nativeConfig, targets: example.targets, app: .ruleExamples).map(\.message) == [], "\(rule.id)")
        }
    }
}
