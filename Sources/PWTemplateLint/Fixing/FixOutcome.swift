import PWTemplateArchive
import PWTemplateSyntax

/// What ``TemplateFixer`` did to one template.
public struct FixOutcome: Sendable {
    /// The template as read.
    public var original: Template
    /// The template with every applied fix, as linted last.
    public var fixed: Template
    /// The findings left in ``fixed``.
    public var report: TemplateReport
    /// The fixes applied, in the order applied.
    public var applied: [Fix]
    /// The fixes not applied, with the reason.
    public var refused: [RefusedFix]
    /// Whether the last pass found nothing more to apply (`false` when the pass limit stopped it).
    public var converged: Bool

    /// The new bytes of each of the two SDK files whose text changed, `native-config.json` first.
    public var changedFiles: [(entry: EntryName, old: [UInt8], new: [UInt8])] {
        EntryName.sdkFiles.compactMap { entry in
            let old = Self.bytes(of: entry, in: original), new = Self.bytes(of: entry, in: fixed)
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

    static func bytes(of entry: EntryName, in template: Template) -> [UInt8]? {
        entry == .nativeConfig ? template.contents.nativeConfig : entry == .pushwoosh ? template.contents.pushwoosh : nil
    }
}
