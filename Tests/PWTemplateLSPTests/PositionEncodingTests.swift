@testable import PWTemplateLSP
import PWTemplateSyntax
import Testing

@Suite struct PositionEncodingTests {
    // "a😀é" then a value: 😀 is 4 UTF-8 bytes and 2 UTF-16 units, é is 2 bytes and 1 unit.
    private let text = Array("{\"t\": \"a😀é\", \"v\": 1}\n".utf8)

    @Test func anEmojiCountsTwoUTF16UnitsAndFourUTF8Bytes() throws {
        let valueOffset = try #require(text.firstIndex(of: UInt8(ascii: "1")))
        #expect(PositionConverter(bytes: text, encoding: .utf16).position(ofByte: valueOffset) == LSPPosition(line: 0, character: 19))
        #expect(PositionConverter(bytes: text, encoding: .utf8).position(ofByte: valueOffset) == LSPPosition(line: 0, character: 22))
    }

    @Test func positionsMapBackToTheSameBytes() {
        for encoding in [PositionEncoding.utf8, .utf16] {
            let index = PositionConverter(bytes: text, encoding: encoding)
            var offset = 0
            while offset <= text.count {
                // Only character starts are positions of their own.
                if offset == text.count || text[offset] & 0xC0 != 0x80 {
                    #expect(index.offset(of: index.position(ofByte: offset)) == offset, "\(encoding) \(offset)")
                }
                offset += 1
            }
        }
    }

    @Test func theMiddleOfASurrogatePairMeansTheCharacterAfterIt() {
        // UTF-16 character 9 falls between the two units of 😀 (units 8 and 9, bytes 8..<12).
        let index = PositionConverter(bytes: text, encoding: .utf16)
        #expect(index.offset(of: LSPPosition(line: 0, character: 9)) == 12)
    }

    @Test func linesEndAtLineFeedCarriageReturnOrBoth() {
        let index = PositionConverter(bytes: Array("a\r\nb\rc\nd".utf8), encoding: .utf16)
        #expect(index.position(ofByte: 3) == LSPPosition(line: 1, character: 0))
        #expect(index.position(ofByte: 5) == LSPPosition(line: 2, character: 0))
        #expect(index.position(ofByte: 7) == LSPPosition(line: 3, character: 0))
        // A character past the end of a line is the end of its text, before the break.
        #expect(index.offset(of: LSPPosition(line: 0, character: 40)) == 1)
        #expect(index.offset(of: LSPPosition(line: 9, character: 0)) == 8)
        #expect(index.offset(of: LSPPosition(line: 0, character: -1)) == nil)
        #expect(index.byteRange(of: LSPRange(start: LSPPosition(line: 2, character: 0), end: LSPPosition(line: 1, character: 0))) == nil)
    }

    @Test func linterColumnsCountScalarsAndSkipTheByteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"é\":1}\n{\"x\":2}".utf8)
        let text = SourceText(bytes: bytes)
        #expect(text.offset(of: SourcePosition(line: 1, column: 1)) == 3)
        #expect(text.offset(of: SourcePosition(line: 1, column: 6)) == 9)
        #expect(text.offset(of: SourcePosition(line: 2, column: 2)) == 13)
        for offset in [3, 9, 13] {
            #expect(text.offset(of: text.position(ofByte: offset)) == offset)
        }
    }

    @Test func conversionsAgreeAcrossCheckpointsOnAVeryLongLine() {
        // Several blocks of mixed widths on one line, as in a minified file.
        let bytes = Array(String(repeating: "aé😀€", count: 3000).utf8)
        let text = SourceText(bytes: bytes)
        for encoding in [PositionEncoding.utf8, .utf16] {
            let index = PositionConverter(bytes: bytes, encoding: encoding)
            var scalars = 0, units = 0, offset = 0
            for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
                if scalars % 97 == 0 {
                    #expect(index.position(ofByte: offset) == LSPPosition(line: 0, character: units))
                    #expect(index.offset(of: LSPPosition(line: 0, character: units)) == offset)
                    #expect(text.offset(of: SourcePosition(line: 1, column: scalars + 1)) == offset)
                }
                scalars += 1
                units += encoding == .utf8 ? scalar.utf8.count : scalar.utf16.count
                offset += scalar.utf8.count
            }
        }
    }

    @Test func utf8IsChosenOnlyWhenTheClientOffersIt() {
        #expect(PositionEncoding.negotiated(offered: []) == .utf16)
        #expect(PositionEncoding.negotiated(offered: ["utf-32", "utf-16"]) == .utf16)
        #expect(PositionEncoding.negotiated(offered: ["utf-16", "utf-8"]) == .utf8)
    }

    @Test func fileURIsRoundTripWithEscapes() {
        let path = "/tmp/spring sale/ä#1/native-config.json"
        let uri = DocumentURI.uri(ofPath: path)
        #expect(uri == "file:///tmp/spring%20sale/%C3%A4%231/native-config.json")
        #expect(DocumentURI.path(of: uri) == path)
        #expect(DocumentURI.path(of: "file://localhost/a/b.json") == "/a/b.json")
        #expect(DocumentURI.path(of: "untitled:Untitled-1") == nil)
        #expect(DocumentURI.path(of: "file:///a%2") == nil)
    }

    @Test func changedSpanKeepsWholeCharacters() {
        let span = ChangedSpan(old: Array("a😀b".utf8), new: Array("a😁b".utf8))
        #expect(span.range == 1..<5)
        #expect(String(decoding: span.replacement, as: UTF8.self) == "😁")
    }
}
