import PWTemplateCore

/// Converts between byte offsets of a document's UTF-8 text and LSP positions. Lines end at
/// `\n`, `\r\n` or `\r`, as the protocol says; characters count in the negotiated encoding.
public struct LineIndex: Sendable {
    public let bytes: [UInt8]
    public let encoding: PositionEncoding
    /// The byte offset where each line starts.
    private let lineStarts: [Int]

    public init(bytes: [UInt8], encoding: PositionEncoding) {
        self.bytes = bytes
        self.encoding = encoding
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    /// The position of a byte offset (clamped to the text; an offset inside a multi-byte
    /// character counts from the character's start).
    public func position(ofByte offset: Int) -> LSPPosition {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var character = 0
        var index = lineStarts[low]
        while index < offset {
            let length = Self.sequenceLength(bytes[index])
            guard index + length <= offset else { break }
            character += encoding == .utf8 ? length : (length == 4 ? 2 : 1)
            index += length
        }
        return LSPPosition(line: low, character: character)
    }

    /// The byte offset of a position. A character past the end of its line means the end of
    /// the line, and a line past the end means the end of the text, as the protocol says; a
    /// negative value is `nil` (a bad range).
    public func offset(of position: LSPPosition) -> Int? {
        guard position.line >= 0, position.character >= 0 else { return nil }
        guard position.line < lineStarts.count else { return bytes.count }
        let lineEnd = contentEnd(ofLine: position.line)
        var index = lineStarts[position.line]
        var character = 0
        while index < lineEnd, character < position.character {
            let length = Self.sequenceLength(bytes[index])
            character += encoding == .utf8 ? length : (length == 4 ? 2 : 1)
            index = min(index + length, lineEnd)
        }
        return index
    }

    /// The byte range of an LSP range, or `nil` when it is malformed (negative, or its end
    /// before its start).
    public func byteRange(of range: LSPRange) -> Range<Int>? {
        guard let start = offset(of: range.start), let end = offset(of: range.end), start <= end else { return nil }
        return start..<end
    }

    /// The LSP range of a byte range.
    public func range(ofBytes range: Range<Int>) -> LSPRange {
        LSPRange(start: position(ofByte: range.lowerBound), end: position(ofByte: range.upperBound))
    }

    /// The range of a whole text.
    public var wholeRange: LSPRange { range(ofBytes: 0..<bytes.count) }

    /// The end of a line's text, before its line break.
    private func contentEnd(ofLine line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1] - 1
        if bytes[end] == UInt8(ascii: "\n"), end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    /// How many bytes the UTF-8 sequence that `lead` starts takes (1 for a stray byte).
    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }
}

extension LineIndex {
    /// The byte offset of a linter position (1-based line and column in Unicode scalars, lines
    /// split at `\n` only, a leading byte-order mark taking no column) in `text`.
    public static func byteOffset(of position: SourcePosition, in text: SourceText) -> Int {
        let bytes = text.bytes
        guard position.line >= 1 else { return 0 }
        guard position.line <= text.lineStarts.count else { return bytes.count }
        var index = text.lineStarts[position.line - 1]
        if position.line == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        var column = 1
        while column < position.column, index < bytes.count {
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        return index
    }
}
