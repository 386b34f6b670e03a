/// The options of `fmt`.
public struct FmtOptions: Sendable, Equatable {
    /// What `fmt` does with a file that is not formatted.
    public enum Mode: Sendable, Equatable {
        /// Rewrite it.
        case write
        /// List it (`--check`).
        case check
        /// Print the change (`--diff`).
        case diff
    }

    /// The paths given; empty means the current folder.
    public var paths: [String]
    public var mode: Mode
    /// `--config` and `--no-config`: which `.pwtemplate.json` says what to leave out.
    public var configuration: ConfigurationOptions

    public init(paths: [String] = [], mode: Mode = .write, configuration: ConfigurationOptions = ConfigurationOptions()) {
        self.paths = paths
        self.mode = mode
        self.configuration = configuration
    }

    /// Reads bound `fmt` arguments; `--check` and `--diff` exclude each other.
    init(_ parsed: ParsedArguments) throws(ArgumentError) {
        let check = parsed.isSet(.formatCheck), diff = parsed.isSet(.formatDiff)
        if check && diff { throw .conflictingOptions("--check", "--diff", reason: "both only report; pick one") }
        self.init(paths: parsed.positionals, mode: check ? .check : diff ? .diff : .write, configuration: try ConfigurationOptions(fileOptionsOf: parsed))
    }
}
