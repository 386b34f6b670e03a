@testable import PWTemplateSyntax
import Testing

@Suite struct JSONScannerTests {
    /// Every token of `text` as its kind and byte range.
    private func tokens(_ text: String, _ dialect: JSONScanDialect) -> [JSONToken] {
        let scanner = JSONScanner(bytes: Array(text.utf8), dialect: dialect)
        var found: [JSONToken] = []
        var position = 0
        while let token = scanner.token(from: position) {
            found.append(token)
            position = token.range.upperBound
        }
        return found
    }

    private func token(_ kind: JSONToken.Kind, _ start: Int, _ end: Int) -> JSONToken {
        JSONToken(kind: kind, range: start..<end)
    }

    @Test func readsCompleteJSONWithEscapesNumbersAndLiterals() {
        let text = #"{"a\"b": [-1.5e3, true, null]}"#
        let expected = [
            token(.punctuation, 0, 1), token(.string(closed: true), 1, 7), token(.punctuation, 7, 8),
            token(.punctuation, 9, 10), token(.word, 10, 16), token(.punctuation, 16, 17),
            token(.word, 18, 22), token(.punctuation, 22, 23), token(.word, 24, 28),
            token(.punctuation, 28, 29), token(.punctuation, 29, 30),
        ]
        #expect(tokens(text, .editor) == expected)
        // The parser's words are identifiers: `-` and `.` are stray bytes between them.
        #expect(tokens("-1.5", .parser) == [token(.stray, 0, 1), token(.word, 1, 2), token(.stray, 2, 3), token(.word, 3, 4)])
    }

    @Test func halfTypedTextEndsItsTokensAtTheLineOrTheEnd() {
        #expect(tokens(#"{"modal": {"ti"#, .editor) == [
            token(.punctuation, 0, 1), token(.string(closed: true), 1, 8), token(.punctuation, 8, 9),
            token(.punctuation, 10, 11), token(.string(closed: false), 11, 14),
        ])
        #expect(tokens("\"ab\ncd\"", .editor) == [token(.string(closed: false), 0, 3), token(.word, 4, 6), token(.string(closed: false), 6, 7)])
        #expect(tokens(#""a\"#, .editor) == [token(.string(closed: false), 0, 3)])
        #expect(tokens("tr", .editor) == [token(.word, 0, 2)])
        #expect(tokens("/* open", .editor) == [token(.comment(closed: false), 0, 7)])
        #expect(tokens("/*/", .parser) == [token(.comment(closed: false), 0, 3)])
    }

    @Test func commentsAndStrayBytes() {
        let text = "// note\n{/* x */'a'}"
        #expect(tokens(text, .parser) == [
            token(.comment(closed: true), 0, 7), token(.punctuation, 8, 9), token(.comment(closed: true), 9, 16),
            token(.stray, 16, 17), token(.word, 17, 18), token(.stray, 18, 19), token(.punctuation, 19, 20),
        ])
        // In the editor a quote or a lone slash is part of a bare word.
        #expect(tokens("'a' /b", .editor) == [token(.word, 0, 3), token(.word, 4, 6)])
        #expect(tokens("/", .parser) == [token(.stray, 0, 1)])
    }

    /// The two callers differ on CR: the editor ends a string there, the parser a `//` comment.
    @Test func carriageReturnsFollowEachCallersRules() {
        #expect(tokens("\"a\rb\"", .editor) == [token(.string(closed: false), 0, 2), token(.word, 3, 4), token(.string(closed: false), 4, 5)])
        #expect(tokens("\"a\rb\"", .parser) == [token(.string(closed: true), 0, 5)])
        #expect(tokens("//a\rb", .editor) == [token(.comment(closed: true), 0, 5)])
        #expect(tokens("//a\rb", .parser) == [token(.comment(closed: true), 0, 3), token(.word, 4, 5)])
    }
}
