// Parsing stops at the first syntax error, so a file written with comments, trailing commas or
// `True` would need one repair per pass. The repair of the first one also repairs the later
// ones of the same kind, found by a scan of the unparsed rest of the text.
extension JSONTreeBuilder {
    /// A mistake the scan recognises.
    enum SweptMistake {
        /// A terminated `//` or `/* */` comment.
        case comment
        /// A `,` before a closing bracket.
        case trailingComma
        /// `true`, `false` or `null` not in lower case.
        case literalCase
    }

    /// The ranges of the mistakes of `kind` after `offset`, in order. Double-quoted strings are
    /// skipped; the scan stops at a single quote or an unterminated comment, after which what
    /// is string and what is not can no longer be told.
    func laterMistakes(_ kind: SweptMistake, after offset: Int) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var position = offset
        while let lead = byte(at: position) {
            switch lead {
            case UInt8(ascii: "\""):
                position = stringEnd(from: position)
            case UInt8(ascii: "'"):
                return found
            case UInt8(ascii: "/"):
                guard let comment = commentRange(at: position) else { position += 1; continue }
                guard isTerminated(comment) else { return found }
                if kind == .comment { found.append(comment) }
                position = comment.upperBound
            case UInt8(ascii: ","):
                var next = position + 1
                while let byte = byte(at: next), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { next += 1 }
                if kind == .trailingComma, byte(at: next) == UInt8(ascii: "}") || byte(at: next) == UInt8(ascii: "]") {
                    found.append(position..<position + 1)
                }
                position += 1
            case _ where Self.isWordByte(lead):
                let word = position..<wordEnd(from: position)
                if kind == .literalCase, ["true", "false", "null"].contains(string(word).lowercased()),
                   !matches(word, "true"), !matches(word, "false"), !matches(word, "null") {
                    found.append(word)
                }
                position = word.upperBound
            default:
                position += 1
            }
        }
        return found
    }

    /// Whether `comment` is a line comment or a block comment that closes.
    func isTerminated(_ comment: Range<Int>) -> Bool {
        byte(at: comment.lowerBound + 1) == UInt8(ascii: "/")
            || comment.count >= 4 && matches(comment.upperBound - 2..<comment.upperBound, "*/")
    }

    /// Just past the double-quoted string starting at `start` (or its line, if it never closes).
    private func stringEnd(from start: Int) -> Int {
        var position = start + 1
        while let byte = byte(at: position), byte != UInt8(ascii: "\""), byte != 0x0A {
            position += byte == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(position + 1, end)
    }
}
