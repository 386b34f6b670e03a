// The certain repairs of the problems the builder finds. Each edit removes or replaces only the
// bytes of the mistake: a removal takes its line with it only when nothing else is on that line.
extension JSONTapeBuilder {
    /// Removes the `,` at `comma`, and nothing else, and the later trailing commas too.
    func trailingCommaRepair(at comma: Int) -> JSONProblem.Repair {
        let commas = [comma..<comma + 1] + laterMistakes(.trailingComma, after: comma + 1)
        return JSONProblem.Repair(title: commas.count == 1 ? "remove the trailing comma" : "remove the \(commas.count) trailing commas",
                                  edits: commas.map { TextEdit(bytes: $0, replacement: "") })
    }

    /// Writes the literal `word`, and the later ones in the wrong case, in lower case (`True` →
    /// `true`).
    func literalRepair(_ word: Range<Int>) -> JSONProblem.Repair {
        let words = [word] + laterMistakes(.literalCase, after: word.upperBound)
        let title = words.count == 1 ? "write \(string(word).lowercased())" : "write the \(words.count) literals in lower case"
        return JSONProblem.Repair(title: title, edits: words.map { TextEdit(bytes: $0, replacement: string($0).lowercased()) })
    }

    /// Removes the comment `comment` and the later ones, unless it is a `/*` that never closes
    /// (removing it would remove the rest of the file). A comment whose removal would overlap
    /// the one before it (two on one line) is left for the next pass.
    func commentRepair(_ comment: Range<Int>) -> JSONProblem.Repair? {
        guard isTerminated(comment) else { return nil }
        var edits: [TextEdit] = []
        for later in [comment] + laterMistakes(.comment, after: comment.upperBound) {
            let edit = removal(of: later)
            if let last = edits.last, last.bytes.upperBound > edit.bytes.lowerBound { continue }
            edits.append(edit)
        }
        return JSONProblem.Repair(title: edits.count == 1 ? "remove the comment" : "remove the \(edits.count) comments", edits: edits)
    }

    /// Removes the member named at `name` (an earlier one of the same name, whose value equals
    /// the later one's) with the `,` after it: the SDKs that keep the last value read the same,
    /// and iOS no longer has two to choose from.
    func duplicateRepair(removing name: Int) -> JSONProblem.Repair {
        var comma = Int(records[name + 1].end)
        while let byte = byte(at: comma), byte != UInt8(ascii: ",") { comma += 1 }
        return JSONProblem.Repair(
            title: "remove the first \(JSONOutput.literal(recordText(name))), whose value is the same",
            edits: [removal(of: Int(records[name].start)..<min(comma + 1, end))])
    }

    /// Whether the finished values whose records are at `first` and `second` are the same,
    /// whatever the whitespace around them: the same members in the same order, the same
    /// elements, strings that decode to the same scalars, numbers spelt the same (`1.0` is not `1`).
    func sameValue(_ first: Int, _ second: Int) -> Bool {
        let length = Int(records[first].next) - first
        guard Int(records[second].next) - second == length else { return false }
        return (0..<length).allSatisfy { sameRecord(first + $0, second + $0) }
    }

    /// Whether two records, at the same place in two values of the same length, say the same.
    private func sameRecord(_ first: Int, _ second: Int) -> Bool {
        let (lhs, rhs) = (records[first], records[second])
        guard lhs.kind == rhs.kind, Int(lhs.next) - first == Int(rhs.next) - second else { return false }
        switch lhs.kind {
        case .object, .array:
            return lhs.payload == rhs.payload
        case .key, .string:
            return recordText(first).unicodeScalars.elementsEqual(recordText(second).unicodeScalars)
        case .number:
            return bytes[Int(lhs.start)..<Int(lhs.end)].elementsEqual(bytes[Int(rhs.start)..<Int(rhs.end)])
        case .true, .false, .null:
            return true
        }
    }

    /// An edit removing `span` and the spaces and tabs after it. When nothing but those follows
    /// on its line, the blanks before it go too, and when nothing precedes it either, so does
    /// the whole line with its line break.
    private func removal(of span: Range<Int>) -> TextEdit {
        var start = span.lowerBound
        var stop = span.upperBound
        while let byte = byte(at: stop), Self.isBlank(byte) { stop += 1 }
        if byte(at: stop).map(Self.isLineBreak) ?? true {
            while start > 0, Self.isBlank(bytes[start - 1]) { start -= 1 }
            if start == 0 || bytes[start - 1] == 0x0A {
                if byte(at: stop) == 0x0D { stop += 1 }
                if byte(at: stop) == 0x0A { stop += 1 }
            }
        }
        return TextEdit(bytes: start..<stop, replacement: "")
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0D
    }
}
