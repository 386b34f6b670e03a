/// What an editor shows on hover: markdown, and the text it is about.
public struct EditorHover: Sendable, Equatable {
    public var markdown: String
    /// The token hovered (a key, a value, a placeholder, a finding's text), when there is one.
    public var range: EditorRange?

    public init(markdown: String, range: EditorRange?) {
        self.markdown = markdown
        self.range = range
    }
}
