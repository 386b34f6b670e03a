import PWTemplateSystem
import Synchronization

/// The HTTP/1.1 server of `preview --serve`: serves the pages of a ``ServedSite`` and nothing
/// else, each connection on its own thread with timeouts, at most
/// ``PreviewServerConfiguration/maximumConnections`` at once, and tells open pages through
/// Server-Sent Events when they change.
public final class PreviewServer: Sendable {
    public let configuration: PreviewServerConfiguration
    public let site: ServedSite
    /// The port listened on (the system's choice when port 0 was asked for).
    public var port: UInt16 { listener.port }

    let listener: TCPListener
    /// Wakes the accept loop when the server stops.
    let stopPipe: WakePipe
    let state = Mutex(State())

    struct State {
        var stopped = false
        /// Whether the listener was closed (by `run`).
        var listenerClosed = false
        var connections = 0
        var eventStreams = 0
        /// Every open connection, so stopping can shut them all down.
        var open: Set<TCPConnection> = []
        /// The wake pipe of every event stream, woken when pages change or the server stops.
        var subscribers: [Int32: WakePipe] = [:]
    }

    /// Listens on the configured address (throws `addressInUse` when the port is taken).
    public init(configuration: PreviewServerConfiguration, site: ServedSite) throws(SocketError) {
        self.configuration = configuration
        self.site = site
        listener = try TCPListener(address: configuration.address)
        do {
            stopPipe = try WakePipe()
        } catch {
            listener.close()
            throw error
        }
    }

    /// Accepts connections until ``stop()``, then closes the listener (the port is free
    /// again) and waits briefly for open connections to end.
    public func run() {
        while !isStopped {
            guard hasFreeConnectionSlot else {
                _ = Poll.readable([stopPipe.readDescriptor], timeoutMilliseconds: 20)
                continue
            }
            guard let connection = listener.accept(timeoutMilliseconds: 1000, wake: stopPipe) else { continue }
            let admitted = state.withLock { state in
                guard !state.stopped else { return false }
                state.connections += 1
                state.open.insert(connection)
                return true
            }
            guard admitted else {
                connection.close()
                continue
            }
            if !SystemThread.detach({ self.serve(connection) }) {
                release(connection, eventStream: false)
            }
        }
        state.withLock { $0.listenerClosed = true }
        listener.close()
        for _ in 0..<100 where state.withLock({ !$0.open.isEmpty }) { Poll.sleep(milliseconds: 20) }
    }

    deinit {
        // Here, not at the end of `run`: a late `stop()` must never write to a closed (and perhaps
        // reused) descriptor.
        stopPipe.close()
        if !state.withLock(\.listenerClosed) { listener.close() }
    }

    /// Stops the server from any thread: the accept loop ends and every connection is shut down.
    public func stop() {
        state.withLock { state in
            state.stopped = true
            state.open.forEach { $0.shutdown() }
            state.subscribers.values.forEach { $0.wake() }
        }
        stopPipe.wake()
    }

    /// Serves `built` (page name → bytes) from now on; pages that changed are told through their
    /// event streams. Returns the names of the changed pages.
    @discardableResult
    public func publish(_ built: [String: [UInt8]]) -> Set<String> {
        let changed = site.update(built)
        if !changed.isEmpty {
            state.withLock { $0.subscribers.values.forEach { $0.wake() } }
        }
        return changed
    }

    /// Whether ``stop()`` was called.
    public var isStopped: Bool { state.withLock(\.stopped) }

    /// Connections and event streams open now, for tests and messages.
    public var openCounts: (connections: Int, eventStreams: Int) {
        state.withLock { ($0.connections, $0.eventStreams) }
    }

    private var hasFreeConnectionSlot: Bool {
        state.withLock { $0.connections < configuration.maximumConnections }
    }

    /// Closes `connection` and frees its slot.
    func release(_ connection: TCPConnection, eventStream: Bool) {
        state.withLock { state in
            state.open.remove(connection)
            if eventStream { state.eventStreams -= 1 } else { state.connections -= 1 }
        }
        connection.close()
    }
}
