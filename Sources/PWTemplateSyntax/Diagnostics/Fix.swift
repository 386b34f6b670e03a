/// A change that resolves a finding, for `lint --fix` to apply.
public struct Fix: Sendable, Hashable {
    /// Whether a fix may be applied without a person looking at it.
    public enum Applicability: String, Sendable, Hashable {
        /// Keeps what the template shows and means (e.g. removing an exact duplicate key).
        case safe
        /// May change what the template shows or means; apply only on request.
        case unsafe
    }

    /// What a fix changes.
    public enum Change: Sendable, Hashable {
        /// Replacements in the bytes of one entry; they do not overlap, and their offsets all
        /// refer to the bytes before any of them is applied.
        case edits(EntryName, [TextEdit])
        /// Removes one entry from the archive or folder; a name ending with `/` removes that
        /// folder and everything in it (a `__MACOSX/` folder).
        case dropEntry(EntryName)
        /// Moves everything inside `folder` (a path without a trailing `/`) to the root, for a
        /// template whose folder was compressed instead of its contents.
        case moveToRoot(folder: String)
    }

    /// What the fix does, in a few words (`remove the duplicate key "title"`).
    public var title: String
    public var applicability: Applicability
    public var change: Change

    public init(title: String, applicability: Applicability, change: Change) {
        self.title = title
        self.applicability = applicability
        self.change = change
    }
}
