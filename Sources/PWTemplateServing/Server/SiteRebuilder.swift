import PWTemplateSyntax
import PWTemplateSystem

/// Keeps a ``PreviewServer``'s pages in step with the files: waits for the watcher, lets a burst
/// of saves settle, builds the site from what changed (the builder reads again only what the
/// changed paths touch), and publishes it (the pages whose bytes changed are told to reload).
public struct SiteRebuilder: Sendable {
    /// What one rebuild did.
    public struct Rebuild: Sendable {
        /// The pages added, changed or removed, sorted.
        public var changed: [String]
        public var pageCount: Int
        public var duration: Duration
    }

    /// A change followed by another within this many milliseconds is one change (an editor's
    /// write then rename, a ZIP written in parts). Short, because it is part of every save's
    /// wait for the reload.
    public static let settleMilliseconds: Int32 = 20
    /// A stream of changes still rebuilds after this many settle periods (400 ms).
    static let maximumSettles = 20

    let watcher: any FileWatcher
    let server: PreviewServer
    let build: @Sendable (WatchedChanges) -> [String: [UInt8]]
    let report: @Sendable (Rebuild) -> Void

    /// `build` makes the site (page name → bytes) after the changes the watcher saw; `report`
    /// hears of each rebuild.
    public init(
        watcher: any FileWatcher,
        server: PreviewServer,
        build: @escaping @Sendable (WatchedChanges) -> [String: [UInt8]],
        report: @escaping @Sendable (Rebuild) -> Void
    ) {
        self.watcher = watcher
        self.server = server
        self.build = build
        self.report = report
    }

    /// Watches and rebuilds until the server stops; then closes the watcher.
    public func run() {
        defer { watcher.close() }
        while !server.isStopped {
            guard var changes = watcher.waitForChanges(timeoutMilliseconds: 200) else { continue }
            var settles = 0
            while settles < Self.maximumSettles, let more = watcher.waitForChanges(timeoutMilliseconds: Self.settleMilliseconds) {
                changes.formUnion(more)
                settles += 1
            }
            let start = ContinuousClock.now
            let pages = build(changes)
            let changed = server.publish(pages)
            report(Rebuild(changed: changed.sorted(), pageCount: pages.count, duration: ContinuousClock.now - start))
        }
    }

    /// The folders to watch for the command-line `paths`: a folder with its subfolders; the
    /// folder holding a named file (a ZIP, a `native-config.json`), which editors replace by
    /// renaming, without them.
    public static func watchRoots(for paths: [String]) -> [WatchRoot] {
        paths.map { path in
            if (try? FileSystem.resolvedKind(of: path)) == .directory { return WatchRoot(path: path, recursive: true) }
            let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? "."
            return WatchRoot(path: folder.isEmpty ? "/" : folder, recursive: false)
        }
    }
}
