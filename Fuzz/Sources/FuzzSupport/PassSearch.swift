import PWTemplateSyntax

/// The search of ``FixProperties``: a split of applied edits into passes that turns the
/// original files into the fixed ones, by an independent splice (not `TextEdit.apply`).
enum PassSearch {
    enum Result { case found, impossible, gaveUp }

    /// Whether `edits` (per entry, in the order applied), split into consecutive passes, turn
    /// `files` (the texts of `entries`, in that order) into `goal`; `budget` bounds the work.
    static func split(_ edits: [(EntryName, [TextEdit])], entries: [EntryName], from files: [[UInt8]?], to goal: [[UInt8]?],
                      passesLeft: Int, budget: inout Int) -> Result {
        if edits.isEmpty { return files == goal ? .found : .impossible }
        if passesLeft == 0 { return .impossible }
        var gaveUp = false
        for end in stride(from: edits.count, through: 1, by: -1) {
            budget -= 1
            if budget < 0 { return .gaveUp }
            guard let next = splice(edits[..<end], entries: entries, into: files) else { continue }
            switch split(Array(edits[end...]), entries: entries, from: next, to: goal, passesLeft: passesLeft - 1, budget: &budget) {
            case .found: return .found
            case .gaveUp: gaveUp = true
            case .impossible: break
            }
        }
        return gaveUp ? .gaveUp : .impossible
    }

    /// `files` with one pass of `edits` applied: per entry, the bytes between the edits copied
    /// in order and each replacement written in their place; `nil` when the edits of an entry
    /// overlap or leave its text.
    static func splice(_ edits: ArraySlice<(EntryName, [TextEdit])>, entries: [EntryName], into files: [[UInt8]?]) -> [[UInt8]?]? {
        var result = files
        for (index, entry) in entries.enumerated() {
            let mine = edits.filter { $0.0 == entry }.flatMap { $0.1 }
            guard !mine.isEmpty else { continue }
            guard let bytes = files[index] else { return nil }
            let ordered = mine.enumerated().sorted { ($0.element.bytes.lowerBound, $0.offset) < ($1.element.bytes.lowerBound, $1.offset) }.map(\.element)
            var out: [UInt8] = [], kept = 0
            for edit in ordered {
                guard edit.bytes.lowerBound >= kept, edit.bytes.upperBound <= bytes.count else { return nil }
                out.append(contentsOf: bytes[kept..<edit.bytes.lowerBound])
                out.append(contentsOf: edit.replacement.utf8)
                kept = edit.bytes.upperBound
            }
            out.append(contentsOf: bytes[kept...])
            result[index] = out
        }
        return result
    }
}
