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
    /// `/dev/null`, no signal blocked and in this process's group (see ``ProcessLaunch``); a
    /// thread reaps it when it ends. `false` when it could not be started.
    @discardableResult
    public static func spawn(_ program: String, arguments: [String]) -> Bool {
        let launch = ProcessLaunch(program: program, arguments: arguments, searchesPath: true)
        guard let child = try? launch.start() else { return false }
        SystemThread.detach {
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        }
        return true
    }
}
