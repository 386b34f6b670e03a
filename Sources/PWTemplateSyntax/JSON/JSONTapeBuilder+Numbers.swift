extension JSONTapeBuilder {
    /// Reads the number at `index` and leaves `index` after it.
    mutating func readNumber() throws(JSONParseFailure) {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard let first = byte(at: index), Self.isDigit(first) else { throw minusMistake(start: start) }
        index += 1
        if first == UInt8(ascii: "0"), let next = byte(at: index) {
            if Self.isDigit(next) {
                throw numberFailure("leading zeros are not allowed in JSON numbers", start: start,
                                    hint: "remove them; Android may read a number with a leading zero as octal")
            }
            if next | 0x20 == UInt8(ascii: "x") { throw hexadecimal(start: start) }
        } else {
            skipDigits()
        }
        if byte(at: index) == UInt8(ascii: ".") {
            index += 1
            guard let digit = byte(at: index), Self.isDigit(digit) else {
                throw numberFailure("expected a digit after the decimal point", start: start,
                                    hint: "write at least one digit after '.', e.g. 1.0")
            }
            skipDigits()
        }
        if let exponent = byte(at: index), exponent | 0x20 == UInt8(ascii: "e") {
            index += 1
            if byte(at: index) == UInt8(ascii: "+") || byte(at: index) == UInt8(ascii: "-") { index += 1 }
            guard let digit = byte(at: index), Self.isDigit(digit) else {
                throw numberFailure("expected a digit in the exponent", start: start,
                                    hint: "write the exponent's digits, e.g. 1e3")
            }
            skipDigits()
        }
    }

    private mutating func skipDigits() {
        while index < end, Self.isDigit(bytes[index]) { index += 1 }
    }

    /// The end of a number-like token: the run of letters, digits, `.`, `+` and `-` from `start`.
    func numberLikeEnd(from start: Int) -> Int {
        var offset = start
        while let byte = byte(at: offset),
              Self.isWordByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
            offset += 1
        }
        return offset
    }

    /// A malformed number: the message names the whole number-like token.
    func numberFailure(_ message: String, start: Int, hint: String?) -> JSONParseFailure {
        let token = start..<numberLikeEnd(from: start)
        return failure("\(message) ('\(string(token))')", hint: hint, at: token, pointer: valuePointer)
    }

    /// `-` not followed by a digit: `-Infinity`, `- 1`, `-x`.
    private func minusMistake(start: Int) -> JSONParseFailure {
        let word = start + 1..<wordEnd(from: start + 1)
        if Self.isNonFinite(string(word)) { return nonFinite(start..<word.upperBound) }
        let found = tokenRange(at: start + 1)
        return failure("expected a digit after '-', found \(describe(found))",
                       at: start..<max(numberLikeEnd(from: start), start + 1), pointer: valuePointer)
    }

    private func hexadecimal(start: Int) -> JSONParseFailure {
        let token = string(start..<numberLikeEnd(from: start))
        let isNegative = token.hasPrefix("-")
        let digits = token.dropFirst(isNegative ? 3 : 2)
        var hint = "write it in decimal"
        if digits.count <= 15, let value = Int(digits, radix: 16) {
            hint += ": \(isNegative ? "-" : "")\(value)"
        }
        return numberFailure("hexadecimal numbers are not JSON", start: start,
                             hint: hint + "; Android reads hexadecimal, iOS drops the template")
    }

    static func isNonFinite(_ word: String) -> Bool {
        ["nan", "infinity", "inf"].contains(word.lowercased())
    }

    func nonFinite(_ range: Range<Int>) -> JSONParseFailure {
        failure("'\(string(range))' is not a JSON number: NaN and Infinity are not JSON",
                hint: "JSON numbers are finite; use a number, or null", at: range, pointer: valuePointer)
    }
}
