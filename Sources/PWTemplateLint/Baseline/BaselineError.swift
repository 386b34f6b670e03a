import PWTemplateSyntax

/// A baseline file that cannot be used: missing, unreadable, not JSON, or not the shape
/// `--write-baseline` writes. The run stops before it lints or writes anything (exit 2).
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The baseline file as messages name it.
    public var path: String
    /// Where the mistake starts, when it is inside the file.
    public var position: SourcePosition?
    public var message: String

    public init(path: String, position: SourcePosition? = nil, message: String) {
        self.path = path
        self.position = position
        self.message = message
    }

    /// `path:line:column: message`, or `path: message` without a position.
    public var description: String {
        path + (position.map { ":\($0.line):\($0.column)" } ?? "") + ": " + message
    }
}
