/// What a watcher saw: the paths of the relevant files and of the folders that were created,
/// changed, renamed or deleted, and whether it lost count (inotify's queue overflowed), when
/// anything may have changed.
public struct WatchedChanges: Sendable, Equatable {
    public private(set) var paths: Set<String>
    public private(set) var isOverflow: Bool

    public init(paths: Set<String> = [], isOverflow: Bool = false) {
        self.paths = paths
        self.isOverflow = isOverflow
    }

    /// Nothing was seen.
    public var isEmpty: Bool { paths.isEmpty && !isOverflow }

    mutating func insert(_ path: String) {
        paths.insert(path)
    }

    mutating func markOverflow() {
        isOverflow = true
    }

    /// Adds what `other` saw.
    public mutating func formUnion(_ other: WatchedChanges) {
        paths.formUnion(other.paths)
        isOverflow = isOverflow || other.isOverflow
    }
}
