#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

/// Turns a crash into exit code 3 with a "please report" message naming the input being read,
/// instead of a signal death or a Swift backtrace.
///
/// The message is prepared before the crash and written from the signal handler with `write(2)`
/// only, which is async-signal-safe.
public enum CrashReporter {
    private static let capacity = 4096
    nonisolated(unsafe) private static let message: UnsafeMutablePointer<UInt8> = {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        return buffer
    }()
    nonisolated(unsafe) private static var length = 0
    private static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    /// Installs the handlers for crash signals; call once at start-up.
    public static func install() {
        setInput(nil)
        for signalNumber in signals {
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handle
            #else
            action.__sigaction_handler.sa_handler = handle
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signalNumber, &action, nil)
        }
    }

    /// Records the input being read, so a crash names it.
    public static func setInput(_ path: String?) {
        let text = path.map { "pwtemplate: internal error while checking '\($0)'. Please report this bug with that file attached.\n" }
            ?? "pwtemplate: internal error. Please report this bug with the command you ran.\n"
        let bytes = Array(text.utf8.prefix(capacity))
        bytes.withUnsafeBufferPointer { message.update(from: $0.baseAddress!, count: $0.count) }
        length = bytes.count
    }

    private static let handle: @convention(c) (Int32) -> Void = { _ in
        _ = write(2, CrashReporter.message, CrashReporter.length)
        _exit(3)
    }
}
