/// The exit codes of every command, identical in every output format.
public enum ExitCode: Int32, Sendable {
    /// Ran; nothing at or above the fail level.
    case success = 0
    /// Ran; findings at or above the fail level.
    case findings = 1
    /// Usage or configuration error: bad flag or value, invalid `.pwtemplate.json`, missing path.
    case usage = 2
    /// Internal error: a bug in pwtemplate, or a report that could not be written.
    case internalError = 3
}
