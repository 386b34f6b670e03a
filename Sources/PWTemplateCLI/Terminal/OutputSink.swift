import PWTemplateSystem
import Synchronization

/// Where the CLI writes text: a standard stream in the executable, a buffer in tests.
public protocol OutputSink: Sendable {
    /// Writes `text`; returns `false` when the destination refuses it.
    @discardableResult
    func write(_ text: String) -> Bool
    /// Whether a person is probably reading (colour is allowed).
    var isTerminal: Bool { get }
}

extension StandardStream: OutputSink {}

/// An in-memory sink, for tests and for reports assembled before writing.
public final class BufferedOutput: OutputSink {
    private let storage = Mutex("")
    public let isTerminal: Bool

    public init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    @discardableResult
    public func write(_ text: String) -> Bool {
        storage.withLock { $0 += text }
        return true
    }

    /// Everything written so far.
    public var text: String { storage.withLock { $0 } }
}
