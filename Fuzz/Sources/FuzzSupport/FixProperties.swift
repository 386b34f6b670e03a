import PWTemplateLint
import PWTemplateSyntax

/// The properties every ``FixResult`` must have, of any kind's document; each broken one is a
/// `fatalError` naming it.
public enum FixProperties {
    public static func check<Document>(_ outcome: FixResult<Document>, fixer: Fixer<Document>) {
        for entry in outcome.original.textEntries {
            guard let before = outcome.original.bytes(of: entry), let after = outcome.fixed.bytes(of: entry) else { continue }
            if parses(before), !parses(after) {
                fatalError("fix property: \(entry.path) parsed before the fixes and does not after them")
            }
            checkFormatIsStable(after, entry: entry)
        }
        checkOnlyEditedBytesChanged(outcome)
        guard outcome.converged else { return }
        let again = fixer.fix(outcome.fixed)
        if again.hasChanges {
            fatalError("fix property: a second fix run changed \(again.changedFiles.map { $0.entry.path }), applying \(again.applied.map(\.title))")
        }
    }

    /// Whether `bytes` parse to a JSON tree: no encoding, syntax or depth problem.
    static func parses(_ bytes: [UInt8]) -> Bool {
        !JSONParser.parse(bytes).problems.contains { [JSONProblem.Kind.encoding, .syntax, .tooDeep].contains($0.kind) }
    }

    /// `fmt` of a formatted text gives the same bytes.
    private static func checkFormatIsStable(_ bytes: [UInt8], entry: EntryName) {
        guard let once = JSONFormatter.format(JSONParser.parse(bytes)) else { return }
        guard let twice = JSONFormatter.format(JSONParser.parse(once)) else {
            fatalError("fix property: fmt of the fixed \(entry.path) gives a text fmt refuses")
        }
        if twice != once { fatalError("fix property: fmt of the fixed \(entry.path) is not stable (\(once.count) then \(twice.count) bytes)") }
    }

    /// The fixed files are the originals with the applied edits spliced in and nothing else
    /// changed. The fixer applies its fixes in passes whose offsets refer to the text the pass
    /// started from, and does not say where one pass ends: the check looks for a split of the
    /// applied fixes into passes (at most ``FixPolicy/maximumPasses``, each one's edits
    /// disjoint) under which splicing gives the fixed bytes, longest passes first.
    private static func checkOnlyEditedBytesChanged<Document>(_ outcome: FixResult<Document>) {
        let edits = outcome.applied.compactMap { fix -> (EntryName, [TextEdit])? in
            guard case .edits(let entry, let edits) = fix.change else { return nil }
            return (entry, edits)
        }
        let entries = outcome.original.textEntries
        let start = entries.map { outcome.original.bytes(of: $0) }
        let goal = entries.map { outcome.fixed.bytes(of: $0) }
        var budget = 4096
        switch PassSearch.split(edits, entries: entries, from: start, to: goal, passesLeft: FixPolicy.maximumPasses, budget: &budget) {
        case .found, .gaveUp: return
        case .impossible:
            fatalError("fix property: the fixed files are not the originals with the \(edits.count) applied edits spliced in (bytes outside the edits changed)")
        }
    }
}
