@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateNative
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

    @Test func placeholdersWithoutAColourDefaultTextsAndBrokenColoursAreSkipped() {
        let found = colors(##"{"displayType": "modal", "modal": {"background": "{{bg|text}}", "title": {"text": "#FFFFFF", "color": "red"}, "unknown": "#FFF"}}"##)
        #expect(found.isEmpty)
        // Not the whole value, not the dictionary form, not closed, no colour, written with an
        // escape, a one-letter key (Android renders "{{a|text|#FFF}}" as "a|text", not the default).
        for value in ["#{{bg|text|FFFFFF}}", "{{bg|text|#FFF}} ", "{Tag|text|#FFF}", "{{bg|text|#FFF", "{{bg|text|red}}", #"{{bg|text|\u0023FFF}}"#, "{{a|text|#FFF}}"] {
            #expect(colors(##"{"displayType": "modal", "modal": {"background": "\##(value)"}}"##).isEmpty, "\(value)")
        }
    }

    @Test func aPlaceholderDefaultColourGetsASwatchOverTheDefaultOnly() throws {
        let template = try EditorFixture.example("mistakes/translation-breaks-color")
        let text = EditorFixture.text(of: template)
        let found = EditorFeatures.colors(in: template, entry: .nativeConfig)
        let start = EditorFixture.offset(of: "{{cardColor|color|", in: text) + "{{cardColor|color|".utf8.count
        let card = try #require(found.first { $0.range.start == start })
        #expect(card.range == EditorRange(start: start, end: start + "#FFFFFFFF".utf8.count))
        #expect([card.red, card.green, card.blue, card.alpha] == [1, 1, 1, 1])

        let config = ##"{"displayType": "spinwheel", "spinwheel": {"background": ["{{from|text|#F00}}", "#0F0"], "segments": [{"color": "{{segment|color|#11223344}}"}]}}"##
        let inline = colors(config)
        #expect(inline.map(\.range.start) == ["#F00", "#0F0", "#11223344"].map { EditorFixture.offset(of: $0, in: config) })
        #expect(inline.map(\.red) == [1, 0, Double(0x11) / 255])
    }

    @Test func aPickedColourReplacesOnlyThePlaceholderDefault() throws {
        let config = ##"{"displayType": "modal", "modal": {"background": "{{bg|color|#FFFFFFFF}}", "dark": {"background": "{{bg|color|#000}}"}}}"##
        let found = colors(config)
        #expect(found.count == 2)
        var bytes = Array(config.utf8)
        for color in found.reversed() {
            bytes.replaceSubrange(color.range.start..<color.range.end, with: Array(EditorColor.presentation(red: 0, green: 0.2, blue: 1, alpha: 1).utf8))
        }
        let picked = String(decoding: bytes, as: UTF8.self)
        #expect(picked == ##"{"displayType": "modal", "modal": {"background": "{{bg|color|#0033FFFF}}", "dark": {"background": "{{bg|color|#0033FFFF}}"}}}"##)
        #expect(colors(picked).map(\.blue) == [1, 1])
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
        #expect(EditorColor.presentation(red: 1, green: 0, blue: 0.5, alpha: 0.25) == "#FF008040")
        #expect(EditorColor.presentation(red: 0, green: 0, blue: 0, alpha: 1) == "#000000FF")
        #expect(EditorColor.presentation(red: -1, green: 2, blue: .nan, alpha: .infinity) == "#00FF00FF")
    }

    @Test func presentationRoundTripsEveryExampleColour() throws {
        for folder in EditorFixture.allExamples {
            let template = try EditorFixture.example(folder)
            let bytes = Array(EditorFixture.text(of: template).utf8)
            for color in EditorFeatures.colors(in: template, entry: .nativeConfig) {
                let written = String(decoding: bytes[color.range.start..<color.range.end], as: UTF8.self)
                guard written.count == 9 else { continue }
                #expect(EditorColor.presentation(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha) == written.uppercased())
            }
        }
    }
}
