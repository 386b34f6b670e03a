/// The bytes of a text file with its line starts, to turn byte offsets into lines and columns.
public struct SourceText: Sendable {
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

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
        var column = 1
        var index = lineStarts[low]
        // Editors hide a leading UTF-8 byte-order mark: it takes no column.
        if low == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = min(3, offset)
        }
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        // An offset inside a multi-byte sequence belongs to the scalar that started it.
        if offset < bytes.count, bytes[offset] & 0xC0 == 0x80, column > 1 { column -= 1 }
        return SourcePosition(line: low + 1, column: column)
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
