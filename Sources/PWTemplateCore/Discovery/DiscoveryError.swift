/// A path on the command line that cannot be linted at all (a usage error, exit 2).
public enum DiscoveryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing exists at the path.
    case pathNotFound(String)
    /// Standard input (`-`) was named more than once.
    case standardInputTwice

    public var description: String {
        switch self {
        case .pathNotFound(let path):
            "no such file or folder: '\(path)'"
        case .standardInputTwice:
            "'-' (a ZIP on standard input) can be given only once"
        }
    }
}
