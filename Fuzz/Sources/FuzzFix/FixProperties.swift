import PWTemplateLint
import PWTemplateSyntax

/// The properties every ``FixOutcome`` must have; each broken one is a `fatalError` naming it.
enum FixProperties {
    static func check(_ outcome: FixOutcome, fixer: TemplateFixer) {
        for entry in EntryName.sdkFiles {
            guard let before = bytes(of: entry, in: outcome.original), let after = bytes(of: entry, in: outcome.fixed) else { continue }
            if parses(before), !parses(after) {
                fatalError("fix property: \(entry.path) parsed before the fixes and does not after them")
            }
            checkFormatIsStable(after, entry: entry)
        }
        checkOnlyEditedBytesChanged(outcome)
        guard outcome.converged else { return }
        let again = fixer.fix(Template(outcome.fixed.contents, path: outcome.fixed.path, kind: outcome.fixed.kind))
        if again.hasChanges {
            fatalError("fix property: a second fix run changed \(again.changedFiles.map { $0.entry.path }), applying \(again.applied.map(\.title))")
        }
    }

    /// Whether `bytes` parse to a JSON tree: no encoding, syntax or depth problem.
    static func parses(_ bytes: [UInt8]) -> Bool {
        !JSONParser.parse(bytes).problems.contains { [JSONProblem.Kind.encoding, .syntax, .tooDeep].contains($0.kind) }
    }

    static func bytes(of entry: EntryName, in template: Template) -> [UInt8]? {
        entry == .nativeConfig ? template.contents.nativeConfig : template.contents.pushwoosh
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
    /// applied fixes into passes (at most ``TemplateFixer/maximumPasses``, each one's edits
    /// disjoint) under which splicing gives the fixed bytes, longest passes first.
    private static func checkOnlyEditedBytesChanged(_ outcome: FixOutcome) {
        let edits = outcome.applied.compactMap { fix -> (EntryName, [TextEdit])? in
            guard case .edits(let entry, let edits) = fix.change else { return nil }
            return (entry, edits)
        }
        let start = EntryName.sdkFiles.map { bytes(of: $0, in: outcome.original) }
        let goal = EntryName.sdkFiles.map { bytes(of: $0, in: outcome.fixed) }
        var budget = 4096
        switch PassSearch.split(edits, from: start, to: goal, passesLeft: TemplateFixer.maximumPasses, budget: &budget) {
        case .found, .gaveUp: return
        case .impossible:
            fatalError("fix property: the fixed files are not the originals with the \(edits.count) applied edits spliced in (bytes outside the edits changed)")
        }
    }
}
