import PWTemplateLint
import PWTemplateSyntax

/// JSON written inside a JSON string (`"data": "{\"displayType\": \"banner\"}"`, as the
/// Messages API accepts it and as `u` reaches the device), parsed with every byte range mapped
/// back to the file: findings on a value inside the string point at its characters there.
struct EmbeddedJSON {
    /// The decoded string's tree, its ranges in the file's bytes; `nil` when it is not JSON.
    let root: JSONNode?
    /// The parser's problems with the string's text, their ranges in the file's bytes.
    let problems: [JSONProblem]

    /// Parses the string value of `node` (a string literal of `text`).
    init(string value: String, node: JSONNode, text: SourceText) {
        let map = OffsetMap(value: value, literal: node.range, bytes: text.bytes)
        let inner = JSONParser.parse(Array(value.utf8))
        root = inner.root.map(map.mapped)
        problems = inner.problems.map { problem in
            var mapped = problem
            mapped.byteRange = map.range(problem.byteRange)
            mapped.related = problem.related.map { related in
                var related = related
                related.byteRange = map.range(related.byteRange)
                return related
            }
            mapped.repair = nil
            return mapped
        }
    }

    /// `replacement` (JSON text meant for a value inside the string) as it is written in the
    /// file: escaped as the content of a JSON string.
    static func escaped(_ replacement: String) -> String {
        String(JSONOutput.literal(replacement).dropFirst().dropLast())
    }

    /// Where each UTF-8 byte of the decoded string starts in the file.
    private struct OffsetMap {
        /// One file offset per decoded byte, then the closing quote's; empty when the literal
        /// and its decoded value disagree (every range is then the whole literal).
        let offsets: [Int]
        let literal: Range<Int>

        init(value: String, literal: Range<Int>, bytes: [UInt8]) {
            self.literal = literal
            let starts = StringLiteral.scalarStarts(ofLiteral: literal, in: bytes)
            let scalars = Array(value.unicodeScalars)
            guard starts.count == scalars.count + 1 else {
                offsets = []
                return
            }
            var offsets: [Int] = []
            offsets.reserveCapacity(value.utf8.count + 1)
            for (index, scalar) in scalars.enumerated() {
                let width = UTF8.width(scalar)
                for byte in 0..<width { offsets.append(min(starts[index] + byte, starts[index + 1])) }
            }
            offsets.append(starts[scalars.count])
            self.offsets = offsets
        }

        func offset(_ decoded: Int) -> Int? {
            offsets.indices.contains(decoded) ? offsets[decoded] : nil
        }

        func range(_ decoded: Range<Int>) -> Range<Int> {
            guard let lower = offset(decoded.lowerBound), let upper = offset(decoded.upperBound), lower <= upper else { return literal }
            return lower..<upper
        }

        /// `node` with its ranges and its members' key ranges in the file.
        func mapped(_ node: JSONNode) -> JSONNode {
            let value: JSONValue = switch node.value {
            case .object(let members):
                .object(members.map { JSONMember(key: $0.key, keyRange: range($0.keyRange), value: mapped($0.value)) })
            case .array(let elements):
                .array(elements.map(mapped))
            default:
                node.value
            }
            return JSONNode(value: value, range: range(node.range))
        }
    }
}
