// Parsing stops at the first syntax error, so a file written with comments, trailing commas or
// `True` would need one repair per pass. The repair of the first one also repairs the later
// ones of the same kind, found by a scan of the unparsed rest of the text.
extension JSONTapeBuilder {
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
        let scanner = JSONScanner(bytes: bytes, dialect: .parser)
        var found: [Range<Int>] = []
        var position = offset
        while let token = scanner.token(from: position) {
            position = token.range.upperBound
            switch token.kind {
            case .stray where bytes[token.range.lowerBound] == UInt8(ascii: "'"):
                return found
            case .comment(let closed):
                guard closed else { return found }
                if kind == .comment { found.append(token.range) }
            case .punctuation where kind == .trailingComma && bytes[token.range.lowerBound] == UInt8(ascii: ","):
                if let next = scanner.token(from: position), next.kind == .punctuation,
                   bytes[next.range.lowerBound] == UInt8(ascii: "}") || bytes[next.range.lowerBound] == UInt8(ascii: "]") {
                    found.append(token.range)
                }
            case .word where kind == .literalCase:
                let word = token.range
                if ["true", "false", "null"].contains(string(word).lowercased()),
                   !matches(word, "true"), !matches(word, "false"), !matches(word, "null") {
                    found.append(word)
                }
            default:
                break
            }
        }
        return found
    }

    /// Whether `comment` is a line comment or a block comment that closes.
    func isTerminated(_ comment: Range<Int>) -> Bool {
        JSONScanner(bytes: bytes, dialect: .parser).comment(at: comment.lowerBound)?.kind == .comment(closed: true)
    }
}
