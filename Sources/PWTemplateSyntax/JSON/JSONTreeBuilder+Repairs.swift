// The certain repairs of the problems the builder finds. Each edit removes or replaces only the
// bytes of the mistake: a removal takes its line with it only when nothing else is on that line.
extension JSONTreeBuilder {
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

    /// Removes `member` (an earlier one of the same name, whose value equals the later one's)
    /// with the `,` after it: the SDKs that keep the last value read the same, and iOS no longer
    /// has two to choose from.
    func duplicateRepair(removing member: JSONMember) -> JSONProblem.Repair {
        var comma = member.value.range.upperBound
        while let byte = byte(at: comma), byte != UInt8(ascii: ",") { comma += 1 }
        return JSONProblem.Repair(
            title: "remove the first \(JSONOutput.literal(member.key)), whose value is the same",
            edits: [removal(of: member.keyRange.lowerBound..<min(comma + 1, end))])
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
