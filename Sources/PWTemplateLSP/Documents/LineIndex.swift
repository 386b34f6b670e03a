import PWTemplateSyntax

/// Converts between byte offsets of a document's UTF-8 text and LSP positions. Lines end at
/// `\n`, `\r\n` or `\r`, as the protocol says; characters count in the negotiated encoding.
///
/// Counts of scalars and of encoding units are kept at every ``blockSize`` bytes, so a
/// conversion costs a binary search and a bounded scan even on a megabytes-long line (a
/// minified file), not a walk from the start of the line.
public struct LineIndex: Sendable {
    public let bytes: [UInt8]
    public let encoding: PositionEncoding
    /// The byte offset where each line starts.
    private let lineStarts: [Int]
    /// How many scalars start before each multiple of `blockSize`.
    private let scalarCheckpoints: [Int]
    /// How many encoding units (UTF-16 code units or bytes) come before each multiple of `blockSize`.
    private let unitCheckpoints: [Int]
    static let blockSize = 4096

    public init(bytes: [UInt8], encoding: PositionEncoding) {
        self.bytes = bytes
        self.encoding = encoding
        var starts = [0]
        var scalars = [0], units = [0]
        var scalarCount = 0, unitCount = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n")) {
                starts.append(index + 1)
            }
            if byte & 0xC0 != 0x80 { scalarCount += 1 }
            unitCount += Self.units(of: byte, in: encoding)
            index += 1
            if index % Self.blockSize == 0 {
                scalars.append(scalarCount)
                units.append(unitCount)
            }
        }
        lineStarts = starts
        scalarCheckpoints = scalars
        unitCheckpoints = units
    }

    /// The position of a byte offset (clamped to the text; an offset inside a multi-byte
    /// character counts from the character's start).
    public func position(ofByte offset: Int) -> LSPPosition {
        var offset = min(max(offset, 0), bytes.count)
        while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        let line = self.line(of: offset)
        return LSPPosition(line: line, character: units(before: offset) - units(before: lineStarts[line]))
    }

    /// The byte offset of a position. A character past the end of its line means the end of
    /// the line, a line past the end means the end of the text, as the protocol says, and a
    /// character inside a surrogate pair means the character after it; a negative value is
    /// `nil` (a bad range).
    public func offset(of position: LSPPosition) -> Int? {
        guard position.line >= 0, position.character >= 0 else { return nil }
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let target = units(before: start) + position.character
        return firstOffset(from: start, upTo: contentEnd(ofLine: position.line), reaching: target, checkpoints: unitCheckpoints) {
            Self.units(of: $0, in: encoding)
        }
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

    /// The range of the whole text.
    public var wholeRange: LSPRange { range(ofBytes: 0..<bytes.count) }

    /// The byte offset of a linter position in this text (1-based line and column in Unicode
    /// scalars, lines split at `\n` only, a leading byte-order mark taking no column), given the
    /// linter's `SourceText` of the same bytes.
    public func byteOffset(of position: SourcePosition, in text: SourceText) -> Int {
        guard position.line >= 1 else { return 0 }
        guard position.line <= text.lineStarts.count else { return bytes.count }
        var start = text.lineStarts[position.line - 1]
        if position.line == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        let target = scalars(before: start) + max(position.column, 1) - 1
        return firstOffset(from: start, upTo: bytes.count, reaching: target, checkpoints: scalarCheckpoints) {
            $0 & 0xC0 == 0x80 ? 0 : 1
        }
    }

    /// The line holding `offset`.
    private func line(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    private func units(before offset: Int) -> Int {
        count(before: offset, checkpoints: unitCheckpoints) { Self.units(of: $0, in: encoding) }
    }

    private func scalars(before offset: Int) -> Int {
        count(before: offset, checkpoints: scalarCheckpoints) { $0 & 0xC0 == 0x80 ? 0 : 1 }
    }

    /// The sum of `weight` over the bytes before `offset`.
    private func count(before offset: Int, checkpoints: [Int], weight: (UInt8) -> Int) -> Int {
        let block = offset / Self.blockSize
        var total = checkpoints[block]
        var index = block * Self.blockSize
        while index < offset {
            total += weight(bytes[index])
            index += 1
        }
        return total
    }

    /// The first character start at or after `start` (and at most `limit`) before which the
    /// sum of `weight` reaches `target`.
    private func firstOffset(from start: Int, upTo limit: Int, reaching target: Int, checkpoints: [Int], weight: (UInt8) -> Int) -> Int {
        // The last checkpoint at or after `start`'s block whose count is still below the target.
        var low = start / Self.blockSize, high = limit / Self.blockSize
        while low < high {
            let mid = (low + high + 1) / 2
            if checkpoints[mid] < target { low = mid } else { high = mid - 1 }
        }
        var index = max(start, low * Self.blockSize)
        var total = count(before: index, checkpoints: checkpoints, weight: weight)
        while index < limit {
            if total >= target, bytes[index] & 0xC0 != 0x80 { return index }
            total += weight(bytes[index])
            index += 1
        }
        return limit
    }

    /// The end of a line's text, before its line break.
    private func contentEnd(ofLine line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1] - 1
        if bytes[end] == UInt8(ascii: "\n"), end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    /// The units a byte adds: its scalar's UTF-16 code units (two for a 4-byte sequence) on its
    /// lead byte, or one per byte in UTF-8.
    private static func units(of byte: UInt8, in encoding: PositionEncoding) -> Int {
        switch encoding {
        case .utf8: 1
        case .utf16: byte & 0xC0 == 0x80 ? 0 : (byte >= 0xF0 ? 2 : 1)
        }
    }
}
