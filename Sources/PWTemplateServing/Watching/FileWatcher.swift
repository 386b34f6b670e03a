import PWTemplateSystem

/// A folder to watch: with its subfolders (`recursive`), or only the files directly in it.
public struct WatchRoot: Sendable, Equatable {
    public var path: String
    public var recursive: Bool

    public init(path: String, recursive: Bool) {
        self.path = path
        self.recursive = recursive
    }
}

/// How a watcher learns of changes.
public enum WatchMode: String, Sendable, CaseIterable {
    /// inotify on Linux, kqueue on macOS (polling elsewhere).
    case native
    /// Compares modification times and sizes every ``PollingWatcher/interval``: works on any
    /// file system, network shares and containers included.
    case poll
}

/// Waits for changes to the relevant files under some folders and says which paths changed. A
/// watcher is used by one thread at a time. Folders whose names start with `.` (`.git`,
/// `.build`) are not looked into; folders appearing or disappearing count as changes.
public protocol FileWatcher: AnyObject, Sendable {
    /// Waits up to `timeoutMilliseconds` for a relevant file (or a folder) to be created,
    /// changed, renamed or deleted: what changed, or `nil` when nothing did.
    func waitForChanges(timeoutMilliseconds: Int32) -> WatchedChanges?
    /// Releases the watcher's descriptors.
    func close()
}

/// Makes the watcher of a ``WatchMode``.
public enum FileWatchers {
    /// A watcher of `roots` reporting changes to the files whose names satisfy `isRelevant`.
    public static func make(
        roots: [WatchRoot],
        mode: WatchMode,
        isRelevant: @escaping @Sendable (String) -> Bool
    ) throws(FileSystemError) -> any FileWatcher {
        switch mode {
        case .poll:
            return PollingWatcher(roots: roots, isRelevant: isRelevant)
        case .native:
            #if os(Linux)
            return try InotifyWatcher(roots: roots, isRelevant: isRelevant)
            #elseif canImport(Darwin)
            return try KqueueWatcher(roots: roots, isRelevant: isRelevant)
            #else
            return PollingWatcher(roots: roots, isRelevant: isRelevant)
            #endif
        }
    }

    /// Whether a watcher descends into the folder `name`.
    static func descends(into name: String) -> Bool {
        !name.hasPrefix(".")
    }
}
