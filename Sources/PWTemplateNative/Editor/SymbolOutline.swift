import PWTemplateLint
import PWTemplateSyntax

/// The outline of a JSON document: one symbol per member, named by its key, and per array
/// element, named by its label (a button's `text`, an item's `title`, a segment's `message`).
enum SymbolOutline {
    /// Nesting below this depth is left out of the outline (no template comes near it).
    static let maximumDepth = 64
    /// Longer scalar values are cut in a symbol's detail.
    static let detailLength = 60

    static func symbols(of root: JSONNode) -> [EditorSymbol] {
        children(of: root, depth: 0)
    }

    private static func children(of node: JSONNode, depth: Int) -> [EditorSymbol] {
        guard depth < maximumDepth else { return [] }
        switch node.value {
        case .object(let members):
            return members.map { member in
                EditorSymbol(
                    name: member.key.isEmpty ? "\"\"" : member.key, detail: detail(of: member.value), kind: kind(of: member.value),
                    range: EditorRange(member.keyRange.lowerBound..<member.value.range.upperBound), selectionRange: EditorRange(member.keyRange),
                    children: children(of: member.value, depth: depth + 1))
            }
        case .array(let elements):
            return elements.enumerated().map { index, element in
                let label = self.label(of: element)
                return EditorSymbol(
                    name: label?.text ?? "[\(index)]", detail: label == nil ? detail(of: element) : "[\(index)]", kind: kind(of: element),
                    range: EditorRange(element.range), selectionRange: EditorRange(label?.range ?? element.range),
                    children: children(of: element, depth: depth + 1))
            }
        case .string, .number, .bool, .null:
            return []
        }
    }

    /// What names an array element: the text of its `text`, `title` or `message` (a Text block
    /// or a plain string), whichever comes first.
    private static func label(of element: JSONNode) -> (text: String, range: Range<Int>)? {
        for key in ["text", "title", "message"] {
            guard var node = element[key] else { continue }
            if let inner = node["text"] { node = inner }
            if case .string(let text) = node.value, !text.isEmpty { return (cut(text), node.range) }
        }
        return nil
    }

    private static func kind(of node: JSONNode) -> EditorSymbol.Kind {
        switch node.value {
        case .object: .object
        case .array: .array
        case .string: .string
        case .number: .number
        case .bool: .boolean
        case .null: .null
        }
    }

    /// A scalar's value, an array's count.
    private static func detail(of node: JSONNode) -> String? {
        switch node.value {
        case .object: nil
        case .array(let elements): "\(elements.count) element\(elements.count == 1 ? "" : "s")"
        case .string(let text): cut(text)
        case .number(let text): cut(text)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        }
    }

    /// `text` on one line, at most ``detailLength`` characters.
    private static func cut(_ text: String) -> String {
        let line = text.prefix(detailLength + 1).map { $0.isNewline ? " " : $0 }
        return line.count > detailLength ? String(line.prefix(detailLength - 1)) + "…" : String(line)
    }
}
