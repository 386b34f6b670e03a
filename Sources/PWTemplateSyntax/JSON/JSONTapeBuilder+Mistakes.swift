// Syntax errors at a place where a token of some kind was expected. Each names what was
// expected and what was found, and recognises the usual non-JSON habits (comments, single
// quotes, unquoted names, `=`, `;`, `True`, `NaN`, trailing commas) to say how to fix them.
extension JSONTapeBuilder {
    /// No value can start at `index`.
    func valueMistake(expecting expectation: String) -> JSONParseFailure {
        let next = byte(at: index + 1)
        switch byte(at: index) {
        case UInt8(ascii: "'"):
            return singleQuoted(pointer: valuePointer)
        case UInt8(ascii: "+") where next.map(Self.isDigit) == true:
            return numberFailure("a JSON number cannot start with '+'", start: index,
                                 hint: "remove the '+'")
        case UInt8(ascii: "+") where Self.isNonFinite(string(index + 1..<wordEnd(from: index + 1))):
            return nonFinite(index..<wordEnd(from: index + 1))
        case UInt8(ascii: ".") where next.map(Self.isDigit) == true:
            return numberFailure("a JSON number cannot start with '.'", start: index,
                                 hint: "write a 0 before the point: 0\(string(index..<numberLikeEnd(from: index)))")
        case UInt8(ascii: ","):
            return unexpected("expected \(expectation)", hint: "remove the extra ','", pointer: valuePointer)
        default:
            return unexpected("expected \(expectation)", pointer: valuePointer)
        }
    }

    /// A bareword that is not `true`, `false` or `null`.
    func barewordMistake(_ word: Range<Int>, expecting expectation: String) -> JSONParseFailure {
        let text = string(word)
        let lowercased = text.lowercased()
        switch lowercased {
        case "true", "false", "null":
            let reading = lowercased == "null" ? "" : "; Android reads \(text) as a boolean, iOS drops the template"
            return failure("'\(text)' is not a JSON literal: true, false and null are lower case",
                           hint: "write \(lowercased)\(reading)", at: word, pointer: valuePointer, repair: literalRepair(word))
        case "nil", "undefined", "none":
            return failure("'\(text)' is not JSON", hint: "write null", at: word, pointer: valuePointer)
        case _ where Self.isNonFinite(text):
            return nonFinite(word)
        default:
            return failure("expected \(expectation), found \(describe(word))",
                           hint: "strings go in double quotes: \"\(text)\"", at: word, pointer: valuePointer)
        }
    }

    /// No member name starts at `index`, just after `{` or `,`.
    func memberNameMistake() -> JSONParseFailure {
        switch byte(at: index) {
        case UInt8(ascii: "'"):
            return singleQuoted(pointer: containerPointer)
        case let byte? where Self.isWordByte(byte):
            let word = index..<wordEnd(from: index)
            return failure("unquoted member name \(describe(word))",
                           hint: "put it in double quotes: \"\(string(word))\"; Android accepts unquoted names, iOS drops the template",
                           at: word, pointer: containerPointer)
        default:
            return unexpected("expected a member name in double quotes", pointer: containerPointer)
        }
    }

    /// No `:` follows the member name `name`.
    func colonMistake(after name: String) -> JSONParseFailure {
        let expected = "expected ':' after the member name \"\(name)\""
        switch byte(at: index) {
        case UInt8(ascii: "="):
            let token = index..<(byte(at: index + 1) == UInt8(ascii: ">") ? index + 2 : index + 1)
            return failure("\(expected), found '\(string(token))'",
                           hint: "use ':' between a member name and its value; Android accepts '\(string(token))', iOS drops the template",
                           at: token, pointer: containerPointer)
        case UInt8(ascii: "\""):
            return unexpected(expected, hint: "a ':' is probably missing", pointer: containerPointer)
        default:
            return unexpected(expected, pointer: containerPointer)
        }
    }

