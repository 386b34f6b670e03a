#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

/// Runs another program to its end, bounded in time, with `posix_spawn`: the one way the core
/// starts a process (`preview --png` starts a headless browser). The child inherits the
/// environment, reads `/dev/null`, and writes its standard output and error into one pipe, of
/// which the last `outputLimit` bytes are kept for messages. It runs in a process group of its
/// own, so a timeout ends it with everything it started.
public struct Subprocess: Sendable {
    /// The program's path (not searched in `PATH`: see ``FileSystem/executable(named:searchPath:)``).
    public var executable: String
    /// The arguments after the program's name.
    public var arguments: [String]
    /// How long the program may run before it is killed.
    public var timeout: Duration
    /// How many bytes of its last output are kept.
    public var outputLimit: Int

    public init(executable: String, arguments: [String], timeout: Duration, outputLimit: Int = 16_384) {
        self.executable = executable
        self.arguments = arguments
        self.timeout = timeout
        self.outputLimit = outputLimit
    }

    /// How a run ended.
    public enum Outcome: Sendable, Equatable {
        /// The program exited with this status.
        case exited(Int32)
        /// A signal ended it (a crash: `SIGSEGV`, `SIGABRT`, …).
        case signaled(Int32)
        /// It ran longer than the timeout and was killed with its process group.
        case timedOut
    }

    /// A finished run: how it ended and the tail of what it printed.
    public struct Result: Sendable, Equatable {
        public var outcome: Outcome
        /// The last bytes of standard output and error, interleaved as written.
        public var output: [UInt8]
    }

    /// Starts the program and waits for it (or for the timeout). Throws only when it cannot be
    /// started at all (missing, not executable, no processes left).
    public func run() throws(SubprocessError) -> Result {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw SubprocessError(executable: executable, code: errno) }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let pid: pid_t
        do throws(SubprocessError) {
            pid = try spawn(outputDescriptor: pipeEnds[1])
        } catch {
            close(pipeEnds[0])
            close(pipeEnds[1])
            throw error
        }
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        return wait(for: pid, reading: pipeEnds[0])
    }

    /// Its own process group (so a timeout kills its helpers too), no blocked signals, and
    /// SIGPIPE back to its default action whatever this process did with it.
    private func spawn(outputDescriptor: Int32) throws(SubprocessError) -> pid_t {
        try ProcessLaunch(
            program: executable, arguments: arguments, output: outputDescriptor,
            ownProcessGroup: true, defaultSignals: [SIGPIPE]
        ).start()
    }

    /// Reads the child's output until it exits or the deadline passes; a child that outlives
    /// the deadline is killed with its process group, and helpers it left behind are ended too.
    private func wait(for pid: pid_t, reading descriptor: Int32) -> Result {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var output = OutputTail(limit: outputLimit)
        var reading = true
        var status: Int32 = 0
        while true {
            let exited = waitpid(pid, &status, WNOHANG)
            if exited == pid || (exited < 0 && errno != EINTR) { break }
            if ContinuousClock.now >= deadline {
                kill(-pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                return Result(outcome: .timedOut, output: output.bytes)
            }
            if reading {
                reading = output.collect(from: descriptor, waitingMilliseconds: 50)
            } else {
                var pause = timespec(tv_sec: 0, tv_nsec: 20_000_000)
                nanosleep(&pause, nil)
            }
        }
        // Helpers the browser left behind (its group outlives it); pids are not reused this fast.
        kill(-pid, SIGKILL)
        while reading { reading = output.collect(from: descriptor, waitingMilliseconds: 0) }
        return Result(outcome: Self.outcome(status), output: output.bytes)
    }

    /// The outcome a `waitpid` status describes (the `WIFEXITED`… macros, which Swift cannot import).
    static func outcome(_ status: Int32) -> Outcome {
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }
}

/// The last bytes a child wrote.
private struct OutputTail {
    let limit: Int
    var bytes: [UInt8] = []

    /// Reads what is ready within `waitingMilliseconds`; `false` at the end of the output.
    mutating func collect(from descriptor: Int32, waitingMilliseconds: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&request, 1, waitingMilliseconds)
        if ready < 0 { return errno == EINTR }
        if ready == 0 { return waitingMilliseconds > 0 }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        if count == 0 { return false }
        bytes += buffer.prefix(count)
        if bytes.count > limit { bytes.removeFirst(bytes.count - limit) }
        return true
    }
}

/// A program that could not be started.
public struct SubprocessError: Error, Sendable, Equatable, CustomStringConvertible {
    public var executable: String
    /// The system's reason, e.g. "Permission denied".
    public var reason: String

    init(executable: String, code: Int32) {
        self.executable = executable
        self.reason = String(cString: strerror(code))
    }

    public var description: String { "cannot start \(executable): \(reason)" }
}
