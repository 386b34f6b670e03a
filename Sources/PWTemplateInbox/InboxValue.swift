import PWTemplateLint
import PWTemplateSyntax

/// A value of an inbox message with where it is: its node (ranges in the file's bytes), its
/// JSON Pointer, and whether it lies inside a `data` written as a JSON string (its pointer then
/// goes on into the decoded string, and a fix's text must be escaped).
package struct InboxValue {
    package let node: JSONNode
    package let pointer: String
    let isEmbedded: Bool

    /// The member `key` of this object (the last, as the SDK's dictionaries keep it).
    package subscript(key: String) -> InboxValue? {
        node[key].map { InboxValue(node: $0, pointer: JSONPointer.appending(key, to: pointer), isEmbedded: isEmbedded) }
    }

    /// The elements of this array; none for any other value.
    package var elements: [InboxValue] {
        guard case .array(let nodes) = node.value else { return [] }
        return nodes.enumerated().map { InboxValue(node: $1, pointer: JSONPointer.appending($0, to: pointer), isEmbedded: isEmbedded) }
    }

    var isObject: Bool {
        if case .object = node.value { true } else { false }
    }

    var isArray: Bool {
        if case .array = node.value { true } else { false }
    }

    /// The string, if this is one.
    package var string: String? {
        if case .string(let text) = node.value { text } else { nil }
    }

    /// The string, if this is a non-empty one.
    package var nonEmptyString: String? {
        string.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The range findings on this value span.
    var range: SourceRange { SourceRange(bytes: node.range) }

    /// JSON text `replacement` as it replaces this value in the file.
    func written(_ replacement: String) -> String {
        isEmbedded ? EmbeddedJSON.escaped(replacement) : replacement
    }

    /// A fix that replaces this value with the JSON text `replacement`.
    func replacement(_ replacement: String, title: String, applicability: Fix.Applicability, in entry: EntryName) -> Fix {
        Fix(title: title, applicability: applicability, change: .edits(entry, [TextEdit(bytes: node.range, replacement: written(replacement))]))
    }
}
