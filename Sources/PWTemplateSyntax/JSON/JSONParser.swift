/// pwtemplate's own strict RFC 8259 JSON parser: a tape with byte ranges, and precise findings.
public enum JSONParser {
    /// Parses `bytes` as strict RFC 8259 JSON. Never throws and never traps.
    ///
    /// - Parameter maxDepth: how many arrays and objects may be open at once; deeper nesting
    ///   is a ``JSONProblem/Kind/tooDeep`` problem. Capped at ``depthCeiling``.
    /// - Returns: the tape (`nil` after an encoding, size, syntax or depth problem) and the problems.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = 256) -> JSONDocument {
        let maxDepth = min(max(maxDepth, 0), depthCeiling)
        let text = SourceText(bytes: bytes)
        if let encoding = encodingProblem(in: text) {
            return JSONDocument(text: text, tape: nil, problems: [encoding])
        }
        guard bytes.count <= JSONTape.maximumTextSize else {
            let problem = JSONProblem(.syntax, message: "the file is larger than 4 GiB",
                                      hint: "no template is this large; check that this is the file you meant",
                                      byteRange: 0..<0)
            return JSONDocument(text: text, tape: nil, problems: [problem])
        }
        var problems: [JSONProblem] = []
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            problems.append(JSONProblem(
                .byteOrderMark, message: "the file starts with a UTF-8 byte-order mark",
                hint: "save the file as UTF-8 without a BOM; Android skips it, iOS does not promise to",
                byteRange: 0..<3,
                repair: JSONProblem.Repair(title: "remove the byte-order mark", edits: [TextEdit(bytes: 0..<3, replacement: "")])
            ))
            start = 3
        }
        let tape = bytes.withUnsafeBufferPointer { buffer -> JSONTape? in
            var builder = JSONTapeBuilder(bytes: buffer, from: start, text: text, maxDepth: maxDepth)
            do throws(JSONParseFailure) {
                let tape = try builder.parseDocument()
                problems += builder.problems
                return tape
            } catch {
                problems += builder.problems
                problems.append(error.problem)
                return nil
            }
        }
        if let tape, tape.kind(at: JSONTape.rootIndex) != .object {
            let typeName = JSONCursor(tape: tape).typeName
            problems.append(JSONProblem(
                .rootNotObject, message: "the root value is \(article(typeName)), not an object",
                hint: "a template file holds one JSON object: { ... }; both SDKs reject any other root",
                pointer: JSONPointer.root, byteRange: tape.range(at: JSONTape.rootIndex)
            ))
        }
        return JSONDocument(text: text, tape: tape, problems: problems)
    }

    /// The deepest nesting ever accepted. Parsing needs no call stack, but freeing a tree built
    /// from the tape does: a value nested far deeper would overflow a thread's stack when it is released.
    public static let depthCeiling = 1_000

    private static func article(_ typeName: String) -> String {
        switch typeName {
        case "array": "an array"
        case "null": "null"
        default: "a \(typeName)"
        }
    }

    /// A UTF-16 file, or the first byte that is not UTF-8.
    private static func encodingProblem(in text: SourceText) -> JSONProblem? {
        let bytes = text.bytes
        let hint = "both SDKs read templates as UTF-8"
        if bytes.count >= 2 {
            let bom = bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF
            // ASCII text in UTF-16 has a NUL byte beside every character.
            if bom || (bytes[0] == 0) != (bytes[1] == 0) {
                let evidence = bom ? "it starts with a UTF-16 byte-order mark" : "it has NUL bytes between characters"
                return JSONProblem(.encoding,
                                   message: "the file looks like UTF-16 (\(evidence)); save it as UTF-8",
                                   hint: hint, byteRange: 0..<2)
            }
        }
        guard let failure = bytes.withUnsafeBufferPointer(UTF8Validator.firstFailure(in:)) else { return nil }
        return JSONProblem(
            .encoding,
            message: "invalid UTF-8 byte 0x\(JSONTapeBuilder.hex(UInt32(failure.byte), digits: 2)) at byte offset \(failure.offset) (\(failure.reason.explanation))",
            hint: "save the file as UTF-8; " + hint + ", so text in Latin-1 or Windows-1252 breaks them",
            byteRange: failure.offset..<sequenceEnd(in: bytes, from: failure.offset)
        )
    }

    /// The end of the byte at `offset` and the continuation bytes after it, so a range over a
    /// broken sequence always spans at least one column.
    private static func sequenceEnd(in bytes: [UInt8], from offset: Int) -> Int {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }
}
