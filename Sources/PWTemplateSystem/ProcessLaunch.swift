#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

/// One `posix_spawn` call, the set-up ``Subprocess`` and ``DetachedProcess`` share: standard
/// input from `/dev/null`, standard output and error on `/dev/null` or on one descriptor, this
/// process's environment, and no signal blocked in the child (`preview --serve` blocks SIGINT
/// and SIGTERM for its `sigwait` thread; a child must not inherit that).
struct ProcessLaunch {
    /// A path, or a name looked up on `PATH` when `searchesPath` is set.
    var program: String
    /// The arguments after the program's name.
    var arguments: [String]
    var searchesPath = false
    /// Where standard output and error go; `nil` for `/dev/null`.
    var output: Int32? = nil
    /// Whether the child leads a process group of its own, so that `kill(-pid, …)` ends it with
    /// what it started; otherwise it stays in this process's group.
    var ownProcessGroup = false
    /// Signals set back to their default action in the child, whatever this process did with them.
    var defaultSignals: [Int32] = []

    /// Starts the program and returns its process id; the caller waits for it.
    func start() throws(SubprocessError) -> pid_t {
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
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for descriptor: Int32 in 1...2 {
            if let output {
                posix_spawn_file_actions_adddup2(&actions, output, descriptor)
            } else {
                posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
            }
        }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK)
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
        }
        if !defaultSignals.isEmpty {
            var defaults = sigset_t()
            sigemptyset(&defaults)
            for signal in defaultSignals { sigaddset(&defaults, signal) }
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            flags |= Int32(POSIX_SPAWN_SETSIGDEF)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let code = searchesPath
            ? posix_spawnp(&pid, program, &actions, &attributes, argv, environ)
            : posix_spawn(&pid, program, &actions, &attributes, argv, environ)
        guard code == 0 else { throw SubprocessError(executable: program, code: code) }
        return pid
    }
}
