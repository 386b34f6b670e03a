import PWTemplateSyntax

/// A file that sets up a run and cannot be used: a `.pwtemplate.json` (``ConfigError``) or a
/// baseline (``BaselineError``) that is missing, unreadable, not JSON, or not the shape pwtemplate
/// reads. Nothing falls back to defaults: the run stops before it lints or writes (exit 2).
public struct SettingsFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file as messages name it.
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
