/// The result of parsing one JSON file: the tree (when the text is JSON at all) and every
/// problem of the text itself, in the order found.
public struct JSONDocument: Sendable {
    public let text: SourceText
    /// The root value, or `nil` when the text could not be parsed.
    public let root: JSONNode?
    public let problems: [JSONProblem]

    public init(text: SourceText, root: JSONNode?, problems: [JSONProblem]) {
        self.text = text
        self.root = root
        self.problems = problems
    }
}
