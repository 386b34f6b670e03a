import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax

/// A string value of a parsed JSON file with where it is, able to point at characters inside it.
package struct LocatedString {
    package let value: String
    /// The reference tokens from the root to the value. Few values get a finding, so the pointer
    /// text is built only when one asks for it.
    package let path: [FieldLocation.Step]
    package let node: JSONCursor
    package let text: SourceText
    /// Whether the value stands where the schema expects a text (see ``TextPositions``); always
    /// `false` in `pushwoosh.json`.
    package var isTextPosition = false

    /// Where the value is: its pointer and the label messages name it by (`modal › title › text`).
    package var field: FieldLocation {
        path.reduce(FieldLocation(pointer: JSONPointer.root, label: "")) { $0.appending($1) }
    }

    /// The RFC 6901 pointer to the value.
    package var pointer: String { field.pointer }

    /// Every string value (object keys excluded) of the document whose root is `node` that
    /// `include` accepts, in document order, flagged by `textPositions` when given.
    static func all(
        in node: JSONCursor, text: SourceText, textPositions: TextPositions? = nil, where include: (String) -> Bool
    ) -> [LocatedString] {
        node.strings(where: include).map { found in
            LocatedString(value: found.value, path: found.steps, node: found.cursor, text: text,
                          isTextPosition: textPositions?.contains(found.steps) ?? false)
        }
    }

    /// The source range of the characters `piece` (UTF-8 offsets in the decoded value), found by
    /// walking the string literal and its escapes; the whole literal if the walk disagrees with
    /// the decoded value (e.g. repaired invalid UTF-8).
    package func range(ofUTF8 piece: Range<Int>) -> SourceRange {
        let starts = StringLiteral.scalarStarts(ofLiteral: node.byteRange, in: text.bytes)
        let scalars = value.unicodeScalars
        guard starts.count == scalars.count + 1 else { return node.range }
        func scalarOffset(_ utf8Offset: Int) -> Int {
            scalars.distance(from: scalars.startIndex, to: value.utf8.index(value.utf8.startIndex, offsetBy: utf8Offset))
        }
        return SourceRange(bytes: starts[scalarOffset(piece.lowerBound)]..<starts[scalarOffset(piece.upperBound)])
    }
}
