import PWTemplateKinds
import PWTemplateLint
@testable import PWTemplateNative
import PWTemplateSyntax
import Testing

/// Runs every example of the rule catalogue through the whole linter of the rule's kind (the first
/// of the standard registry that lists it): a failing example yields
/// findings of its rule exactly at its `↓` markers, a passing example none, and neither yields an
/// error of another rule.
@Suite struct RuleExampleTests {
    /// Where a finding starts: the template entry, then the 1-based line and column (Unicode scalars).
    struct Location: Hashable, Comparable, CustomStringConvertible {
        var entry: String
        var line: Int
        var column: Int

        static func < (lhs: Location, rhs: Location) -> Bool {
            (lhs.entry, lhs.line, lhs.column) < (rhs.entry, rhs.line, rhs.column)
        }

        var description: String { "\(entry):\(line):\(column)" }
    }

    struct ExampleCase: Sendable, CustomTestStringConvertible {
        var kind: any MessageKind
        var rule: Rule
        var isFailing: Bool
        var index: Int
        var example: RuleExample

        var testDescription: String { "\(rule.id) \(isFailing ? "failing" : "passing") example \(index + 1)" }
    }

    static func exampleCases() -> [ExampleCase] {
        var seen = Set<String>()
        return KindRegistry.standard.kinds.flatMap { kind in
            kind.rules.filter { seen.insert($0.id).inserted }.flatMap { rule in
                rule.examples.failing.enumerated().map { ExampleCase(kind: kind, rule: rule, isFailing: true, index: $0, example: $1) }
                    + rule.examples.passing.enumerated().map { ExampleCase(kind: kind, rule: rule, isFailing: false, index: $0, example: $1) }
            }
        }
    }

    /// Lints the example's stripped texts with its targets as a document of `kind`, for an app
    /// with the links the rules' rationales name (`exampleapp:`, `example.com`); returns the
    /// report and the marked locations.
    static func lint<Kind: MessageKind>(_ example: RuleExample, as kind: Kind) -> (report: TemplateReport, markers: [Location]) {
        let files = example.files.map { (name: $0.name, marked: MarkedText($0.text)) }
        let markers = files.flatMap { file in file.marked.markers.map { Location(entry: file.name, line: $0.line, column: $0.column) } }
        var configuration = LintConfiguration(targets: example.targets.map { TargetSelection(targets: $0) } ?? .default)
        configuration.app = .ruleExamples
        let document = kind.document(ofExample: files.map { (name: $0.name, bytes: Array($0.marked.text.utf8)) })
        return (kind.lint(document, configuration: configuration), markers)
    }

    /// Lints a native example.
    static func lint(_ example: RuleExample) -> (report: TemplateReport, markers: [Location]) {
        lint(example, as: NativeKind())
    }

    @Test(arguments: exampleCases())
    func example(_ exampleCase: ExampleCase) {
        let (report, markers) = Self.lint(exampleCase.example, as: exampleCase.kind)
        let rule = exampleCase.rule
        let found = report.diagnostics.filter { $0.rule == rule }.map {
            let start = report.lineColumns(of: $0.location)?.start
            return Location(entry: $0.location.entry?.path ?? "", line: start?.line ?? 0, column: start?.column ?? 0)
        }
        let otherErrors = report.diagnostics.filter { $0.rule != rule && $0.severity == .error }.map { "\($0.rule.id): \($0.message)" }
        if exampleCase.isFailing {
            #expect(!markers.isEmpty, "a failing example needs at least one \(RuleExample.marker) marker")
            #expect(found.sorted() == markers.sorted(), "findings of \(rule.id) at \(found.sorted()), markers at \(markers.sorted())")
            #expect(otherErrors.isEmpty, "\(otherErrors)")
        } else {
            #expect(markers.isEmpty, "a passing example has no markers")
            #expect(found.isEmpty, "findings of \(rule.id) at \(found.sorted())")
            let errors = report.diagnostics.filter { $0.severity == .error }.map { "\($0.rule.id): \($0.message)" }
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func rulesOfTemplateContentHaveFailingAndPassingExamples() {
        let categories: Set<RuleCategory> = [.structure, .schema, .platform, .design, .localization]
        for rule in KindRegistry.standard.rules where categories.contains(rule.category) {
            #expect(!rule.examples.failing.isEmpty, "\(rule.id) has no failing example")
            #expect(!rule.examples.passing.isEmpty, "\(rule.id) has no passing example")
        }
    }

    @Test func markersAreStrippedAndPlacedInScalars() {
        let marked = MarkedText("{\n  \"é\": ↓\"#GGG\", ↓1\n}")
        #expect(marked.text == "{\n  \"é\": \"#GGG\", 1\n}")
        #expect(marked.markers == [SourcePosition(line: 2, column: 8), SourcePosition(line: 2, column: 16)])
    }
}

extension AppLinks {
    /// The app the rules' examples are linted for: the links their rationales name
    /// (`exampleapp:`, `example.com`).
    static let ruleExamples = AppLinks(schemes: ["exampleapp"], hosts: ["example.com"])
}
