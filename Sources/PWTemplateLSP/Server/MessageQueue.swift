import Dispatch
import Synchronization

/// What the reader hands the server loop, in arrival order.
enum QueuedItem: Sendable {
    case message(Message)
    /// A body that is not a valid message: answered with this error.
    case failure(DecodeFailure)
}

/// The messages read but not yet handled, shared by the reader thread and the server loop.
/// `$/cancelRequest` is noted here at once, so a request still waiting is answered as cancelled.
final class MessageQueue: Sendable {
    private struct State {
        var items: [QueuedItem] = []
        var head = 0
        var cancelled = Set<RequestID>()
        var closed = false
    }

    private let state = Mutex(State())
    private let available = DispatchSemaphore(value: 0)

    /// Adds an item for the loop.
    func push(_ item: QueuedItem) {
        state.withLock { $0.items.append(item) }
        available.signal()
    }

    /// Marks the end of the input: the loop ends after the queued items.
    func close() {
        state.withLock { $0.closed = true }
        available.signal()
    }

    /// Notes that the client cancelled request `id`.
    func cancel(_ id: RequestID) {
        state.withLock { state in
            // Ids of requests answered long ago are never looked up again: keep the set small.
            if state.cancelled.count > 10_000 { state.cancelled.removeAll() }
            state.cancelled.insert(id)
        }
    }

    /// Whether request `id` was cancelled; forgets it (each id is answered once).
    func takeCancellation(of id: RequestID) -> Bool {
        state.withLock { $0.cancelled.remove(id) != nil }
    }

    /// The next item, waiting for one; `nil` once the input ended and everything was taken.
    func pop() -> QueuedItem? {
        while true {
            let next = state.withLock { state -> QueuedItem?? in
                if state.head < state.items.count {
                    let item = state.items[state.head]
                    state.head += 1
                    if state.head > 1024, state.head * 2 > state.items.count {
                        state.items.removeFirst(state.head)
                        state.head = 0
                    }
                    return .some(item)
                }
                return state.closed ? .some(nil) : nil
            }
            if let next { return next }
            available.wait()
        }
    }

    /// Whether an item still waiting matches `predicate` (a later change of the same document
    /// makes linting this one pointless).
    func hasWaiting(where predicate: (QueuedItem) -> Bool) -> Bool {
        state.withLock { state in state.items[state.head...].contains(where: predicate) }
    }
}
