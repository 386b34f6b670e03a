@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateNative
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

    @Test func reportLinesSplitAtLineFeedsEditorLinesAtEveryBreak() {
        let text = SourceText(bytes: Array("a\rb\nc".utf8))
        #expect(text.position(ofByte: 2) == SourcePosition(line: 1, column: 3))
        #expect(text.editorPosition(ofByte: 2, unit: .utf16) == EditorPosition(line: 1, column: 0))
        #expect(text.editorPosition(ofByte: 4, unit: .utf8) == EditorPosition(line: 2, column: 0))
        #expect(text.offset(of: EditorPosition(line: 1, column: 0), unit: .utf8) == 2)
    }

    @Test func aByteRangeGetsItsLinesAndColumnsFromTheText() {
        let text = SourceText(bytes: [0xEF, 0xBB, 0xBF] + Array("{\"é\": 1}".utf8))
        // The byte-order mark takes no column; é is two bytes and one column.
        #expect(text.lineColumns(of: SourceRange(bytes: 0..<3)) == LineColumnRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1)))
        #expect(text.lineColumns(of: SourceRange(bytes: 4..<8)).end == SourcePosition(line: 1, column: 5))
        #expect([0, 2, 3].map(text.characterStart(ofByte:)) == [3, 3, 3])
        #expect(text.characterStart(ofByte: 6) == 5)
        // Without the text, only the start of the file has a line and column.
        #expect(SourceRange(bytes: 0..<0).lineColumns(in: nil)?.start == SourcePosition(line: 1, column: 1))
        #expect(SourceRange(bytes: 0..<1).lineColumns(in: nil) == nil)
    }

    @Test func reportOrderComparesLinesAndColumnsNotBytes() {
        // json-bom at bytes 0..<3 and a finding on the root at byte 3 are both at 1:1: the rule
        // id decides.
        let text = SourceText(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        let bom = Diagnostic(rule: .jsonBOM, message: "bom", entry: .nativeConfig, range: SourceRange(bytes: 0..<3))
        let root = Diagnostic(rule: .displayTypeMissing, message: "root", entry: .nativeConfig, range: SourceRange(bytes: 3..<5))
        #expect(Diagnostic.inReportOrder([bom, root], sources: [.nativeConfig: text]).map(\.rule) == [.displayTypeMissing, .jsonBOM])
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
