#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

/// Waiting on descriptors with `poll(2)`.
public enum Poll {
    /// Which of `descriptors` are readable (or closed, or failed) within `timeoutMilliseconds`
    /// (-1 waits for ever); all `false` on timeout; `nil` when `poll` fails.
    public static func readable(_ descriptors: [Int32], timeoutMilliseconds: Int32) -> [Bool]? {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while true {
            let result = poll(&entries, nfds_t(entries.count), timeoutMilliseconds)
            if result < 0 && errno == EINTR { continue }
            guard result >= 0 else { return nil }
            return entries.map { $0.revents & Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL) != 0 }
        }
    }

    /// Whether `descriptor` takes more bytes within `timeoutMilliseconds`.
    package static func writable(_ descriptor: Int32, timeoutMilliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        while true {
            let result = poll(&entry, 1, timeoutMilliseconds)
            if result < 0 && errno == EINTR { continue }
            return result > 0 && entry.revents & Int16(POLLOUT) != 0 && entry.revents & Int16(POLLERR | POLLHUP) == 0
        }
    }

    /// Sleeps `milliseconds`.
    public static func sleep(milliseconds: Int32) {
        _ = poll(nil, 0, milliseconds)
    }

    /// A duration in whole milliseconds, rounded up, at least 1 and at most `Int32.max`.
    package static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: max(1, total))
    }
}
