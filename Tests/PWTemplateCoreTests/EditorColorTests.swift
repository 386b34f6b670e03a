@testable import PWTemplateArchive
@testable import PWTemplateLint
import Testing

/// Colour swatches and the picker's text.
@Suite struct EditorColorTests {
    private func colors(_ config: String) -> [EditorColor] {
        EditorFeatures.colors(in: EditorFixture.template(config), entry: .nativeConfig)
    }

    @Test func everyColourOfTheCoffeeSheetWithTheTextInsideTheQuotes() throws {
        let template = try EditorFixture.example("templates/sheet-coffee-rewards")
        let text = EditorFixture.text(of: template)
        let found = EditorFeatures.colors(in: template, entry: .nativeConfig)
        let written = found.map { String(decoding: Array(text.utf8)[$0.range.start..<$0.range.end], as: UTF8.self) }
        // 9 in the light block and 9 in `dark`: background, title, message, two buttons × 3 each.
        #expect(written.count == 18)
        #expect(written.first == "#FFFFFFFF")
        #expect(written.allSatisfy { $0.hasPrefix("#") && $0.count == 9 })
        let darkBackground = try #require(found.first { written[found.firstIndex(of: $0)!] == "#1C1B1FFF" })
        #expect(darkBackground.red == Double(0x1C) / 255)
        #expect(darkBackground.green == Double(0x1B) / 255)
        #expect(darkBackground.blue == Double(0x1F) / 255)
        #expect(darkBackground.alpha == 1)
        #expect(EditorFeatures.colors(in: template, entry: .pushwoosh).isEmpty)
    }

    @Test func gradientsShortFormsAndAlphaLast() {
        let found = colors(##"{"displayType": "spinwheel", "spinwheel": {"background": ["#F00", "#0F08"], "segments": [{"color": "#11223344"}]}}"##)
        #expect(found.count == 3)
        #expect(found.map(\.red) == [1, 0, Double(0x11) / 255])
        #expect(found.map(\.alpha) == [1, Double(0x88) / 255, Double(0x44) / 255])
    }

    @Test func placeholdersTextsAndBrokenColoursAreSkipped() {
        let found = colors(##"{"displayType": "modal", "modal": {"background": "{{bg|text|#FFFFFF}}", "title": {"text": "#FFFFFF", "color": "red"}, "unknown": "#FFF"}}"##)
        #expect(found.isEmpty)
    }

    @Test func translationsWrittenAsAColourGetASwatch() throws {
        let template = try EditorFixture.example("mistakes/translation-breaks-color")
        let bytes = Array(EditorFixture.text(of: template, .pushwoosh).utf8)
        let found = EditorFeatures.colors(in: template, entry: .pushwoosh)
        // `en` and `fr`; the `de` translation "FFF8E1" is no colour the SDKs read.
        #expect(found.map { String(decoding: bytes[$0.range.start..<$0.range.end], as: UTF8.self) } == ["#FFFFFFFF", "#FFFFFFFF"])
        #expect(found.allSatisfy { $0.red == 1 && $0.alpha == 1 })
    }

    @Test func anEmojiBeforeAColourCountsItsFourBytes() {
        let config = ##"{"displayType": "modal", "modal": {"title": {"text": "🎉", "color": "#ABCDEF"}}}"##
        let found = colors(config)
        #expect(found.map(\.range) == [EditorRange(start: EditorFixture.offset(of: "#ABCDEF", in: config), end: EditorFixture.offset(of: "#ABCDEF", in: config) + 7)])
    }

    @Test func notJSONHasNoColours() {
        #expect(colors("").isEmpty)
        #expect(colors("#FFFFFF").isEmpty)
        #expect(colors(##"{"displayType": "modal", "modal": {"background": "#FFF"##).isEmpty)
    }

    @Test func presentationIsUpperCaseHexWithAlphaLast() {
        #expect(EditorFeatures.colorPresentation(red: 1, green: 0, blue: 0.5, alpha: 0.25) == "#FF008040")
        #expect(EditorFeatures.colorPresentation(red: 0, green: 0, blue: 0, alpha: 1) == "#000000FF")
        #expect(EditorFeatures.colorPresentation(red: -1, green: 2, blue: .nan, alpha: .infinity) == "#00FF00FF")
    }

    @Test func presentationRoundTripsEveryExampleColour() throws {
        for folder in EditorFixture.allExamples {
            let template = try EditorFixture.example(folder)
            let bytes = Array(EditorFixture.text(of: template).utf8)
            for color in EditorFeatures.colors(in: template, entry: .nativeConfig) {
                let written = String(decoding: bytes[color.range.start..<color.range.end], as: UTF8.self)
                guard written.count == 9 else { continue }
                #expect(EditorFeatures.colorPresentation(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha) == written.uppercased())
            }
        }
    }
}
