@testable import PWTemplateInApp
@testable import PWTemplateLint
import PWTemplateSyntax
import Testing

/// The editor colours of an In-App file.
@Suite struct InAppEditorTests {
    @Test func readableStyleColoursOfEveryMessageAreSwatches() {
        let text = InAppFixture.contractResponse
        let document = InAppFixture.document(text)
        let colors = InAppFixture.kind.colors(in: document, entry: document.entry)
        let bytes = Array(text.utf8)
        #expect(colors.map { String(decoding: bytes[$0.range.start..<$0.range.end], as: UTF8.self) } == ["#102030", "#FFFFFF", "#E94B8B", "#FFFFFF"])
        #expect(colors.first.map { ($0.red, $0.alpha) } .map { abs($0.0 - 16.0 / 255) < 1e-9 && $0.1 == 1 } == true)
    }

    @Test func unreadableColoursHaveNoSwatch() {
        let document = InAppFixture.document(InAppExample.text(["style": ##"{ "text_color": "#FFF", "background_color": "red" }"##]))
        #expect(InAppFixture.kind.colors(in: document, entry: document.entry).isEmpty)
    }
}
