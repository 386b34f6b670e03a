/// What the paths of a `lint` run name.
public struct Discovery: Sendable, Equatable {
    /// The templates to lint, in the order found (reports sort them again by path).
    public var targets: [LintTarget]
    /// Explicit paths that are not templates (e.g. a `README.md` a hook passed): skipped with a note.
    public var skippedPaths: [String]
    /// Folders that were scanned and held no template.
    public var emptyFolders: [String]
}
