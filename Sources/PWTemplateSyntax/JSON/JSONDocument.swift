import Synchronization

/// The result of parsing one JSON file: the tape (when the text is JSON at all) and every
/// problem of the text itself, in the order found.
public struct JSONDocument: Sendable {
    public let text: SourceText
    /// The parsed values, or `nil` when the text could not be parsed.
    public let tape: JSONTape?
    public let problems: [JSONProblem]
    private let tree: TreeCache

    init(text: SourceText, tape: JSONTape?, problems: [JSONProblem]) {
        self.text = text
        self.tape = tape
        self.problems = problems
        tree = TreeCache()
    }

    /// The root value on the tape, or `nil` when the text could not be parsed.
    public var cursor: JSONCursor? { tape.map(JSONCursor.init(tape:)) }

    /// The root value as a tree, for the readers and writers that take one: built from the tape
    /// on first use and kept. `nil` when the text could not be parsed.
    public var root: JSONNode? {
        guard let tape else { return nil }
        return tree.node.withLock { node in
            if let node { return node }
            let built = tape.tree()
            node = built
            return built
        }
    }

    /// The tree, once built; shared by the copies of a document.
    private final class TreeCache: Sendable {
        let node = Mutex<JSONNode?>(nil)
    }
}
