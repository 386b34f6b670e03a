import PWTemplateSyntax

/// A `.pwtemplate.json` that cannot be used: unreadable, not JSON, or a key or value pwtemplate
/// does not accept. Lint never falls back to the defaults; the CLI exits 2.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The configuration file as messages name it.
    public var path: String
    /// Where the mistake starts, when it is inside the file.
    public var position: SourcePosition?
    /// What is wrong, e.g. `unknown key 'rule'; did you mean 'rules'?`.
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
