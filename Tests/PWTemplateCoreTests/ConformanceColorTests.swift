@testable import PWTemplateNative
import PWTemplateSyntax
import Testing

/// The colour grammar of both SDKs (sdk-behaviour.md §8), case by case from
/// `Tests/Conformance/color-cases.json`: each colour is put into a valid modal's `background`.
/// A colour either SDK rejects is an `invalid-color` error; one both accept only after trimming
/// trailing whitespace is a `color-trailing-whitespace` warning.
@Suite struct ConformanceColorTests {
    struct ColorCase: Sendable, CustomTestStringConvertible {
        enum Verdict: String, Sendable {
            case accepted, error, warning
        }

        var color: String
        var acceptedByAndroid: Bool
        var acceptedByIOS: Bool
        var expected: Verdict
        var reason: String

        var testDescription: String {
            "\(JSONValue.string(color).jsonText(indent: nil)) → \(expected.rawValue)"
        }
    }

    static let table = "color-cases.json"

    static func colorCases() throws -> [ColorCase] {
        try ConformanceCorpus.entries(of: table).map { entry in
            let verdict = try ConformanceCorpus.string("expected", of: entry, in: table)
            guard let expected = ColorCase.Verdict(rawValue: verdict) else {
                throw ConformanceCorpus.DataError(description: "\(table): unknown verdict \"\(verdict)\"")
            }
            return ColorCase(
                color: try ConformanceCorpus.string("color", of: entry, in: table),
                acceptedByAndroid: try ConformanceCorpus.bool("android", of: entry, in: table),
                acceptedByIOS: try ConformanceCorpus.bool("ios", of: entry, in: table),
                expected: expected,
                reason: try ConformanceCorpus.string("reason", of: entry, in: table))
        }
    }

    @Test(arguments: try colorCases())
    func colorInAModalBackground(_ colorCase: ColorCase) throws {
        let modal = try ConformanceCorpus.value(of: "valid/modal.json")
        let template = try modal.applying(JSONEdit(path: "modal.background", operation: .set(.string(colorCase.color))))
        let report = ConformanceCorpus.lint(template, platforms: [.ios, .android], name: "modal.json")
        let colorRules: Set<Rule> = [.invalidColor, .colorTrailingWhitespace, .colorAlphaFirst]
        let colorFindings = report.diagnostics.filter { colorRules.contains($0.rule) }
        let otherErrors = report.diagnostics.filter { !colorRules.contains($0.rule) && $0.severity == .error }.map(\.rule.id)
        #expect(otherErrors.isEmpty, "\(otherErrors)")
        switch colorCase.expected {
        case .accepted:
            #expect(colorFindings.isEmpty, "\(colorFindings.map(\.message))")
        case .error:
            #expect(colorFindings.contains { $0.severity == .error }, "\(colorCase.reason): \(colorFindings.map(\.message))")
        case .warning:
            #expect(!colorFindings.isEmpty && colorFindings.allSatisfy { $0.rule == .colorTrailingWhitespace && $0.severity == .warning },
                    "\(colorCase.reason): \(colorFindings.map { "\($0.severity): \($0.message)" })")
        }
    }

    /// The table's own verdicts follow the strictest union: rejected by either SDK is an error,
    /// accepted by both is never one, and only trailing whitespace earns a warning.
    @Test(arguments: try colorCases())
    func verdictIsTheStrictestUnion(_ colorCase: ColorCase) {
        let acceptedByBoth = colorCase.acceptedByAndroid && colorCase.acceptedByIOS
        #expect((colorCase.expected == .error) == !acceptedByBoth, "\(colorCase.reason)")
        #expect((colorCase.expected == .warning) == (acceptedByBoth && colorCase.color.last?.isWhitespace == true), "\(colorCase.reason)")
    }
}
