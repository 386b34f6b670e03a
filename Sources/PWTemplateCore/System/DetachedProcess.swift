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
    /// `/dev/null`; a thread reaps it when it ends. `false` when it could not be started.
    @discardableResult
    public static func spawn(_ program: String, arguments: [String]) -> Bool {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in 0...2 {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var identifier = pid_t()
        guard posix_spawnp(&identifier, program, &actions, nil, argv, environ) == 0 else { return false }
        let child = identifier
        SystemThread.detach {
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        }
        return true
    }
}
