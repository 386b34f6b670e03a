/// A failed file-system call, with the path and the system's reason.
public struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Code: Sendable, Equatable {
        case notFound
        case permissionDenied
        case symlinkLoop
        case isDirectory
        case tooLarge
        case alreadyExists
        case other
    }

    public var code: Code
    public var path: String
    /// The system's wording, e.g. "Permission denied".
    public var reason: String

    public init(code: Code, path: String, reason: String) {
        self.code = code
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
