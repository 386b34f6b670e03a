/// The result of parsing one JSON file: the tape and its tree (when the text is JSON at all)
/// and every problem of the text itself, in the order found.
public struct JSONDocument: Sendable {
    public let text: SourceText
    /// The parsed values, or `nil` when the text could not be parsed.
    public let tape: JSONTape?
    /// The root value as a tree, built from ``tape``, or `nil` when the text could not be parsed.
    public let root: JSONNode?
    public let problems: [JSONProblem]

    /// The root value on the tape, or `nil` when the text could not be parsed.
    public var cursor: JSONCursor? { tape.map(JSONCursor.init(tape:)) }

    init(text: SourceText, tape: JSONTape?, problems: [JSONProblem]) {
        self.text = text
        self.tape = tape
        self.root = tape?.tree()
        self.problems = problems
    }
}
