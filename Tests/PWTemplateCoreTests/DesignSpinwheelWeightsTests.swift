@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// `spinwheel-weights-zero`. Facts: iOS 7.2.0 `PWInAppConfigParser.swift` (`parseSpinWheel`) reads a
/// required, finite weight ≥ 0 per segment, and `PWSpinWheelInAppView.swift` draws every segment as
/// an equal slice (2π / count) whatever the weights; Android has no spinwheel parser.
@Suite struct DesignSpinwheelWeightsTests {
    private func wheel(_ weights: [String]) -> String {
        let segments = weights.enumerated().map { index, weight in
            ##"{ "message": { "text": "Prize \##(index)", "color": "#111111" }, "color": "#FFFFFF"\##(weight.isEmpty ? "" : ##", "weight": \##(weight)"##) }"##
        }
        return ##"{ "displayType": "spinwheel", "spinwheel": { "showClose": true, "background": "#FFFFFF", "winIndex": 0, "reward": { "code": "WIN" }, "segments": [\##(segments.joined(separator: ", "))] } }"##
    }

    private func findings(_ text: String) -> [Diagnostic] {
        DesignFixture.contentFindings(DesignFixture.document(text, targets: [Target(platform: .ios)])).filter { $0.rule == .spinwheelWeightsZero }
    }

    @Test func allZeroWeightsAreAWarningAtTheSegmentList() throws {
        let text = wheel(["0", "0", "0.0"])
        let finding = try #require(findings(text).only)
        #expect(finding.severity == .warning)
        #expect(finding.message == "every segment weight is 0, so the wheel has no size to split; iOS draws the 3 segments as equal slices and the spin still stops on winIndex")
        #expect(finding.hint == "give each segment a weight above 0, e.g. 1 for equal slices")
        #expect(finding.location.pointer == "/spinwheel/segments")
        let column = text.distance(from: text.startIndex, to: text.firstRange(of: "\"segments\": ")!.upperBound) + 1
        #expect(finding.location.start(in: SourceText(bytes: Array(text.utf8))) == SourcePosition(line: 1, column: column))
    }

    @Test func oneWeightAboveZeroIsEnough() {
        #expect(findings(wheel(["0", "1"])).isEmpty)
        #expect(findings(wheel(["1", "1"])).isEmpty)
    }

    /// A missing or negative weight, or a list the parser rejects, is the schema's to report.
    @Test(arguments: [["0", ""], ["0", "-1"], ["0", "\"0\""], ["0"], Array(repeating: "0", count: 13)])
    func weightsOrListsTheSchemaRejectsAreLeftToIt(_ weights: [String]) {
        #expect(findings(wheel(weights)).isEmpty)
    }
}
