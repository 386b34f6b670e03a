@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// Colour parsing, WCAG contrast maths, alpha compositing and the contrast findings.
@Suite struct DesignContrastTests {
    private func color(_ hex: String) throws -> RGBAColor { try #require(RGBAColor(hex: hex)) }

    private func findings(_ text: String, rule: Rule) -> [Diagnostic] {
        DesignFixture.contentFindings(DesignFixture.document(text)).filter { $0.rule == rule }
    }

    /// A modal with `title` on `background`, and one button with `label` on `button` when given.
    private func modal(title: String, on background: String, label: String? = nil, on button: String = "#FFFFFF") -> String {
        let buttons = label.map {
            """
            [{ "text": { "text": "Go", "color": "\($0)" }, "background": "\(button)",
               "border": { "color": "#000000", "radius": 8 }, "action": { "type": "close" } }]
            """
        } ?? "[]"
        return """
            { "displayType": "modal", "modal": { "showClose": true, "dimBackground": true, "background": "\(background)",
              "title": { "text": "Hi", "color": "\(title)" }, "buttons": \(buttons) } }
            """
    }

    @Test func parsesTheFourHexFormsWithAlphaLast() throws {
        #expect(try color("#F00") == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(try color("#f00a").alpha == Double(0xAA) / 255)
        #expect(try color("#FF000080") == RGBAColor(red: 1, green: 0, blue: 0, alpha: Double(0x80) / 255))
        #expect(try color("#80FF0000").alpha == 0)
        #expect(try color("#336699") == RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(try color("#FFF ").isOpaque)
        // Trailing whitespace is any Unicode whitespace, as the SDKs trim it.
        #expect(try color("#FFF\u{3000}\n").isOpaque)
    }

    @Test(arguments: ["", "#", "FFF", " #FFF", "#FF", "#FFFFF", "#FFFFFFF", "#GGG", "#+FFF", "0xFFFFFF", "#FFFFFFFFF",
                       "#FF F", "#FFFé", "#FFF\u{00E9} "])
    func rejectsWhatIsNotPortableHex(text: String) {
        #expect(RGBAColor(hex: text) == nil)
    }

    @Test func contrastRatiosMatchKnownWCAGValues() throws {
        #expect(RGBAColor.contrastRatio(try color("#000"), .white) == 21)
        #expect(RGBAColor.contrastRatio(.white, .white) == 1)
        #expect(abs(RGBAColor.contrastRatio(try color("#777777"), .white) - 4.48) < 0.005)
        #expect(abs(RGBAColor.contrastRatio(try color("#767676"), .white) - 4.54) < 0.005)
        // Order does not matter.
        #expect(RGBAColor.contrastRatio(.white, try color("#0E72E5")) == RGBAColor.contrastRatio(try color("#0E72E5"), .white))
    }

    @Test func compositingBlendsByAlpha() throws {
        let half = try color("#00000080").composited(over: .white)
        #expect(half.isOpaque)
        #expect(abs(half.red - (1 - Double(0x80) / 255)) < 1e-9)
        #expect(try color("#FF0000").composited(over: .white) == color("#FF0000"))
        #expect(try color("#FF000000").composited(over: color("#00FF00")) == color("#00FF00"))
    }

    @Test func ratioWordingHasTwoDecimalsAndNeverReachesTheLimitFromBelow() {
        #expect(DesignText.ratio(4.4781, below: 4.5) == "4.48")
        #expect(DesignText.ratio(4.497, below: 4.5) == "4.49")
        #expect(DesignText.ratio(1, below: 4.5) == "1.00")
        #expect(DesignText.ratio(3.054, below: 4.5) == "3.05")
    }

    @Test func reportsLowContrastTitleAtItsColourWithTheRatioAndBothColours() throws {
        let text = modal(title: "#777777", on: "#FFFFFF")
        let finding = try #require(findings(text, rule: .lowContrast).first)
        #expect(finding.message == "text colour `#777777` on `#FFFFFF` has a contrast ratio of 4.48:1, below 4.5:1")
        #expect(finding.location.pointer == "/modal/title/color")
        let document = DesignFixture.document(text)
        let offset = Array(text.utf8).firstRange(of: Array("\"#777777\"".utf8))!.lowerBound
        #expect(finding.location.start(in: document.text) == document.text.position(ofByte: offset))
        #expect(findings(modal(title: "#767676", on: "#FFFFFF"), rule: .lowContrast).isEmpty)
    }

    @Test func checksButtonLabelsOnTheirBackground() {
        let found = findings(modal(title: "#000000", on: "#FFFFFF", label: "#FFFFFF", on: "#FFCC00"), rule: .lowContrast)
        #expect(found.map(\.location.pointer) == ["/modal/buttons/0/text/color"])
    }

    @Test func compositesTranslucentTextOverItsSurface() {
        // Black at 25 % over white is a light grey: too faint.
        #expect(findings(modal(title: "#00000040", on: "#FFFFFF"), rule: .lowContrast).count == 1)
        #expect(findings(modal(title: "#000000", on: "#FFFFFF"), rule: .lowContrast).isEmpty)
    }

    @Test func compositesATranslucentCardOverWhiteAndSaysSo() throws {
        // A nearly transparent black card over the (white) app: white text on it is unreadable.
        let finding = try #require(findings(modal(title: "#FFFFFF", on: "#00000010"), rule: .lowContrast).first)
        #expect(finding.message.contains("`#00000010` over the app (assumed white)"))
        #expect(findings(modal(title: "#FFFFFF", on: "#000000F0"), rule: .lowContrast).isEmpty)
    }

    @Test func compositesATranslucentButtonOverItsCard() throws {
        // A transparent button on a dark card: white label is fine, black label is not.
        #expect(findings(modal(title: "#FFFFFF", on: "#111111", label: "#FFFFFF", on: "#00000000"), rule: .lowContrast).isEmpty)
        let finding = try #require(findings(modal(title: "#FFFFFF", on: "#111111", label: "#000000", on: "#00000000"), rule: .lowContrast).first)
        #expect(finding.message.contains("`#00000000` over `#111111`"))
    }

    @Test func skipsUnparseableColoursAndGradients() {
        #expect(findings(modal(title: "#77777", on: "#FFFFFF"), rule: .lowContrast).isEmpty)
        #expect(findings(modal(title: "#777777", on: "white"), rule: .lowContrast).isEmpty)
        let gradient = """
            { "displayType": "spinwheel", "spinwheel": { "showClose": true, "background": ["#FFFFFF", "#EEEEEE"],
              "title": { "text": "Spin", "color": "#FFFFFF" },
              "segments": [ { "message": { "text": "A", "color": "#FFFFFF" }, "weight": 1 },
                            { "message": { "text": "B", "color": "#FFFFFF" }, "color": ["#FFFFFF"], "weight": 1 } ] } }
            """
        #expect(findings(gradient, rule: .lowContrast).isEmpty)
    }

    @Test func checksSpinwheelSegmentLabelsOnTheSegmentColour() {
        let wheel = """
            { "displayType": "spinwheel", "spinwheel": { "showClose": true, "background": "#000000",
              "segments": [ { "message": { "text": "A", "color": "#FFFFFF" }, "color": "#30B0C7", "weight": 1 },
                            { "message": { "text": "B", "color": "#FFFFFF" }, "color": "#5856D6", "weight": 1 } ] } }
            """
        #expect(findings(wheel, rule: .lowContrast).map(\.location.pointer) == ["/spinwheel/segments/0/message/color"])
    }

    @Test func fullscreenTextIsCheckedOnTheCoverColourOnlyWithoutACoverImage() {
        func fullscreen(image: String?) -> String {
            let image = image.map { "\"image\": \"\($0)\", " } ?? ""
            return """
                { "displayType": "fullscreen", "fullscreen": { "showClose": true,
                  "cover": { \(image)"background": "#FFFFFF" }, "title": { "text": "Hi", "color": "#EEEEEE" }, "buttons": [] } }
                """
        }
        #expect(findings(fullscreen(image: nil), rule: .lowContrast).map(\.location.pointer) == ["/fullscreen/title/color"])
        #expect(findings(fullscreen(image: "https://example.com/a.jpg"), rule: .lowContrast).isEmpty)
    }

    @Test func invisibleTextIsReportedOnceWithTheAlphaFirstReading() throws {
        let found = DesignFixture.contentFindings(DesignFixture.document(modal(title: "#FF000000", on: "#FFFFFF")))
        #expect(found.map(\.rule.id) == ["invisible-text"])
        let finding = try #require(found.first)
        #expect(finding.location.pointer == "/modal/title/color")
        #expect(finding.hint?.contains("alpha is the last pair") == true)
        #expect(finding.hint?.contains("`#000000FF`") == true)
        // `#RGB0` too, and a reading that is transparent either way gets no suggestion.
        let short = try #require(findings(modal(title: "#F000", on: "#FFFFFF"), rule: .invisibleText).first)
        #expect(short.hint?.contains("`#000F`") == true)
        let clear = try #require(findings(modal(title: "#00000000", on: "#FFFFFF"), rule: .invisibleText).first)
        #expect(clear.hint?.contains("write") == false)
    }

    @Test func invisibleTextIsFoundWhereverATextIsDrawn() {
        let carousel = """
            { "displayType": "carousel", "carousel": { "showClose": true, "items": [
              { "title": { "text": "A", "color": "#FFFFFF" }, "message": { "text": "B", "color": "#FFF0" } } ] } }
            """
        #expect(findings(carousel, rule: .invisibleText).map(\.location.pointer) == ["/carousel/items/0/message/color"])
    }
}
