@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// Every localisation rule's examples: a failing example yields exactly its marked findings of
/// the rule and no error of another; a passing example none of the rule and no error.
@Suite struct LocalizationExampleTests {
    static let rules = Rule.all.filter { $0.category == .localization }

    /// A finding's file and start, as the `↓` markers give them.
    struct Spot: Hashable, CustomStringConvertible {
        var entry: String
        var start: SourcePosition
        var description: String { "\(entry):\(start.line):\(start.column)" }
    }

    /// The text without markers, and where each marker stood.
    static func strip(_ text: String, entry: String) -> (json: JSONDocument, spots: [Spot]) {
        let marked = MarkedText(text)
        return (JSONParser.parse(Array(marked.text.utf8)), marked.markers.map { Spot(entry: entry, start: $0) })
    }

    static func run(_ example: RuleExample) -> (findings: [Diagnostic], spots: [Spot], parseFindings: [Diagnostic], sources: EntrySources) {
        let config = strip(example.nativeConfig, entry: "native-config.json")
        let pushwoosh = example.pushwoosh.map { strip($0, entry: "pushwoosh.json") }
        let findings = LocalizationFixture.findings(Template(nativeConfig: config.json.text.bytes, pushwoosh: pushwoosh?.json.text.bytes, path: "example"))
        var sources: EntrySources = [.nativeConfig: config.json.text]
        sources[.pushwoosh] = pushwoosh?.json.text
        return (findings, config.spots + (pushwoosh?.spots ?? []), config.json.diagnostics + (pushwoosh?.json.diagnostics ?? []), sources)
    }

    /// (That each has failing and passing examples is RuleExampleTests' to check.)
    @Test func theLocalizationRulesAreThirteen() {
        #expect(Self.rules.count == 13)
    }

    @Test(arguments: rules)
    func failingExamplesYieldTheirMarkedFindings(_ rule: Rule) {
        for example in rule.examples.failing {
            let result = Self.run(example)
            #expect(result.parseFindings.isEmpty)
            let mine = result.findings.filter { $0.rule == rule }
            let spots = mine.compactMap { finding in finding.location.start(in: result.sources).map { Spot(entry: finding.location.entry?.path ?? "", start: $0) } }
            #expect(spots.sorted { $0.description < $1.description } == result.spots.sorted { $0.description < $1.description }, "\(rule.id)")
            #expect(mine.allSatisfy { $0.location.pointer != nil })
            let otherErrors = result.findings.filter { $0.rule != rule && $0.severity == .error }
            #expect(otherErrors.isEmpty, "\(rule.id): \(otherErrors.map(\.message))")
        }
    }

    @Test(arguments: rules)
    func passingExamplesYieldNone(_ rule: Rule) {
        for example in rule.examples.passing {
            let result = Self.run(example)
            #expect(result.parseFindings.isEmpty)
            #expect(result.spots.isEmpty)
            #expect(result.findings.filter { $0.rule == rule || $0.severity == .error }.isEmpty, "\(rule.id): \(result.findings.map(\.message))")
        }
    }
}
