#if canImport(Darwin)
@preconcurrency import Darwin
import PWTemplateSystem

/// The macOS watcher: a kqueue vnode filter on every watched folder and relevant file; any
/// event takes a new ``TreeSnapshot`` (what differs from the last is the change) and registers
/// again.
/// Small on purpose, and not run by the Linux tests: the ``PollingWatcher`` is the fallback.
final class KqueueWatcher: FileWatcher, @unchecked Sendable {
    private let queue: Int32
    private let roots: [WatchRoot]
    private let isRelevant: @Sendable (String) -> Bool
    private var snapshot: TreeSnapshot
    private var descriptors: [Int32] = []

    init(roots: [WatchRoot], isRelevant: @escaping @Sendable (String) -> Bool) throws(FileSystemError) {
        queue = kqueue()
        guard queue >= 0 else { throw FileSystem.error(errno, "kqueue") }
        self.roots = roots
        self.isRelevant = isRelevant
        snapshot = TreeSnapshot(roots: roots, isRelevant: isRelevant)
        register()
    }

    private func register() {
        descriptors.forEach { SystemSocket.close($0) }
        descriptors = []
        for path in snapshot.folders.sorted() + snapshot.files.keys.sorted() {
            let descriptor = open(path, O_EVTONLY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            descriptors.append(descriptor)
            var change = kevent(
                ident: UInt(descriptor), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
                fflags: UInt32(NOTE_WRITE | NOTE_DELETE | NOTE_RENAME | NOTE_EXTEND | NOTE_ATTRIB), data: 0, udata: nil)
            _ = kevent(queue, &change, 1, nil, 0, nil)
        }
    }

    func waitForChanges(timeoutMilliseconds: Int32) -> WatchedChanges? {
        var events = [kevent](repeating: kevent(), count: 32)
        var timeout = timespec(tv_sec: Int(timeoutMilliseconds / 1000), tv_nsec: Int(timeoutMilliseconds % 1000) * 1_000_000)
        guard kevent(queue, nil, 0, &events, Int32(events.count), &timeout) > 0 else { return nil }
        let next = TreeSnapshot(roots: roots, isRelevant: isRelevant)
        defer { snapshot = next; register() }
        return next == snapshot ? nil : WatchedChanges(paths: next.changes(since: snapshot))
    }

    func close() {
        descriptors.forEach { SystemSocket.close($0) }
        SystemSocket.close(queue)
    }
}
#endif
