/// What ``ArchiveRewriter`` changes in a ZIP archive. Entries are named as stored in the archive
/// (``ArchiveEntry/name``; folders end with `/`); every entry named nowhere here is kept as it is.
public struct ArchiveChanges: Sendable, Equatable {
    /// New bytes for existing entries.
    public var replacements: [String: [UInt8]]
    /// Entries to remove; a name stored more than once loses every copy.
    public var removals: Set<String>
    /// New names for existing entries, old name to new name.
    public var moves: [String: String]

    public init(replacements: [String: [UInt8]] = [:], removals: Set<String> = [], moves: [String: String] = [:]) {
        self.replacements = replacements
        self.removals = removals
        self.moves = moves
    }

    /// Nothing changes.
    public var isEmpty: Bool { replacements.isEmpty && removals.isEmpty && moves.isEmpty }
}
