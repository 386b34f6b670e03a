/// The bytes of a text file with its line starts, to turn byte offsets into lines and columns.
public struct SourceText: Sendable {
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    /// How many scalars start before each multiple of ``checkpointStride`` bytes, so a column on a
    /// very long line (minified JSON) costs a bounded scan, not one from the start of the line.
    private let scalarCheckpoints: [Int]
    private static let checkpointStride = 4096

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                // Skip eight bytes at a time while none of them is a line feed.
                if offset + 8 <= buffer.count {
                    let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
                    if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 == 0 {
                        offset += 8
                        continue
                    }
                }
                if buffer[offset] == UInt8(ascii: "\n") { starts.append(offset + 1) }
                offset += 1
            }
        }
        self.lineStarts = starts
        var checkpoints = [0]
        var offset = 0
        while offset + Self.checkpointStride <= bytes.count {
            checkpoints.append(checkpoints[checkpoints.count - 1] + Self.scalarStarts(in: bytes, offset..<offset + Self.checkpointStride))
            offset += Self.checkpointStride
        }
        self.scalarCheckpoints = checkpoints
    }

    public var lineCount: Int { lineStarts.count }

    /// The 1-based line and column (in Unicode scalars) of a byte offset; offsets past the end
    /// map to the end of the text. A leading byte-order mark takes no column.
    public func position(ofByte offset: Int) -> SourcePosition {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var lineStart = lineStarts[low]
        // Editors hide a leading UTF-8 byte-order mark: it takes no column.
        if low == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            lineStart = min(3, offset)
        }
        var column = 1 + scalarStarts(before: offset) - scalarStarts(before: lineStart)
        // An offset inside a multi-byte sequence belongs to the scalar that started it.
        if offset < bytes.count, bytes[offset] & 0xC0 == 0x80, column > 1 { column -= 1 }
        return SourcePosition(line: low + 1, column: column)
    }

    /// How many scalars start in `bytes[0..<offset]`.
    private func scalarStarts(before offset: Int) -> Int {
        let block = offset / Self.checkpointStride
        let blockStart = block * Self.checkpointStride
        return scalarCheckpoints[block] + Self.scalarStarts(in: bytes, blockStart..<offset)
    }

    /// How many bytes of `range` start a scalar (are not UTF-8 continuation bytes).
    private static func scalarStarts(in bytes: [UInt8], _ range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            var index = range.lowerBound
            // Eight bytes at a time: a continuation byte has its top bit set and the next one clear.
            while index + 8 <= range.upperBound {
                let word = UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
                count += 8 - (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                index += 8
            }
            while index < range.upperBound {
                if buffer[index] & 0xC0 != 0x80 { count += 1 }
                index += 1
            }
            return count
        }
    }

    /// The line/column range of a byte range.
    public func range(ofBytes range: Range<Int>) -> SourceRange {
        SourceRange(start: position(ofByte: range.lowerBound), end: position(ofByte: range.upperBound))
    }

    /// The text of a 1-based line without its line break (invalid UTF-8 is repaired).
    public func line(_ number: Int) -> String {
        guard number >= 1, number <= lineStarts.count else { return "" }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }
}
