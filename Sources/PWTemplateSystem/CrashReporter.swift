#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif
import Synchronization

/// Turns a crash into exit code 3 with a "please report" message naming the inputs being read,
/// instead of a signal death or a Swift backtrace.
///
/// The message is prepared before the crash, each time the inputs change, and written from the
/// signal handler with `write(2)` only, which is async-signal-safe. Inputs read in parallel are
/// all named, since any of them may have caused the crash.
public enum CrashReporter {
    private static let capacity = 4096
    /// Two message buffers: one is published for the handler while the next message is written
    /// into the other.
    nonisolated(unsafe) private static let buffers: UnsafeMutablePointer<UInt8> = {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * capacity)
        buffer.initialize(repeating: 0, count: 2 * capacity)
        return buffer
    }()
    /// The published message: its length times two, plus the index of its buffer.
    private static let published = Atomic<Int>(0)
    /// The inputs being read, in the order their reading began.
    private static let inputs = Mutex<[String]>([])
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

    /// Records the one input being read (`nil`: none), so a crash names it.
    public static func setInput(_ path: String?) {
        inputs.withLock { inputs in
            inputs = path.map { [$0] } ?? []
            publish(message(inputs: inputs))
        }
    }

    /// Runs `body` with `path` recorded as one of the inputs being read, so a crash during it
    /// names `path` along with the inputs other threads are reading.
    public static func reading<Result>(_ path: String, _ body: () -> Result) -> Result {
        inputs.withLock { inputs in
            inputs.append(path)
            publish(message(inputs: inputs))
        }
        defer {
            inputs.withLock { inputs in
                if let index = inputs.firstIndex(of: path) { inputs.remove(at: index) }
                publish(message(inputs: inputs))
            }
        }
        return body()
    }

    /// The message a crash writes while `inputs` are being read.
    public static func message(inputs: [String]) -> String {
        let quoted = inputs.map { "'\($0)'" }
        switch quoted.count {
        case 0:
            return "pwtemplate: internal error. Please report this bug with the command you ran.\n"
        case 1:
            return "pwtemplate: internal error while checking \(quoted[0]). Please report this bug with that file attached.\n"
        default:
            return "pwtemplate: internal error while checking one of \(quoted.joined(separator: ", ")) "
                + "(read in parallel). Please report this bug with those files attached.\n"
        }
    }

    /// The message a crash would write now.
    static var publishedMessage: String {
        inputs.withLock { _ in
            let message = published.load(ordering: .acquiring)
            let bytes = UnsafeBufferPointer(start: buffers + (message & 1) * capacity, count: message >> 1)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Copies `text` (cut to the capacity, ending with a line break) into the unpublished buffer,
    /// then publishes it. Callers hold the `inputs` lock.
    private static func publish(_ text: String) {
        var bytes = Array(text.utf8)
        if bytes.count > capacity { bytes = bytes.prefix(capacity - 1) + [UInt8(ascii: "\n")] }
        let index = 1 - published.load(ordering: .relaxed) & 1
        bytes.withUnsafeBufferPointer { (buffers + index * capacity).update(from: $0.baseAddress!, count: $0.count) }
        published.store(bytes.count << 1 | index, ordering: .releasing)
    }

    private static let handle: @convention(c) (Int32) -> Void = { _ in
        let message = CrashReporter.published.load(ordering: .acquiring)
        _ = write(2, CrashReporter.buffers + (message & 1) * CrashReporter.capacity, message >> 1)
        _exit(3)
    }
}
