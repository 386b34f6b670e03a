/// The result of parsing one JSON file: the tree (when the text is JSON at all) and every
/// finding about the text itself. Findings carry no `entry`; the caller sets it.
public struct JSONDocument: Sendable {
    public let text: SourceText
    /// The root value, or `nil` when the text could not be parsed.
    public let root: JSONNode?
    public let diagnostics: [Diagnostic]

    public init(text: SourceText, root: JSONNode?, diagnostics: [Diagnostic]) {
        self.text = text
        self.root = root
        self.diagnostics = diagnostics
    }
}
