@testable import PWTemplateCLI
import PWTemplateSyntax
import Testing

@Suite struct ReporterCodeFrameTests {
    func makeFrame(_ text: String, _ range: LineColumnRange) -> CodeFrame? {
        CodeFrame(range: range, source: SourceText(bytes: Array(text.utf8)))
    }

    @Test func marksFromStartToExclusiveEnd() throws {
        let frame = try #require(makeFrame("{\n  \"a\": true\n}", ReporterFixtures.range(2, 8, 2, 12)))
        #expect(frame.lineNumber == 2)
        #expect(frame.text == "  \"a\": true")
        #expect(frame.indent == String(repeating: " ", count: 7))
        #expect(frame.marks == "^~~~")
    }

    @Test func tabsBeforeTheCaretAreCopiedAndMultiByteScalarsTakeOneColumn() throws {
        let frame = try #require(makeFrame("\t\"é\":\t1", ReporterFixtures.range(1, 7, 1, 8)))
        #expect(frame.indent == "\t    \t")
        #expect(frame.marks == "^")
    }

    @Test func emptyOrBackwardRangeStillGetsOneCaret() throws {
        #expect(try #require(makeFrame("abc", ReporterFixtures.range(1, 2, 1, 2))).marks == "^")
        #expect(try #require(makeFrame("abc", ReporterFixtures.range(1, 3, 1, 1))).marks == "^")
    }

    @Test func rangeOverSeveralLinesIsUnderlinedToTheEndOfItsFirstLine() throws {
        let frame = try #require(makeFrame("  \"a\": {\n  }", ReporterFixtures.range(1, 3, 2, 4)))
        #expect(frame.marks == "^~~~~~")
    }

    @Test func caretJustPastTheLineEndPointsAtTheLineBreak() throws {
        let frame = try #require(makeFrame("{\"a\": 1", ReporterFixtures.range(1, 8, 1, 8)))
        #expect(frame.indent == String(repeating: " ", count: 7))
        #expect(frame.marks == "^")
    }

    @Test func lineOutsideTheTextHasNoFrame() {
        #expect(makeFrame("{}", ReporterFixtures.range(3, 1, 3, 2)) == nil)
        #expect(makeFrame("{}", ReporterFixtures.range(0, 1, 0, 2)) == nil)
    }

    @Test func longLineIsCutToAWindowAroundTheColumn() throws {
        let line = String(repeating: "a", count: 200) + "\"bad\"" + String(repeating: "b", count: 200)
        let frame = try #require(makeFrame(line, ReporterFixtures.range(1, 201, 1, 206)))
        let expectedText = "…" + String(repeating: "a", count: 40) + "\"bad\"" + String(repeating: "b", count: 75) + "…"
        #expect(frame.text == expectedText)
        #expect(frame.indent == String(repeating: " ", count: 41))
        #expect(frame.marks == "^~~~~")
    }

    @Test func longLineKeepsItsStartOrEndWhenTheColumnIsNearThem() throws {
        let line = String(repeating: "x", count: 300)
        let head = try #require(makeFrame(line, ReporterFixtures.range(1, 3, 1, 400)))
        #expect(head.text == String(repeating: "x", count: 120) + "…")
        #expect(head.marks.count == 118)
        let tail = try #require(makeFrame(line, ReporterFixtures.range(1, 299, 1, 301)))
        #expect(tail.text == "…" + String(repeating: "x", count: 120))
        #expect(tail.indent.count == 1 + 118)
        #expect(tail.marks == "^~")
    }

    @Test func longLineOfMultiByteScalarsIsCutByScalarsAndKeepsItsTabs() throws {
        let line = String(repeating: "é", count: 100) + "\t😀\t" + String(repeating: "ü", count: 100)
        let frame = try #require(makeFrame(line, ReporterFixtures.range(1, 104, 1, 105)))
        let expectedText = "…" + String(repeating: "é", count: 37) + "\t😀\t" + String(repeating: "ü", count: 80) + "…"
        #expect(frame.text == expectedText)
        #expect(frame.indent == " " + String(repeating: " ", count: 37) + "\t \t")
        #expect(frame.marks == "^")
    }

    @Test func controlCharactersInTheLineAreReplaced() throws {
        let frame = try #require(makeFrame("\u{1B}[31m\"x\"", ReporterFixtures.range(1, 6, 1, 9)))
        #expect(frame.text == "\u{FFFD}[31m\"x\"")
    }
}
