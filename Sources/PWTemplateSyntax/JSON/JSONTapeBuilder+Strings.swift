extension JSONTapeBuilder {
    /// Reads the string whose opening quote is at `index` and leaves `index` after its closing
    /// quote. Returns its decoded text when it holds an escape; `nil` when its bytes are its text.
    mutating func readString(isMemberName: Bool) throws(JSONParseFailure) -> String? {
        let opening = index
        index += 1
        let contentStart = index
        skipPlainStringBytes()
        if byte(at: index) == UInt8(ascii: "\"") {
            index += 1
            return nil
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(index - contentStart + 16)
        var runStart = contentStart
        while true {
            decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            switch byte(at: index) {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try readEscape(into: &decoded, opening: opening, isMemberName: isMemberName)
            case nil:
                throw unterminatedString(opening: opening, isMemberName: isMemberName)
            default:
                throw controlCharacter(isMemberName: isMemberName)
            }
            runStart = index
            skipPlainStringBytes()
        }
    }

    /// Moves `index` to the next quote, backslash or control character (or the end).
    private mutating func skipPlainStringBytes() {
        if let base = bytes.baseAddress {
            while index + 8 <= end, !Self.hasSpecialStringByte(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
            }
        }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return }
            index += 1
        }
    }

    /// Whether any of eight bytes is `"`, `\` or below 0x20 (exact for presence).
    private static func hasSpecialStringByte(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highBits != 0 }
        return hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C))
            || (word &- ones &* 0x20) & ~word & highBits != 0
    }

    /// Decodes the escape whose backslash is at `index` and appends its UTF-8 bytes.
    private mutating func readEscape(into decoded: inout [UInt8], opening: Int, isMemberName: Bool) throws(JSONParseFailure) {
        let backslash = index
        guard let escaped = byte(at: backslash + 1) else {
            throw unterminatedString(opening: opening, isMemberName: isMemberName)
        }
        let simple: UInt8
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = escaped
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            let scalar = try readUnicodeEscape(isMemberName: isMemberName)
            UTF8.encode(scalar) { decoded.append($0) }
            return
        default:
            throw invalidEscape(at: backslash, isMemberName: isMemberName)
        }
        decoded.append(simple)
        index += 2
    }

    /// Reads `\uXXXX`, or a surrogate pair `\uD83D\uDE00`, at `index`.
    private mutating func readUnicodeEscape(isMemberName: Bool) throws(JSONParseFailure) -> Unicode.Scalar {
        let first = index
        let unit = try hexQuad(at: first, isMemberName: isMemberName)
        index += 6
        switch unit {
        case 0xD800...0xDBFF:
            guard byte(at: index) == UInt8(ascii: "\\"), byte(at: index + 1) == UInt8(ascii: "u") else {
                throw surrogateFailure(
                    "lone UTF-16 high surrogate '\(string(first..<index))': it must be followed by a low surrogate \\uDC00–\\uDFFF",
                    at: first..<index, isMemberName: isMemberName)
            }
            let low = try hexQuad(at: index, isMemberName: isMemberName)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw surrogateFailure(
                    "UTF-16 high surrogate '\(string(first..<index))' is followed by '\(string(index..<index + 6))', not by a low surrogate \\uDC00–\\uDFFF",
                    at: first..<index + 6, isMemberName: isMemberName)
            }
            index += 6
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        case 0xDC00...0xDFFF:
            throw surrogateFailure(
                "lone UTF-16 low surrogate '\(string(first..<index))' without a high surrogate before it",
                at: first..<index, isMemberName: isMemberName)
        default:
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        }
    }

    /// The code unit of the `\uXXXX` escape whose backslash is at `backslash`.
    private func hexQuad(at backslash: Int, isMemberName: Bool) throws(JSONParseFailure) -> UInt32 {
        var unit: UInt32 = 0
        for offset in backslash + 2..<backslash + 6 {
            let digit: UInt8
            switch byte(at: offset) {
            case let byte? where Self.isDigit(byte): digit = byte - UInt8(ascii: "0")
            case let byte? where (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20): digit = (byte | 0x20) - UInt8(ascii: "a") + 10
            default:
                let found = tokenRange(at: offset, words: false)
                throw failure("invalid \\u escape: expected 4 hex digits, found \(describe(found))",
                              hint: "write \\u followed by exactly four hex digits, e.g. \\u00E9",
                              at: backslash..<max(found.upperBound, offset), pointer: stringPointer(isMemberName))
            }
            unit = unit << 4 | UInt32(digit)
        }
        return unit
    }

    // MARK: Failures

    /// Errors inside a member name belong to its object; errors inside a value to the value.
    private func stringPointer(_ isMemberName: Bool) -> String {
        isMemberName ? containerPointer : valuePointer
    }

    private func unterminatedString(opening: Int, isMemberName: Bool) -> JSONParseFailure {
        failure("unterminated string: the closing '\"' is missing",
                hint: "end the string with '\"'",
                at: opening..<opening + 1, pointer: stringPointer(isMemberName))
    }

    private func controlCharacter(isMemberName: Bool) -> JSONParseFailure {
        let character = bytes[index]
        let escape: String = switch character {
        case 0x08: "\\b"
        case 0x09: "\\t"
        case 0x0A: "\\n"
        case 0x0C: "\\f"
        case 0x0D: "\\r"
        default: "\\u" + Self.hex(UInt32(character), digits: 4)
        }
        var hint = "write it as \(escape); Android accepts raw control characters, iOS drops the template"
        if character == 0x0A || character == 0x0D {
            hint += " (or close the string with '\"' if it was meant to end on this line)"
        }
        return failure("raw control character \(describe(index..<index + 1)) inside a string",
                       hint: hint, at: index..<index + 1, pointer: stringPointer(isMemberName))
    }

    private func invalidEscape(at backslash: Int, isMemberName: Bool) -> JSONParseFailure {
        let found = tokenRange(at: backslash + 1, words: false)
        let message = bytes[backslash + 1] < 0x20
            ? "invalid escape: '\\' followed by \(describe(found))"
            : "invalid escape '\\\(string(found))' inside a string"
        let hint = bytes[backslash + 1] == UInt8(ascii: "'")
            ? "a single quote needs no escape in JSON: write ' alone"
            : "JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX; write a backslash itself as \\\\"
        return failure(message, hint: hint, at: backslash..<found.upperBound, pointer: stringPointer(isMemberName))
    }

    private func surrogateFailure(_ message: String, at range: Range<Int>, isMemberName: Bool) -> JSONParseFailure {
        failure(message,
                hint: "write the character itself, or a complete pair such as \\uD83D\\uDE00",
                at: range, pointer: stringPointer(isMemberName))
    }
}
