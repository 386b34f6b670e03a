@testable import PWTemplateLint
@testable import PWTemplateNative
import Testing

/// `interstitial` and `header` were display types of pre-release builds; both SDKs reject them
/// as unknown now, `fullscreen` and `banner` being meant (sdk-behaviour §15, "Old aliases").
@Suite struct DisplayTypeAliasTests {
    private func finding(_ name: String) throws -> String {
        let text = "{\"displayType\": \"\(name)\", \"fullscreen\": {}}"
        let report = TemplateLinter().lint(Template(nativeConfig: Array(text.utf8), path: "t"))
        let finding = try #require(report.diagnostics.first)
        #expect(report.diagnostics.count == 1)
        let start = report.lineColumns(of: finding.location).map { "\($0.start.line):\($0.start.column)" } ?? "-"
        return "\(finding.severity.rawValue) \(finding.rule.id) \(start) \(finding.message) | \(finding.hint ?? "-")"
    }

    private static let expected = "unknown display type %@; expected one of banner, carousel, fullscreen, modal, pip, scratchcard, sheet, spinwheel, stories, video"

    @Test func preReleaseNamesSuggestTheTypeMeant() throws {
        #expect(try finding("interstitial") == "error display-type-unknown 1:17 "
            + Self.expected.replacing("%@", with: "\"interstitial\"")
            + " | \"interstitial\" was a display type of pre-release SDK builds; did you mean \"fullscreen\"?")
        #expect(try finding("Header") == "error display-type-unknown 1:17 "
            + Self.expected.replacing("%@", with: "\"Header\"")
            + " | \"header\" was a display type of pre-release SDK builds; did you mean \"banner\"?")
    }

    @Test func otherNamesKeepTheEditDistanceSuggestion() throws {
        #expect(try finding("headr") == "error display-type-unknown 1:17 "
            + Self.expected.replacing("%@", with: "\"headr\"") + " | -")
        #expect(try finding("fullscren") == "error display-type-unknown 1:17 "
            + Self.expected.replacing("%@", with: "\"fullscren\"") + " | did you mean \"fullscreen\"?")
    }
}
