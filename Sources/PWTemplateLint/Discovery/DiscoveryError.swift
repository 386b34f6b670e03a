/// A path on the command line that cannot be linted at all (a usage error, exit 2).
public enum DiscoveryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing exists at the path.
    case pathNotFound(String)
    /// Standard input (`-`) was named more than once.
    case standardInputTwice
    /// A file named explicitly that is no template; `reason` says why, when more can be said
    /// than its name, and `accepted` what a path may name (``KindRegistry/acceptedPaths``).
    case notATemplate(String, reason: String?, accepted: String)

    public var description: String {
        switch self {
        case .pathNotFound(let path):
            "no such file or folder: '\(path)'"
        case .standardInputTwice:
            "'-' (a ZIP on standard input) can be given only once"
        case .notATemplate(let path, let reason, let accepted):
            "'\(path)' is not a template: " + (reason.map { $0 + "; " } ?? "") + accepted
        }
    }
}
