/// What the paths of a `lint` run name.
public struct Discovery: Sendable, Equatable {
    /// The templates to lint, in the order found (reports sort them again by path).
    public var targets: [LintTarget]
    /// Folders that were scanned and held no template.
    public var emptyFolders: [String]
}
