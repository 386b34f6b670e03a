import PWTemplateSyntax

/// Something to know about a `.pwtemplate.json` that does not stop the run: a rule id it names
/// no longer covers findings that were split off into a rule of their own.
public struct ConfigNote: Sendable, Equatable, CustomStringConvertible {
    /// The configuration file as messages name it.
    public var path: String
    /// Where the id is named in the file.
    public var position: SourcePosition
    public var message: String

    public init(path: String, position: SourcePosition, message: String) {
        self.path = path
        self.position = position
        self.message = message
    }

    /// `path:line:column: note: message`.
    public var description: String {
        "\(path):\(position.line):\(position.column): note: \(message)"
    }
}
