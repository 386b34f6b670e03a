@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateSyntax
import Testing

@Suite struct SourceTextTests {
    @Test func positionsCountScalarsNotBytes() {
        let text = SourceText(bytes: Array("{\n  \"é\": 1\n}".utf8))
        #expect(text.lineCount == 3)
        #expect(text.position(ofByte: 0) == SourcePosition(line: 1, column: 1))
        // `1` follows `  "é": ` — the é is two bytes but one column.
        let one = text.bytes.firstIndex(of: UInt8(ascii: "1"))!
        #expect(text.position(ofByte: one) == SourcePosition(line: 2, column: 8))
        #expect(text.line(2) == "  \"é\": 1")
    }

    @Test func offsetsPastTheEndClampToTheEnd() {
        let text = SourceText(bytes: Array("ab".utf8))
        #expect(text.position(ofByte: 99) == SourcePosition(line: 1, column: 3))
    }

    @Test func crlfLinesDropTheCarriageReturn() {
        let text = SourceText(bytes: Array("a\r\nb".utf8))
        #expect(text.line(1) == "a")
        #expect(text.line(2) == "b")
    }
}

@Suite struct TemplateReportTests {
    @Test func entriesAreNamedAfterTheirContainer() {
        #expect(TemplateReport(path: "promo.zip", kind: .archive).displayPath(ofEntry: "native-config.json") == "promo.zip!/native-config.json")
        #expect(TemplateReport(path: "promo", kind: .folder).displayPath(ofEntry: "pushwoosh.json") == "promo/pushwoosh.json")
        #expect(TemplateReport(path: "promo/", kind: .folder).displayPath(ofEntry: "pushwoosh.json") == "promo/pushwoosh.json")
        #expect(TemplateReport(path: ".", kind: .folder).displayPath(ofEntry: "native-config.json") == "native-config.json")
        #expect(TemplateReport(path: "promo.zip", kind: .archive).displayPath(ofEntry: nil) == "promo.zip")
    }
}
