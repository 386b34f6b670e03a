#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

/// Starting a program without waiting for it (a browser opener such as `xdg-open`).
public enum DetachedProcess {
    /// The program that opens a URL in the default browser: `open` on macOS, `xdg-open` elsewhere.
    #if canImport(Darwin)
    public static let browserOpener = "open"
    #else
    public static let browserOpener = "xdg-open"
    #endif

    /// Starts `program` (looked up on `PATH`) with `arguments`, its standard streams on
    /// `/dev/null` and no signal blocked (`preview --serve` blocks SIGINT and SIGTERM for its
    /// `sigwait` thread; a browser must not inherit that); a thread reaps it when it ends.
    /// `false` when it could not be started.
    @discardableResult
    public static func spawn(_ program: String, arguments: [String]) -> Bool {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for descriptor: Int32 in 0...2 {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var identifier = pid_t()
        guard posix_spawnp(&identifier, program, &actions, &attributes, argv, environ) == 0 else { return false }
        let child = identifier
        SystemThread.detach {
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        }
        return true
    }
}
