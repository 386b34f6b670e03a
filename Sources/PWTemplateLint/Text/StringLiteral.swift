/// Where the characters of a JSON string literal are in its source: every kind maps an offset in
/// a decoded value back to the bytes it was written as.
package enum StringLiteral {
    /// The byte offset in `bytes` where each decoded scalar of the string literal at `literal`
    /// (quotes included) starts, plus the closing quote's.
    package static func scalarStarts(ofLiteral literal: Range<Int>, in bytes: [UInt8]) -> [Int] {
        var offset = literal.lowerBound + 1
        let end = literal.upperBound - 1
        var starts: [Int] = []
        while offset < end {
            starts.append(offset)
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\\") {
                offset += escapeLength(in: bytes, at: offset)
            } else {
                offset += 1
                while offset < end, UTF8.isContinuation(bytes[offset]) { offset += 1 }
            }
        }
        starts.append(min(offset, end))
        return starts
    }

    /// The length of the escape at `offset`: 2, 6 for `\uXXXX`, 12 for a surrogate pair.
    private static func escapeLength(in bytes: [UInt8], at offset: Int) -> Int {
        guard offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else { return 2 }
        let isHighSurrogate = offset + 2 < bytes.count && (bytes[offset + 2] | 0x20) == UInt8(ascii: "d")
            && offset + 3 < bytes.count && (UInt8(ascii: "8")...UInt8(ascii: "b")).contains(bytes[offset + 3] | 0x20)
        return isHighSurrogate ? 12 : 6
    }
}
