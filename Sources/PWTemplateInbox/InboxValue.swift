import PWTemplateLint
import PWTemplateSyntax

/// A value of an inbox message with where it is (a ``JSONCursor``: its ranges in the file's
/// bytes and its JSON Pointer), and whether it lies inside a `data` written as a JSON string
/// (its pointer then goes on into the decoded string, and a fix's text must be escaped).
package struct InboxValue {
    package let cursor: JSONCursor
    let isEmbedded: Bool

    package init(_ cursor: JSONCursor, isEmbedded: Bool) {
        self.cursor = cursor
        self.isEmbedded = isEmbedded
    }

    package var pointer: String { cursor.pointer }

    /// The value's JSON type, in the words of a message.
    var typeName: String { cursor.typeName }

    /// The member `key` of this object (the last, as the SDK's dictionaries keep it).
    package subscript(key: String) -> InboxValue? {
        cursor[key].map { InboxValue($0, isEmbedded: isEmbedded) }
    }

    /// The elements of this array; none for any other value.
    package var elements: [InboxValue] {
        (cursor.elements ?? []).map { InboxValue($0, isEmbedded: isEmbedded) }
    }

    var isObject: Bool { cursor.isObject }

    var isArray: Bool { cursor.isArray }

    /// The string, if this is one.
    package var string: String? { cursor.string }

    /// The string, if this is a non-empty one.
    package var nonEmptyString: String? {
        string.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The range findings on this value span.
    var range: SourceRange { cursor.range }

    /// JSON text `replacement` as it replaces this value in the file.
    func written(_ replacement: String) -> String {
        isEmbedded ? EmbeddedJSON.escaped(replacement) : replacement
    }

    /// A fix that replaces this value with the JSON text `replacement`.
    func replacement(_ replacement: String, title: String, applicability: Fix.Applicability, in entry: EntryName) -> Fix {
        Fix(title: title, applicability: applicability, change: .edits(entry, [TextEdit(bytes: cursor.byteRange, replacement: written(replacement))]))
    }
}
