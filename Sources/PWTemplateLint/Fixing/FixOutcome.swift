import PWTemplateArchive
import PWTemplateSyntax

/// What a ``Fixer`` did to one document; ``FixOutcome`` is a native template's.
public struct FixResult<Document: MessageDocument>: Sendable {
    /// The document as read.
    public var original: Document
    /// The document with every applied fix, as linted last.
    public var fixed: Document
    /// The findings left in ``fixed``.
    public var report: TemplateReport
    /// The fixes applied, in the order applied.
    public var applied: [Fix]
    /// The fixes not applied, with the reason.
    public var refused: [RefusedFix]
    /// Whether the last pass found nothing more to apply (`false` when the pass limit stopped it).
    public var converged: Bool

    /// The old and new bytes of each text entry that changed, in the document's order.
    public var changedFiles: [(entry: EntryName, old: [UInt8], new: [UInt8])] {
        original.textEntries.compactMap { entry in
            let old = original.bytes(of: entry), new = fixed.bytes(of: entry)
            guard let old, let new, old != new else { return nil }
            return (entry, old, new)
        }
    }

    /// The entries dropped from the archive or folder, in the order applied.
    public var droppedEntries: [EntryName] {
        applied.compactMap { fix in
            guard case .dropEntry(let entry) = fix.change else { return nil }
            return entry
        }
    }

    /// The folder whose contents move to the root, when that fix was applied.
    public var movedFolder: String? {
        applied.lazy.compactMap { fix -> String? in
            guard case .moveToRoot(let folder) = fix.change else { return nil }
            return folder
        }.first
    }

    /// Whether writing the outcome would change anything.
    public var hasChanges: Bool {
        !changedFiles.isEmpty || !droppedEntries.isEmpty || movedFolder != nil
    }
}
