/// The bytes of a text file with its line index: the one place byte offsets become lines and
/// columns, for reports (1-based, columns in Unicode scalars, lines split at `\n`) and for
/// editors (0-based, columns in UTF-8 bytes or UTF-16 code units, lines split at `\n`, `\r\n` or
/// `\r`; see `SourceText+EditorPositions.swift`). Built once per text; immutable, and a class,
/// so that the checks and reports that each hold the text share it instead of retaining its
/// five arrays on every copy.
public final class SourceText: Sendable {
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    /// The line starts by the editors' rule, where a lone `\r` ends a line too; `nil` when the
    /// text has no lone `\r` (they are ``lineStarts``).
    let editorLineStarts: [Int]?
    /// How many scalars start before each multiple of ``checkpointStride`` bytes, so a column on a
    /// very long line (minified JSON) costs a bounded scan, not one from the start of the line.
    let scalarCheckpoints: [Int]
    /// How many UTF-16 code units come before each multiple of ``checkpointStride`` bytes.
    let utf16Checkpoints: [Int]
    static let checkpointStride = 4096

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var editorStarts: [Int]?
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                // Skip eight bytes at a time while none of them is below 0x0E (no `\n`, no `\r`).
                if offset + 8 <= buffer.count {
                    let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                    if (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 == 0 {
                        offset += 8
                        continue
                    }
                }
                let byte = buffer[offset]
                if byte == UInt8(ascii: "\n") {
                    starts.append(offset + 1)
                    editorStarts?.append(offset + 1)
                } else if byte == UInt8(ascii: "\r"), offset + 1 == buffer.count || buffer[offset + 1] != UInt8(ascii: "\n") {
                    if editorStarts == nil { editorStarts = starts }
                    editorStarts?.append(offset + 1)
                }
                offset += 1
            }
        }
        self.lineStarts = starts
        self.editorLineStarts = editorStarts
        var scalars = [0], units = [0]
        var offset = 0
        while offset + Self.checkpointStride <= bytes.count {
            let counts = Self.counts(in: bytes, offset..<offset + Self.checkpointStride)
            scalars.append(scalars[scalars.count - 1] + counts.scalars)
            units.append(units[units.count - 1] + counts.scalars + counts.fourByteScalars)
            offset += Self.checkpointStride
        }
        self.scalarCheckpoints = scalars
        self.utf16Checkpoints = units
    }

    public var lineCount: Int { lineStarts.count }

    /// Whether the text starts with a UTF-8 byte-order mark, which editors hide.
    var hasByteOrderMark: Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset; offsets past the end
    /// map to the end of the text. A leading byte-order mark takes no column.
    public func position(ofByte offset: Int) -> SourcePosition {
        let offset = min(max(offset, 0), bytes.count)
        let low = Self.line(of: offset, in: lineStarts)
        var lineStart = lineStarts[low]
        // Editors hide a leading UTF-8 byte-order mark: it takes no column.
        if low == 0, hasByteOrderMark { lineStart = min(3, offset) }
        var column = 1 + scalarStarts(before: offset) - scalarStarts(before: lineStart)
        // An offset inside a multi-byte sequence belongs to the scalar that started it.
        if offset < bytes.count, bytes[offset] & 0xC0 == 0x80, column > 1 { column -= 1 }
        return SourcePosition(line: low + 1, column: column)
    }

    /// The lines and columns of a range of this text's bytes.
    public func lineColumns(of range: SourceRange) -> LineColumnRange {
        LineColumnRange(start: position(ofByte: range.bytes.lowerBound), end: position(ofByte: range.bytes.upperBound))
    }

    /// The offset where the character at `offset` starts, as positions see it: the start of its
    /// scalar, and after a leading byte-order mark for an offset inside it (it takes no column).
    /// Offsets with the same ``position(ofByte:)`` have the same character start.
    public func characterStart(ofByte offset: Int) -> Int {
        var offset = min(max(offset, 0), bytes.count)
        if offset < 3, hasByteOrderMark { return 3 }
        while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        return offset
    }

    /// The byte offset of a 1-based line and column in Unicode scalars (a leading byte-order mark
    /// taking no column): the first scalar start that many scalars into the line; a column past
    /// the end of its line runs on into the next, a line past the end is the end of the text.
    public func offset(of position: SourcePosition) -> Int {
        guard position.line >= 1 else { return 0 }
        guard position.line <= lineStarts.count else { return bytes.count }
        var start = lineStarts[position.line - 1]
        if position.line == 1, hasByteOrderMark { start = 3 }
        let target = scalarStarts(before: start) + max(position.column, 1) - 1
        return firstOffset(from: start, upTo: bytes.count, reaching: target, checkpoints: scalarCheckpoints) { $0 & 0xC0 == 0x80 ? 0 : 1 }
    }

    /// The text of a 1-based line without its line break (invalid UTF-8 is repaired).
    public func line(_ number: Int) -> String {
        guard number >= 1, number <= lineStarts.count else { return "" }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// The index of the line of `starts` holding `offset`.
    static func line(of offset: Int, in starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// How many scalars start in `bytes[0..<offset]`.
    func scalarStarts(before offset: Int) -> Int {
        let block = offset / Self.checkpointStride
        let blockStart = block * Self.checkpointStride
        return scalarCheckpoints[block] + Self.counts(in: bytes, blockStart..<offset).scalars
    }

    /// How many bytes of `range` start a scalar (are not UTF-8 continuation bytes), and how many
    /// start a four-byte scalar (two UTF-16 code units).
    private static func counts(in bytes: [UInt8], _ range: Range<Int>) -> (scalars: Int, fourByteScalars: Int) {
        bytes.withUnsafeBufferPointer { buffer in
            var scalars = 0, fourByte = 0
            var index = range.lowerBound
            // Eight bytes at a time: a continuation byte has its top bit set and the next one
            // clear; a four-byte lead has its top four bits set.
            while index + 8 <= range.upperBound {
                let word = UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 {
                    scalars += 8 - (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                    fourByte += (word & (word << 1) & (word << 2) & (word << 3) & 0x8080_8080_8080_8080).nonzeroBitCount
                } else {
                    scalars += 8
                }
                index += 8
            }
            while index < range.upperBound {
                let byte = buffer[index]
                if byte & 0xC0 != 0x80 { scalars += 1 }
                if byte >= 0xF0 { fourByte += 1 }
                index += 1
            }
            return (scalars, fourByte)
        }
    }

    /// The sum of `weight` over the bytes before `offset`, from the block checkpoints.
    func count(before offset: Int, checkpoints: [Int], weight: (UInt8) -> Int) -> Int {
        let block = offset / Self.checkpointStride
        var total = checkpoints[block]
        var index = block * Self.checkpointStride
        while index < offset {
            total += weight(bytes[index])
            index += 1
        }
        return total
    }

    /// The first character start at or after `start` (and at most `limit`) before which the
    /// sum of `weight` reaches `target`.
    func firstOffset(from start: Int, upTo limit: Int, reaching target: Int, checkpoints: [Int], weight: (UInt8) -> Int) -> Int {
        // The last checkpoint at or after `start`'s block whose count is still below the target.
        var low = start / Self.checkpointStride, high = limit / Self.checkpointStride
        while low < high {
            let mid = (low + high + 1) / 2
            if checkpoints[mid] < target { low = mid } else { high = mid - 1 }
        }
        var index = max(start, low * Self.checkpointStride)
        var total = count(before: index, checkpoints: checkpoints, weight: weight)
        while index < limit {
            if total >= target, bytes[index] & 0xC0 != 0x80 { return index }
            total += weight(bytes[index])
            index += 1
        }
        return limit
    }
}
