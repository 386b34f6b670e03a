import PWTemplateArchive
import PWTemplateSyntax

/// The canonical layout of a template's JSON files: the one `pwtemplate new` writes (see
/// ``JSONOutput/rendered()``), with every key, string and number copied byte for byte from the
/// source, so only the whitespace between tokens changes.
public enum JSONFormatter {
    /// `document` in the canonical layout, or `nil` when the parser found a problem that is an
    /// error (a syntax error, an encoding error, a duplicate key…): such a text is not formatted.
    public static func format(_ document: JSONDocument) -> [UInt8]? {
        guard let root = document.root, !hasErrors(document) else { return nil }
        let source = document.text.bytes
        return JSONOutput.document { write(root, source: source, to: &$0, depth: 0) }
    }

    /// Whether the parser found a problem whose rule is an error by default.
    public static func hasErrors(_ document: JSONDocument) -> Bool {
        document.problems.contains { JSONFindings.rule(for: $0.kind).defaultSeverity == .error }
    }

    private static func write(_ node: JSONNode, source: [UInt8], to text: inout [UInt8], depth: Int) {
        switch node.value {
        case .object(let members):
            JSONOutput.writeObject(members, to: &text, depth: depth) { member, text in
                text += source[member.keyRange]
            } value: { member, text in
                write(member.value, source: source, to: &text, depth: depth + 1)
            }
        case .array(let elements):
            JSONOutput.writeContainer(elements, open: "[", close: "]", to: &text, depth: depth) { element, text in
                write(element, source: source, to: &text, depth: depth + 1)
            }
        case .string, .number, .bool, .null:
            text += source[node.range]
        }
    }
}
