import PWTemplateLint
import PWTemplateSyntax

/// JSON written inside a JSON string (`"data": "{\"displayType\": \"banner\"}"`, as the
/// Messages API accepts it and as `u` reaches the device), parsed with every byte range mapped
/// back to the file: findings on a value inside the string point at its characters there.
struct EmbeddedJSON {
    /// The decoded string's root value, its ranges in the file's bytes and its pointers going on
    /// from the string's; `nil` when it is not JSON.
    let root: JSONCursor?
    /// The parser's problems with the string's text, their ranges in the file's bytes.
    let problems: [JSONProblem]

    /// Parses the string value of `string` (a string literal of `text`).
    init(string value: String, in string: JSONCursor, text: SourceText) {
        let origin = JSONTape.Origin(pointer: string.pointer, offsets: Self.offsets(of: value, literal: string.byteRange, bytes: text.bytes),
                                     literal: string.byteRange)
        let inner = JSONParser.parse(Array(value.utf8))
        root = inner.tape.map { JSONCursor(tape: $0.placed(at: origin)) }
        problems = inner.problems.map { problem in
            var mapped = problem
            mapped.byteRange = origin.range(problem.byteRange)
            mapped.related = problem.related.map { related in
                var related = related
                related.byteRange = origin.range(related.byteRange)
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

    /// The file offset where each UTF-8 byte of `value`, the decoded text of `literal`, was
    /// written, then that of the closing quote; empty when the literal and the value disagree.
    private static func offsets(of value: String, literal: Range<Int>, bytes: [UInt8]) -> [Int] {
        let starts = StringLiteral.scalarStarts(ofLiteral: literal, in: bytes)
        let scalars = Array(value.unicodeScalars)
        guard starts.count == scalars.count + 1 else { return [] }
        var offsets: [Int] = []
        offsets.reserveCapacity(value.utf8.count + 1)
        for (index, scalar) in scalars.enumerated() {
            let width = UTF8.width(scalar)
            for byte in 0..<width { offsets.append(min(starts[index] + byte, starts[index + 1])) }
        }
        offsets.append(starts[scalars.count])
        return offsets
    }
}
