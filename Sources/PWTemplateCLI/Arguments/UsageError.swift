/// Arguments pwtemplate cannot run with. The caller prints `rendered` on stderr and exits 2.
public struct UsageError: Error, Sendable, Equatable {
    /// What is wrong (`unknown option '--fromat'; did you mean '--format'?`).
    public var message: String
    /// The usage line of the command concerned (`pwtemplate lint [<options>] [<path> ...]`).
    public var usage: String
    /// Where to read more (`See 'pwtemplate help lint' for more information.`).
    public var hint: String

    public init(message: String, usage: String, hint: String) {
        self.message = message
        self.usage = usage
        self.hint = hint
    }

    init(_ error: ArgumentError, in path: CommandPath) {
        self.init(
            message: error.message,
            usage: HelpRenderer.usage(of: path),
            hint: "See '\(path.helpCommand)' for more information."
        )
    }

    /// The full text for stderr: error, usage and hint, each on its own line.
    public var rendered: String {
        "error: \(message)\nUsage: \(usage)\n  \(hint)\n"
    }
}
