#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

/// SIGINT and SIGTERM taken with `sigwait` on a thread of their own instead of a handler, so
/// stopping runs ordinary code.
public enum TerminationSignals {
    /// Blocks SIGINT and SIGTERM in the calling thread and every thread it starts afterwards;
    /// call it before starting threads, then ``wait()`` on one of them.
    public static func block() {
        var set = signals()
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Undoes ``block()`` in the calling thread (a pending signal is delivered then).
    public static func unblock() {
        var set = signals()
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Waits for SIGINT or SIGTERM (blocked by ``block()``) and returns its number.
    public static func wait() -> Int32 {
        var set = signals()
        var received: Int32 = 0
        while sigwait(&set, &received) != 0 {}
        return received
    }

    private static func signals() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        return set
    }
}
