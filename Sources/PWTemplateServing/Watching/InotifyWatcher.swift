#if os(Linux)
@preconcurrency import Glibc
import PWTemplateSystem

/// The Linux watcher: one inotify watch per folder, added for new subfolders as they appear.
final class InotifyWatcher: FileWatcher, @unchecked Sendable {
    private let descriptor: Int32
    private let isRelevant: @Sendable (String) -> Bool
    /// Each watch's folder and whether its subfolders are watched too.
    private var folders: [Int32: WatchRoot] = [:]
    private static let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
        | IN_DELETE_SELF | IN_MOVE_SELF)

    init(roots: [WatchRoot], isRelevant: @escaping @Sendable (String) -> Bool) throws(FileSystemError) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw FileSystem.error(errno, "inotify") }
        self.isRelevant = isRelevant
        for root in roots { watch(root, depth: 0) }
    }

    private func watch(_ folder: WatchRoot, depth: Int) {
        let identifier = inotify_add_watch(descriptor, folder.path, Self.mask | UInt32(IN_ONLYDIR))
        guard identifier >= 0 else { return }
        folders[identifier] = folder
        guard folder.recursive, depth < TreeSnapshot.maximumDepth,
              let names = try? FileSystem.contents(ofDirectory: folder.path) else { return }
        for name in names where FileWatchers.descends(into: name) {
            let path = folder.path + "/" + name
            if (try? FileSystem.kind(of: path)) == .directory { watch(WatchRoot(path: path, recursive: true), depth: depth + 1) }
        }
    }

    func waitForChanges(timeoutMilliseconds: Int32) -> WatchedChanges? {
        guard let ready = Poll.readable([descriptor], timeoutMilliseconds: timeoutMilliseconds), ready[0] else { return nil }
        var changes = WatchedChanges()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glue.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return changes.isEmpty ? nil : changes }
            handle(buffer[0..<count], into: &changes)
        }
    }

    /// Adds the relevant ones of a batch of `struct inotify_event`s (`wd`, `mask`, `cookie`,
    /// `len`, then `len` bytes of NUL-padded name) to `changes`.
    private func handle(_ events: ArraySlice<UInt8>, into changes: inout WatchedChanges) {
        var offset = events.startIndex
        while offset + 16 <= events.endIndex {
            let identifier = Int32(bitPattern: word(events, offset))
            let mask = word(events, offset + 4)
            let length = Int(word(events, offset + 12))
            let nameBytes = events[(offset + 16)..<min(offset + 16 + length, events.endIndex)].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            offset += 16 + length
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                changes.markOverflow()
                continue
            }
            if mask & UInt32(IN_IGNORED) != 0 {
                folders[identifier] = nil
                continue
            }
            guard let folder = folders[identifier] else { continue }
            if mask & UInt32(IN_ISDIR) != 0 {
                guard FileWatchers.descends(into: name), folder.recursive else { continue }
                if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                    watch(WatchRoot(path: folder.path + "/" + name, recursive: true), depth: 0)
                }
                changes.insert(folder.path + "/" + name)
            } else if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
                changes.insert(folder.path)
            } else if isRelevant(name) {
                changes.insert(folder.path + "/" + name)
            }
        }
    }

    private func word(_ bytes: ArraySlice<UInt8>, _ offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) }
    }

    func close() {
        SystemSocket.close(descriptor)
    }
}
#endif
