import PWTemplateSystem

/// The folders and the relevant files under some roots, with each file's modification time,
/// size and inode: two snapshots differ when a file was created, changed, replaced or deleted.
struct TreeSnapshot: Equatable {
    private(set) var folders: Set<String> = []
    private(set) var files: [String: FileStamp] = [:]

    /// Folders deeper than this under a root are not looked into (a link loop, a huge tree).
    static let maximumDepth = 24

    init(roots: [WatchRoot], isRelevant: (String) -> Bool) {
        for root in roots { scan(root.path, depth: root.recursive ? 0 : Self.maximumDepth, isRelevant: isRelevant) }
    }

    /// The folders and files that differ from `earlier`: created, changed, replaced or deleted.
    func changes(since earlier: TreeSnapshot) -> Set<String> {
        var paths = folders.symmetricDifference(earlier.folders)
        for (path, stamp) in files where earlier.files[path] != stamp { paths.insert(path) }
        for path in earlier.files.keys where files[path] == nil { paths.insert(path) }
        return paths
    }

    private mutating func scan(_ folder: String, depth: Int, isRelevant: (String) -> Bool) {
        guard let names = try? FileSystem.contents(ofDirectory: folder) else { return }
        folders.insert(folder)
        for name in names {
            let path = folder + "/" + name
            guard let stamp = FileSystem.stamp(of: path) else { continue }
            if stamp.kind == .directory {
                if depth < Self.maximumDepth, FileWatchers.descends(into: name) {
                    scan(path, depth: depth + 1, isRelevant: isRelevant)
                }
            } else if isRelevant(name) {
                files[path] = stamp
            }
        }
    }
}

/// The portable watcher: takes a ``TreeSnapshot`` every ``interval`` and compares.
public final class PollingWatcher: FileWatcher, @unchecked Sendable {
    /// Time between two snapshots, in milliseconds.
    public static let interval: Int32 = 100
    private let roots: [WatchRoot]
    private let isRelevant: @Sendable (String) -> Bool
    private var snapshot: TreeSnapshot

    init(roots: [WatchRoot], isRelevant: @escaping @Sendable (String) -> Bool) {
        self.roots = roots
        self.isRelevant = isRelevant
        snapshot = TreeSnapshot(roots: roots, isRelevant: isRelevant)
    }

    public func waitForChanges(timeoutMilliseconds: Int32) -> WatchedChanges? {
        var remaining = timeoutMilliseconds
        repeat {
            let step = min(Self.interval, max(remaining, 0))
            Poll.sleep(milliseconds: step)
            remaining -= step
            let next = TreeSnapshot(roots: roots, isRelevant: isRelevant)
            if next != snapshot {
                defer { snapshot = next }
                return WatchedChanges(paths: next.changes(since: snapshot))
            }
        } while remaining > 0
        return nil
    }

    public func close() {}
}
