import PWTemplateSyntax

/// LSP positions of one document in the negotiated encoding, worked out by the text's own line
/// index (``SourceText``, the one the reports use): lines end at `\n`, `\r\n` or `\r`, as the
/// protocol says; characters count UTF-16 code units or UTF-8 bytes.
struct PositionConverter {
    let text: SourceText
    let encoding: PositionEncoding

    init(_ text: SourceText, encoding: PositionEncoding) {
        self.text = text
        self.encoding = encoding
    }

    /// The converter of `bytes`, indexing them once.
    init(bytes: [UInt8], encoding: PositionEncoding) {
        self.init(SourceText(bytes: bytes), encoding: encoding)
    }

    private var unit: ColumnUnit {
        switch encoding {
        case .utf8: .utf8
        case .utf16: .utf16
        }
    }

    /// The position of a byte offset (clamped to the text; an offset inside a multi-byte
    /// character counts from the character's start).
    func position(ofByte offset: Int) -> LSPPosition {
        let position = text.editorPosition(ofByte: offset, unit: unit)
        return LSPPosition(line: position.line, character: position.column)
    }

    /// The byte offset of a position. A character past the end of its line means the end of
    /// the line, a line past the end means the end of the text, as the protocol says, and a
    /// character inside a surrogate pair means the character after it; a negative value is
    /// `nil` (a bad range).
    func offset(of position: LSPPosition) -> Int? {
        text.offset(of: EditorPosition(line: position.line, column: position.character), unit: unit)
    }

    /// The byte range of an LSP range, or `nil` when it is malformed (negative, or its end
    /// before its start).
    func byteRange(of range: LSPRange) -> Range<Int>? {
        guard let start = offset(of: range.start), let end = offset(of: range.end), start <= end else { return nil }
        return start..<end
    }

    /// The LSP range of a byte range.
    func range(ofBytes range: Range<Int>) -> LSPRange {
        LSPRange(start: position(ofByte: range.lowerBound), end: position(ofByte: range.upperBound))
    }

    /// The range of the whole text.
    var wholeRange: LSPRange { range(ofBytes: 0..<text.bytes.count) }
}