    /// Neither `,` nor the closing bracket follows a member or element.
    func separatorMistake(isObject: Bool) -> JSONParseFailure {
        let container = isObject ? "object" : "array"
        let expected = isObject
            ? "expected ',' or '}' after an object member"
            : "expected ',' or ']' after an array element"
        let opening = text.position(ofByte: stack[stack.count - 1].start)
        let openedAt = "the \(container) that opens at \(opening.line):\(opening.column)"
        let hint: String? = switch byte(at: index) {
        case nil:
            "\(openedAt) is never closed"
        case closer(isObject: !isObject):
            "\(openedAt) is still open; close it with '\(isObject ? "}" : "]")' first"
        case UInt8(ascii: ";"):
            isObject
                ? "separate members with ','; Android accepts ';', iOS drops the template"
                : "separate elements with ','"
        case UInt8(ascii: ":") where !isObject:
            "arrays hold values only; use an object for \"name\": value pairs"
        case let byte? where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
            || byte == UInt8(ascii: "-") || Self.isWordByte(byte):
            "a ',' is probably missing"
        default:
            nil
        }
        return unexpected(expected, hint: hint, pointer: containerPointer)
    }

    /// A `,` right before the closing bracket.
    func trailingComma(at comma: Int, isObject: Bool) -> JSONParseFailure {
        failure(isObject ? "trailing comma before '}'" : "trailing comma before ']'",
                hint: isObject
                    ? "remove the ',' after the last member"
                    : "remove the ','; Android reads it as an extra null element, iOS drops the template",
                at: comma..<comma + 1, pointer: containerPointer, repair: trailingCommaRepair(at: comma))
    }

    /// Something other than whitespace after the root value.
    func trailingContent() -> JSONParseFailure {
        if let comment = commentRange(at: index) { return self.comment(comment, pointer: JSONPointer.root) }
        return failure("unexpected content after the root value",
                       hint: "a JSON file holds exactly one value; remove what follows it (Android ignores it, iOS drops the template)",
                       at: tokenRange(at: index), pointer: JSONPointer.root)
    }

    /// "`expected`, found …" at `index`; a comment there gets its own message.
    func unexpected(_ expected: String, hint: String? = nil, pointer: String) -> JSONParseFailure {
        if let comment = commentRange(at: index) { return self.comment(comment, pointer: pointer) }
        let token = tokenRange(at: index)
        return failure("\(expected), found \(describe(token))",
                       hint: hint ?? whitespaceHint(token), at: token, pointer: pointer)
    }

    // MARK: Recognised habits

    private func singleQuoted(pointer: String) -> JSONParseFailure {
        var closing = index + 1
        while let byte = byte(at: closing), byte != UInt8(ascii: "'"), byte != 0x0A { closing += 1 }
        let token = byte(at: closing) == UInt8(ascii: "'") ? index..<closing + 1 : index..<index + 1
        return failure("single-quoted strings are not JSON",
                       hint: "use double quotes; Android accepts single quotes, iOS drops the template",
                       at: token, pointer: pointer)
    }

    /// The `//` or `/* */` comment starting at `offset`, if one does.
    func commentRange(at offset: Int) -> Range<Int>? {
        JSONScanner(bytes: bytes, dialect: .parser).comment(at: offset)?.range
    }

    private func comment(_ range: Range<Int>, pointer: String) -> JSONParseFailure {
        failure("comments are not JSON: Android tolerates comments, iOS drops the template",
                hint: "remove the comment", at: range, pointer: pointer, repair: commentRepair(range))
    }

    private func whitespaceHint(_ token: Range<Int>) -> String? {
        let scalars = string(token).unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first,
              scalar.properties.isWhitespace || scalar == "\u{FEFF}" || scalar == "\u{200B}" else { return nil }
        return "only space, tab, line feed and carriage return are JSON whitespace; remove this character"
    }

    // MARK: Tokens

    /// The token at `offset`: a bareword (when `words`), otherwise one character; empty at the end.
    func tokenRange(at offset: Int, words: Bool = true) -> Range<Int> {
        guard let lead = byte(at: offset) else { return offset..<offset }
        if words, Self.isWordByte(lead) { return offset..<wordEnd(from: offset) }
        let length = switch lead {
        case ..<0x80: 1
        case ..<0xE0: 2
        case ..<0xF0: 3
        default: 4
        }
        return offset..<min(offset + length, end)
    }

    /// How a message shows a token: `'x'`, `'é' (U+00E9)`, `U+000A (line feed)`, `the end of the file`.
    func describe(_ token: Range<Int>) -> String {
        guard !token.isEmpty else { return "the end of the file" }
        let text = string(token)
        let scalars = text.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else {
            return scalars.count > 40 ? "'\(String(scalars.prefix(40)))…'" : "'\(text)'"
        }
        let code = "U+" + Self.hex(scalar.value, digits: 4)
        switch scalar.value {
        case 0x00: return "\(code) (NUL)"
        case 0x09: return "\(code) (tab)"
        case 0x0A: return "\(code) (line feed)"
        case 0x0D: return "\(code) (carriage return)"
        case 0x20: return "' ' (space)"
        case ..<0x20, 0x7F: return "\(code) (control character)"
        case ..<0x80: return "'\(text)'"
        default: return "'\(text)' (\(code))"
        }
    }

    /// `value` in upper-case hexadecimal, zero-padded to at least `digits` digits.
    package static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
