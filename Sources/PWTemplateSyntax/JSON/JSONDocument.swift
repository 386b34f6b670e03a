import Synchronization

/// The result of parsing one JSON file: the tape (when the text is JSON at all) and every
/// problem of the text itself, in the order found. Immutable, and a class: a template's
/// documents are handed to every stage and check (as a struct, each hand-over retained the
/// text's arrays, the tape and the problems).
public final class JSONDocument: Sendable {
    public let text: SourceText
    /// The parsed values, or `nil` when the text could not be parsed.
    public let tape: JSONTape?
    public let problems: [JSONProblem]
    /// The tree, once built.
    private let tree = Mutex<JSONNode?>(nil)

    init(text: SourceText, tape: JSONTape?, problems: [JSONProblem]) {
        self.text = text
        self.tape = tape
        self.problems = problems
    }

    /// The root value on the tape, or `nil` when the text could not be parsed.
    public var cursor: JSONCursor? { tape.map(JSONCursor.init(tape:)) }

    /// The root value as a tree, for the readers and writers that take one: built from the tape
    /// on first use and kept. `nil` when the text could not be parsed.
    public var root: JSONNode? {
        guard let tape else { return nil }
        return tree.withLock { node in
            if let node { return node }
            let built = tape.tree()
            node = built
            return built
        }
    }
}
