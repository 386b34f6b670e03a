/// A token of ``JSONScanner`` and its byte range.
package struct JSONToken: Equatable, Sendable {
    /// What a token is.
    package enum Kind: Equatable, Sendable {
        /// A double-quoted string from its opening quote; `closed` when its closing quote is
        /// found before the line ends (the range then includes it; otherwise it stops at the
        /// line break or the end of the text).
        case string(closed: Bool)
        /// A `//` comment to its line end, or a `/* */` comment (`closed` when `*/` is found).
        case comment(closed: Bool)
        /// One of `{ } [ ] : ,`.
        case punctuation
        /// A run of word bytes: a literal, a number or other bare text.
        case word
        /// One byte that starts nothing else (only with `JSONScanDialect.Words.identifier`).
        case stray
    }

    package var kind: Kind
    package var range: Range<Int>
}

/// Where the callers' rules differ; each keeps the rules it has always had.
package struct JSONScanDialect: Sendable {
    /// Which bytes make a bare word.
    package enum Words: Sendable {
        /// Any byte that is not whitespace, `"`, `/` or punctuation; a `/` that opens no
        /// comment starts a word too (the editor: a half-typed value is one token).
        case bare
        /// Letters, digits, `_` and `$` (the parser: `True`, `NaN`); other bytes are strays.
        case identifier
    }

    package var words: Words
    /// Whether a CR ends an unclosed string, as LF does.
    package var stringStopsAtCR: Bool
    /// Whether a CR ends a `//` comment, as LF does.
    package var lineCommentStopsAtCR: Bool

    /// The editor's completion scan.
    package static let editor = JSONScanDialect(words: .bare, stringStopsAtCR: true, lineCommentStopsAtCR: false)
    /// The parser's sweep for later mistakes of a kind.
    package static let parser = JSONScanDialect(words: .identifier, stringStopsAtCR: false, lineCommentStopsAtCR: true)
}

/// A tolerant byte-level tokenizer of JSON text that may be broken or half typed: strings (with
/// `\` escapes, closed or not), comments, punctuation and bare words (literals, numbers, junk),
/// each with its byte range. It never fails and never recurses; the editor's cursor scan and
/// the parser's sweep for later mistakes both read text through it.
package struct JSONScanner<Bytes: RandomAccessCollection> where Bytes.Element == UInt8, Bytes.Index == Int {
    package let bytes: Bytes
    package let dialect: JSONScanDialect

    package init(bytes: Bytes, dialect: JSONScanDialect) {
        self.bytes = bytes
        self.dialect = dialect
    }

    /// The first token at or after `position`, whitespace skipped; `nil` at the end.
    package func token(from position: Int) -> JSONToken? {
        var start = position
        while start < bytes.count, Self.isWhitespace(bytes[start]) { start += 1 }
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            let (end, closed) = stringEnd(from: start)
            return JSONToken(kind: .string(closed: closed), range: start..<end)
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: ","):
            return JSONToken(kind: .punctuation, range: start..<start + 1)
        case let lead:
            if let comment = comment(at: start) { return comment }
            guard dialect.words == .bare || isWordByte(lead) else { return JSONToken(kind: .stray, range: start..<start + 1) }
            return JSONToken(kind: .word, range: start..<wordEnd(from: start + 1))
        }
    }

    /// The comment starting at `start`, if one does.
    package func comment(at start: Int) -> JSONToken? {
        guard start + 1 < bytes.count, bytes[start] == UInt8(ascii: "/") else { return nil }
        var position = start + 2
        switch bytes[start + 1] {
        case UInt8(ascii: "/"):
            while position < bytes.count, bytes[position] != 0x0A, !(dialect.lineCommentStopsAtCR && bytes[position] == 0x0D) {
                position += 1
            }
            return JSONToken(kind: .comment(closed: true), range: start..<position)
        case UInt8(ascii: "*"):
            while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                position += 1
            }
            let closed = position + 1 < bytes.count
            return JSONToken(kind: .comment(closed: closed), range: start..<min(position + 2, bytes.count))
        default:
            return nil
        }
    }

    /// Just past the word bytes from `position`.
    package func wordEnd(from position: Int) -> Int {
        var end = position
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        return end
    }

    /// Whether `byte` continues a word under these rules.
    package func isWordByte(_ byte: UInt8) -> Bool {
        switch dialect.words {
        case .identifier:
            return JSONTapeBuilder.isWordByte(byte)
        case .bare:
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "\""), UInt8(ascii: ","), UInt8(ascii: ":"),
                 UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "/"):
                return false
            default:
                return true
            }
        }
    }

    /// Just past the string starting at `start`, and whether it closes before its line ends.
    private func stringEnd(from start: Int) -> (end: Int, closed: Bool) {
        var position = start + 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""): return (position + 1, true)
            case 0x0A: return (position, false)
            case 0x0D where dialect.stringStopsAtCR: return (position, false)
            case UInt8(ascii: "\\"): position += 2
            default: position += 1
            }
        }
        return (bytes.count, false)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
