@testable import PWTemplateArchive
@testable import PWTemplateSyntax
import Testing

@Suite struct JSONParserTests {
    private func parse(_ json: String, maxDepth: Int = 256) -> JSONDocument {
        JSONParser.parse(Array(json.utf8), maxDepth: maxDepth)
    }

    private func range(_ start: (Int, Int), _ end: (Int, Int)) -> LineColumnRange {
        LineColumnRange(start: SourcePosition(line: start.0, column: start.1), end: SourcePosition(line: end.0, column: end.1))
    }

    private func text(_ document: JSONDocument, _ range: Range<Int>) -> String {
        String(decoding: document.text.bytes[range], as: UTF8.self)
    }

    // MARK: Tree

    @Test func treeKeepsMembersInOrderWithDuplicatesAndRanges() throws {
        let document = parse(#"{"b": [1, "x", true, null], "a": {"c": false}, "b": -2.5}"#)
        let root = try #require(document.root)
        guard case .object(let members) = root.value else {
            Issue.record("root is \(root.typeName)")
            return
        }
        #expect(members.map(\.key) == ["b", "a", "b"])
        #expect(members.map { text(document, $0.keyRange) } == [#""b""#, #""a""#, #""b""#])
        #expect(members.map { text(document, $0.value.range) } == [#"[1, "x", true, null]"#, #"{"c": false}"#, "-2.5"])
        #expect(root.range == 0..<document.text.bytes.count)
        // The last duplicate wins for lookups, as on Android.
        guard case .number("-2.5")? = root["b"]?.value else {
            Issue.record("root[\"b\"] is \(String(describing: root["b"]?.value))")
            return
        }
        guard case .array(let elements)? = members.first?.value.value else {
            Issue.record("first member is not an array")
            return
        }
        #expect(elements.map { text(document, $0.range) } == ["1", #""x""#, "true", "null"])
        #expect(elements.map(\.typeName) == ["number", "string", "boolean", "null"])
        guard case .bool(false)? = root["a"]?["c"]?.value else {
            Issue.record("/a/c is not false")
            return
        }
    }

    @Test(arguments: ["1.50E+3", "-0", "0.000", "1e400", "-12.5e-07", "123456789012345678901234567890"])
    func numbersKeepTheirSourceText(_ number: String) throws {
        let root = try #require(parse(#"{"n": \#(number)}"#).root)
        guard case .number(let text)? = root["n"]?.value else {
            Issue.record("n is \(String(describing: root["n"]?.value))")
            return
        }
        #expect(text == number)
    }

    static let decodedStrings: [(json: String, value: String)] = [
        (#""plain""#, "plain"),
        (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
        (#""caf\u00e9 \u00C9""#, "café É"),
        (#""\uD83D\uDE00 smile""#, "😀 smile"),
        (#""raw é 😀 and \n escape""#, "raw é 😀 and \n escape"),
        (#""\u0000""#, "\u{0}"),
        (#""a\\u0041""#, "a\\u0041"),
    ]

    @Test(arguments: decodedStrings)
    func stringsDecodeEscapes(_ sample: (json: String, value: String)) throws {
        let document = parse(#"{"s": \#(sample.json)}"#)
        let node = try #require(document.root?["s"])
        guard case .string(let value) = node.value else {
            Issue.record("s is \(node.typeName)")
            return
        }
        #expect(value == sample.value)
        #expect(text(document, node.range) == sample.json)
    }

    @Test func escapedMemberNamesDecode() throws {
        let root = try #require(parse(#"{"\u0074itle": 1, "a/b": 2}"#).root)
        #expect(root["title"] != nil)
        #expect(root["a/b"] != nil)
    }

    // MARK: Positions and pointers

    private static func multiLine(color: String) -> String {
        """
        {
          "displayType": "modal",
          "modal": {
            "title": {"text": "Привет, мир", "color": "#FFFFFF"},
            "buttons": [
              {"text": "Ок", "color": \(color)}
            ]
          }
        }
        """
    }

    @Test func errorInNestedValueHasScalarColumnsAndPointer() throws {
        let document = parse(Self.multiLine(color: "#fff"))
        #expect(document.root == nil)
        let error = try #require(document.diagnostics.first)
        #expect(document.diagnostics.count == 1)
        #expect(error.rule == .jsonSyntax)
        #expect(error.message == "expected a value after ':', found '#'")
        #expect(error.location.pointer == "/modal/buttons/0/color")
        // "Ок" is four bytes but two columns.
        #expect(error.location.range.map(document.text.lineColumns(of:)) == range((6, 31), (6, 32)))
        #expect(error.location.entry == nil)
    }

    @Test func valuesAfterNonASCIITextHaveScalarColumns() throws {
        let document = parse(Self.multiLine(color: "\"#fff\""))
        #expect(document.diagnostics.isEmpty)
        let title = try #require(document.root?["modal"]?["title"])
        let color = try #require(title["color"])
        // `    "title": {"text": "Привет, мир", "color": "#FFFFFF"},`
        #expect(document.text.lineColumns(of: SourceRange(bytes: color.range)) == range((4, 47), (4, 56)))
        let text = try #require(title["text"])
        #expect(document.text.lineColumns(of: SourceRange(bytes: text.range)) == range((4, 23), (4, 36)))
    }

    @Test func trailingCommaPointsAtTheComma() throws {
        let document = parse("{\n  \"modal\": {\"buttons\": [1, 2,\n  ]}\n}")
        let error = try #require(document.diagnostics.first)
        #expect(error.message == "trailing comma before ']'")
        #expect(error.hint?.contains("Android reads it as an extra null element") == true)
        #expect(error.location.pointer == "/modal/buttons")
        #expect(error.location.range.map(document.text.lineColumns(of:)) == range((2, 29), (2, 30)))
    }

    @Test func endOfFileErrorsSitAtTheEnd() throws {
        let document = parse("{\"a\": [1, 2")
        let error = try #require(document.diagnostics.first)
        #expect(error.message == "expected ',' or ']' after an array element, found the end of the file")
        #expect(error.hint == "the array that opens at 1:7 is never closed")
        #expect(error.location.pointer == "/a")
        #expect(error.location.range.map(document.text.lineColumns(of:)) == range((1, 12), (1, 12)))
    }

    @Test func errorsInMemberNamesBelongToTheObject() throws {
        let document = parse(#"{"a": {"ok": 1, "b\x": 2}}"#)
        let error = try #require(document.diagnostics.first)
        #expect(error.message == #"invalid escape '\x' inside a string"#)
        #expect(error.location.pointer == "/a")
        #expect(error.location.range.map(document.text.lineColumns(of:)) == range((1, 19), (1, 21)))
    }

    @Test func missingCommaPointsAtTheNextToken() throws {
        let document = parse("{\n  \"a\": 1\n  \"b\": 2\n}")
        let error = try #require(document.diagnostics.first)
        #expect(error.message == #"expected ',' or '}' after an object member, found '"'"#)
        #expect(error.hint == "a ',' is probably missing")
        #expect(error.location.pointer == "")
        #expect(error.location.range.map(document.text.lineColumns(of:)) == range((3, 3), (3, 4)))
    }

    @Test func commentRangeCoversTheComment() throws {
        let document = parse("{\n  \"a\": 1, // note\n  \"b\": 2\n}")
        let error = try #require(document.diagnostics.first)
        #expect(error.message.contains("Android tolerates comments, iOS drops the template"))
        #expect(error.location.range.map(document.text.lineColumns(of:)) == range((2, 11), (2, 18)))
    }

    @Test func pointerEscapesMemberNames() throws {
        let document = parse(#"{"a/b": {"c~d": [0, x]}}"#)
        let error = try #require(document.diagnostics.first)
        #expect(error.location.pointer == "/a~1b/c~0d/1")
    }

    @Test func unterminatedStringPointsAtItsOpeningQuote() throws {
        let document = parse("{\n  \"title\": \"Hello")
        let error = try #require(document.diagnostics.first)
        #expect(error.message == "unterminated string: the closing '\"' is missing")
        #expect(error.location.pointer == "/title")
        #expect(error.location.range.map(document.text.lineColumns(of:)) == range((2, 12), (2, 13)))
    }

    @Test func rawLineBreakInStringSuggestsAnEscape() throws {
        let document = parse("{\"t\": \"a\nb\"}")
        let error = try #require(document.diagnostics.first)
        #expect(error.hint?.hasPrefix("write it as \\n") == true)
        #expect(error.location.start(in: document.text) == SourcePosition(line: 1, column: 9))
    }

    @Test func emptyFileErrorSitsAtTheEnd() throws {
        let document = parse("\n  ")
        let error = try #require(document.diagnostics.first)
        #expect(error.message == "the file is empty")
        #expect(error.location.range.map(document.text.lineColumns(of:)) == range((2, 3), (2, 3)))
    }

    @Test(arguments: [("{} x", (1, 4), (1, 5)), ("{}\n\n  ]", (3, 3), (3, 4)), ("{}\"tail\"", (1, 3), (1, 4))])
    func trailingContentAfterTheRoot(_ sample: (json: String, start: (Int, Int), end: (Int, Int))) throws {
        let document = parse(sample.json)
        let error = try #require(document.diagnostics.first)
        #expect(error.message == "unexpected content after the root value")
        #expect(error.location.pointer == "")
        #expect(error.location.range.map(document.text.lineColumns(of:)) == range(sample.start, sample.end))
    }

    // MARK: Duplicate keys

    @Test func duplicateKeysPointAtBothOccurrences() throws {
        let document = parse("""
            {
              "a": 1,
              "b": {"x": 1, "x": 2},
              "a": 3
            }
            """)
        #expect(document.root != nil)
        #expect(document.diagnostics.count == 2)
        let inner = try #require(document.diagnostics.first)
        #expect(inner.rule == .jsonDuplicateKey)
        #expect(inner.severity == .error)
        #expect(inner.message == #"duplicate key "x""#)
        #expect(inner.location.pointer == "/b/x")
        #expect(inner.location.range.map(document.text.lineColumns(of:)) == range((3, 17), (3, 20)))
        #expect(inner.related.map { "\($0.message) \($0.location.pointer ?? "-")" } == ["first defined here /b/x"])
        #expect(inner.related.compactMap { $0.location.range.map(document.text.lineColumns(of:)) } == [range((3, 9), (3, 12))])
        let outer = try #require(document.diagnostics.last)
        #expect(outer.location.pointer == "/a")
        #expect(outer.location.range.map(document.text.lineColumns(of:)) == range((4, 3), (4, 6)))
        #expect(outer.related.first?.location.range.map(document.text.lineColumns(of:)) == range((2, 3), (2, 6)))
    }

    @Test func duplicateKeysInLargeObjectsAreFound() throws {
        let names = (0..<40).map { "k\($0)" } + ["k3", "k39", "k3"]
        let json = "{" + names.map { #""\#($0)": 0"# }.joined(separator: ",") + "}"
        let document = parse(json)
        #expect(document.diagnostics.map(\.location.pointer) == ["/k3", "/k39", "/k3"])
        guard case .object(let members)? = document.root?.value else {
            Issue.record("root is not an object")
            return
        }
        #expect(members.count == 43)
        let first = [3, 39, 3].map { SourceRange(bytes: members[$0].keyRange) }
        #expect(document.diagnostics.map { $0.related.first?.location.range } == first)
        let later = [40, 41, 42].map { SourceRange(bytes: members[$0].keyRange) }
        #expect(document.diagnostics.map(\.location.range) == later)
    }

    @Test func namesWrittenDifferentlyAreDuplicatesWhenTheirStringsAreEqual() {
        // An escape, and a canonically equivalent spelling (precomposed é, e + combining acute).
        let document = parse(#"{"a": 1, "\u0061": 2, "ab": 3, "a\u0062": 4, "\u00E9": 5, "e\u0301": 6, "é": 7, "é": 8}"#)
        #expect(document.diagnostics.map(\.location.pointer) == ["/a", "/ab", "/e\u{301}", "/é", "/é"])
        #expect(document.diagnostics.map { $0.related.first?.location.pointer } == ["/a", "/ab", "/e\u{301}", "/é", "/é"])
    }

    @Test func stringsEndAtTheirFirstSpecialByteWhereverItFallsInAWord() throws {
        for length in 0..<20 {
            let plain = String(repeating: "x", count: length)
            let other = String(repeating: "é", count: length)
            let document = parse("{\"k\(plain)\": \"\(plain)\\n\(other)\", \"l\(plain)\":   [\"\(other)\"]}")
            let root = try #require(document.root)
            #expect(document.diagnostics.isEmpty)
            guard case .string(let value)? = root["k" + plain]?.value else {
                Issue.record("no string at length \(length)")
                continue
            }
            #expect(value == plain + "\n" + other)
            let control = parse("{\"k\(plain)\u{01}\": 1}")
            #expect(control.diagnostics.first?.location.start(in: control.text)?.column == 4 + length)
        }
    }

    @Test func duplicatesBeforeASyntaxErrorAreKept() {
        let document = parse(#"{"a": 1, "a": 2, "b": }"#)
        #expect(document.root == nil)
        #expect(document.diagnostics.map(\.rule) == [.jsonDuplicateKey, .jsonSyntax])
    }

    // MARK: BOM

    @Test func bomIsAWarningAndPositionsAfterItStayRight() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"a\": 1,\n \"b\": x}".utf8)
        let document = JSONParser.parse(bytes)
        #expect(document.root == nil)
        #expect(document.diagnostics.map(\.rule) == [.jsonBOM, .jsonSyntax])
        let bom = try #require(document.diagnostics.first)
        #expect(bom.severity == .warning)
        #expect(bom.location.start(in: document.text) == SourcePosition(line: 1, column: 1))
        let error = try #require(document.diagnostics.last)
        #expect(error.location.range.map(document.text.lineColumns(of:)) == range((2, 7), (2, 8)))
        #expect(error.location.pointer == "/b")
    }

    @Test func bomDoesNotShiftFirstLineColumnsOrByteRanges() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"a": "v"}"#.utf8)
        let document = JSONParser.parse(bytes)
        #expect(document.diagnostics.map(\.rule) == [.jsonBOM])
        let root = try #require(document.root)
        #expect(root.range == 3..<bytes.count)
        let value = try #require(root["a"])
        #expect(value.range == 9..<12)
        #expect(document.text.lineColumns(of: SourceRange(bytes: value.range)) == range((1, 7), (1, 10)))
    }

    // MARK: Encoding

    @Test func encodingErrorsStopBeforeParsing() throws {
        // Latin-1 "é" on the second line, after otherwise broken JSON.
        let bytes = Array("{\n \"t\": \"caf".utf8) + [0xE9] + Array("\", }".utf8)
        let document = JSONParser.parse(bytes)
        #expect(document.root == nil)
        #expect(document.diagnostics.count == 1)
        let error = try #require(document.diagnostics.first)
        #expect(error.rule == .jsonEncoding)
        #expect(error.message == "invalid UTF-8 byte 0xE9 at byte offset 12 (a multi-byte sequence cut short)")
        #expect(error.location.range.map(document.text.lineColumns(of:)) == range((2, 11), (2, 12)))
    }

    @Test func brokenSequenceRangeSpansAColumn() throws {
        let document = JSONParser.parse([0x7B, 0x22, 0xED, 0xA0, 0x80, 0x22])
        let error = try #require(document.diagnostics.first)
        #expect(error.location.range.map(document.text.lineColumns(of:)) == range((1, 3), (1, 4)))
    }

    // MARK: Limits

    @Test func hundredThousandNestedArraysStopAtTheDepthLimit() throws {
        let document = JSONParser.parse([UInt8](repeating: UInt8(ascii: "["), count: 100_000))
        #expect(document.root == nil)
        let error = try #require(document.diagnostics.first)
        #expect(document.diagnostics.count == 1)
        #expect(error.rule == .jsonTooDeep)
        #expect(error.location.range.map(document.text.lineColumns(of:)) == range((1, 257), (1, 258)))
        #expect(error.location.pointer == String(repeating: "/0", count: 256))
    }

    @Test func hundredThousandNestedObjectsStopAtTheDepthLimit() throws {
        let json = String(repeating: #"{"a":"#, count: 100_000)
        let error = try #require(parse(json).diagnostics.first)
        #expect(error.rule == .jsonTooDeep)
        #expect(error.location.start(in: SourceText(bytes: Array(json.utf8))) == SourcePosition(line: 1, column: 5 * 256 + 1))
    }

    @Test func depthIsLimitedByMaxDepth() {
        #expect(parse(#"{"a": [1]}"#, maxDepth: 2).diagnostics.isEmpty)
        #expect(parse(#"{"a": [1]}"#, maxDepth: 1).diagnostics.map(\.rule) == [.jsonTooDeep])
        #expect(parse("{}", maxDepth: 0).diagnostics.map(\.rule) == [.jsonTooDeep])
    }

    @Test func depthNeverExceedsTheCeiling() throws {
        let depth = JSONParser.depthCeiling + 1
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: depth) + [UInt8](repeating: UInt8(ascii: "]"), count: depth)
        #expect(JSONParser.parse(Array(bytes.dropFirst().dropLast()), maxDepth: .max).diagnostics.map(\.rule) == [.jsonRootNotObject])
        let error = try #require(JSONParser.parse(bytes, maxDepth: .max).diagnostics.first)
        #expect(error.rule == .jsonTooDeep)
        #expect(error.message == "arrays and objects are nested more than \(JSONParser.depthCeiling) levels deep")
        #expect(error.location.start(in: SourceText(bytes: bytes)) == SourcePosition(line: 1, column: depth))
    }

    @Test func fiftyMegabyteStringParses() throws {
        let length = 50 * 1024 * 1024
        var bytes = Array(#"{"big": ""#.utf8)
        bytes.reserveCapacity(length + 16)
        // Mixed ASCII and two-byte text, so the fast path crosses multi-byte characters.
        bytes += Array(String(repeating: "abcdefghabcdéfg", count: length / 16).utf8)
        bytes += Array(#"", "after": 1}"#.utf8)
        let document = JSONParser.parse(bytes)
        #expect(document.diagnostics.isEmpty)
        let big = try #require(document.root?["big"])
        guard case .string(let value) = big.value else {
            Issue.record("big is \(big.typeName)")
            return
        }
        #expect(value.utf8.count == length)
        #expect(big.range == 8..<8 + length + 2)
        #expect(document.root?["after"] != nil)
    }

    @Test func longStringWithEscapesNearTheEndDecodes() throws {
        let body = String(repeating: "x", count: 100_003)
        let root = try #require(parse(#"{"s": "\#(body)\n\u00e9\"\#(body)"}"#).root)
        guard case .string(let value)? = root["s"]?.value else {
            Issue.record("s is not a string")
            return
        }
        #expect(value == body + "\né\"" + body)
    }

    // MARK: Root

    @Test(arguments: [("[]", "an array"), ("\"x\"", "a string"), ("1", "a number"), ("true", "a boolean"), ("null", "null")])
    func rootThatIsNotAnObjectIsStillReturned(_ sample: (json: String, type: String)) throws {
        let document = parse(" \(sample.json)")
        #expect(document.root != nil)
        let error = try #require(document.diagnostics.first)
        #expect(document.diagnostics.count == 1)
        #expect(error.rule == .jsonRootNotObject)
        #expect(error.message == "the root value is \(sample.type), not an object")
        #expect(error.location.pointer == "")
        #expect(error.location.start(in: document.text) == SourcePosition(line: 1, column: 2))
    }
}
