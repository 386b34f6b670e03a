import Synchronization

/// The pages being served, each with the version it last changed at; shared by the connection
/// threads (reading) and the rebuild loop (``update(_:)``).
public final class ServedSite: Sendable {
    /// A page as served: HTML pages carry the live-reload script for their version.
    public struct Page: Sendable {
        public var bytes: [UInt8]
        public var version: String
        /// The bytes the site builder gave, to tell a changed page from an unchanged one.
        var built: [UInt8]
    }

    private struct State {
        var pages: [String: Page] = [:]
        var generation = 0
    }

    private let state = Mutex(State())
    /// Distinguishes this server's versions from an earlier run's, so a page left open across a
    /// restart reloads once.
    private let instance: String

    /// An empty site; `instance` is part of every version.
    public init(instance: String) {
        self.instance = instance
    }

    /// The page called `name`.
    public func page(_ name: String) -> Page? {
        state.withLock { $0.pages[name] }
    }

    /// The version of the page called `name`; `nil` when there is none.
    public func version(of name: String) -> String? {
        state.withLock { $0.pages[name]?.version }
    }

    /// The names of the pages.
    public var names: Set<String> {
        state.withLock { Set($0.pages.keys) }
    }

    /// Replaces the pages with `built` (name → bytes); returns the names of the pages that were
    /// added, changed or removed (each of which gets a new version).
    @discardableResult
    public func update(_ built: [String: [UInt8]]) -> Set<String> {
        state.withLock { state in
            state.generation += 1
            let version = "\(instance)-\(state.generation)"
            var changed = Set(state.pages.keys).subtracting(built.keys)
            for name in changed { state.pages[name] = nil }
            for (name, bytes) in built where state.pages[name]?.built != bytes {
                changed.insert(name)
                let served = name.lowercased().hasSuffix(".html")
                    ? LiveReload.injected(into: bytes, name: name, version: version) : bytes
                state.pages[name] = Page(bytes: served, version: version, built: bytes)
            }
            return changed
        }
    }
}
