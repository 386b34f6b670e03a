import PWTemplateLint
import PWTemplateSyntax

/// What an editor shows of an In-App file: the colour swatches of each message's style tokens,
/// the hover of a key (what it does, from the contract, with the findings there) and the
/// completions of the keys of a response, message, style, trigger, button or action and of the
/// enumerated values (``InAppVocabulary``).
enum InAppEditor {
    typealias Object = InAppVocabulary.Object

    /// Every readable colour token (`#RRGGBB`, either case) of every message, the range inside its quotes.
    static func colors(in document: JSONDocument) -> [EditorColor] {
        guard let root = document.cursor, let payload = InAppPayload(root: root) else { return [] }
        return payload.messages.flatMap { message -> [EditorColor] in
            guard let style = message["style"] else { return [] }
            return InAppStyleCheck.colorTokens.compactMap { token in
                guard let node = style[token], let color = InAppStyleCheck.readableColor(node) else { return nil }
                let range = node.byteRange
                return EditorColor(range: EditorRange(start: range.lowerBound + 1, end: range.upperBound - 1),
                                   red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
            }
        }
    }

    // MARK: Hover

    /// The hover at `offset`: the rules of the `findings` there, then what the key under the
    /// cursor does (on its name or on its value; on an enumerated value, what that value does).
    static func hover(in document: JSONDocument, entry: EntryName, offset: Int, findings: [Diagnostic]) -> EditorHover? {
        let root: Object = if let node = document.cursor, case .response? = InAppPayload(root: node) { .response } else { .message }
        return DocumentHover.hover(document, entry: entry, offset: offset, findings: findings) { cursor in
            describe(cursor, offset: offset, root: root)
        }
    }

    private static func describe(_ cursor: TreeCursor, offset: Int, root: Object) -> (markdown: String, range: Range<Int>)? {
        guard case .member(let name)? = cursor.path.last, let object = InAppVocabulary.object(at: cursor.path.dropLast(), root: root),
              let key = object.key(named: name) else { return nil }
        // On a name, a scalar, or an opening bracket: not on the blanks inside an object or array.
        switch cursor.node.value {
        case .object, .array: guard cursor.keyRange != nil || cursor.node.range.lowerBound == offset else { return nil }
        default: break
        }
        var lines = ["**`\(key.name)`** (\(object.title)): \(key.shape.summary)" + (key.isRequired ? " · required" : ""), "", key.documentation]
        if cursor.keyRange == nil, case .choice(let choices) = key.shape, case .string(let value) = cursor.node.value,
           let choice = choices.first(where: { $0.value == value }) {
            lines += ["", "`\(choice.value)`: \(choice.documentation)"]
        }
        return (lines.joined(separator: "\n"), cursor.range)
    }

    // MARK: Completion

    /// The completions at `offset` of `bytes`, which may be half typed: the keys the object at
    /// the cursor may still take (required ones first), or the values of an enumerated or
    /// boolean key.
    static func completions(in bytes: [UInt8], offset: Int) -> [EditorCompletion] {
        let cursor = TextCursor(bytes: bytes, offset: min(max(offset, 0), bytes.count))
        let root: Object = if case .member("messages")? = cursor.path.first { .response } else { .message }
        switch cursor.role {
        case .key:
            if cursor.path.isEmpty, !cursor.presentKeys.contains(where: { Object.message.key(named: $0) != nil }) {
                // An empty root: a message, or a response.
                return keys(of: .message, cursor: cursor, bytes: bytes) + keys(of: .response, cursor: cursor, bytes: bytes)
            }
            return InAppVocabulary.object(at: cursor.path, root: root).map { keys(of: $0, cursor: cursor, bytes: bytes) } ?? []
        case .value:
            guard case .member(let name)? = cursor.path.last,
                  let key = InAppVocabulary.object(at: cursor.path.dropLast(), root: root)?.key(named: name) else { return [] }
            return values(of: key, cursor: cursor)
        case .other:
            return []
        }
    }

    private static func keys(of object: Object, cursor: TextCursor, bytes: [UInt8]) -> [EditorCompletion] {
        let present = Set(cursor.presentKeys)
        let nameOnly = cursor.replacesNameOnly(in: bytes)
        return object.keys.enumerated().compactMap { index, key in
            guard !present.contains(key.name) else { return nil }
            let name = JSONOutput.literal(key.name)
            return EditorCompletion(
                label: key.name, kind: .property, detail: key.shape.summary + (key.isRequired ? " · required" : " · optional"),
                documentation: key.documentation, insertText: nameOnly ? name : "\(name): \(key.shape.snippet)", isSnippet: !nameOnly,
                replacing: EditorRange(cursor.token), sortText: (key.isRequired ? "0" : "1") + (index < 10 ? "0" : "") + String(index))
        }
    }

    private static func values(of key: InAppVocabulary.Key, cursor: TextCursor) -> [EditorCompletion] {
        switch key.shape {
        case .choice(let choices):
            return choices.enumerated().map { index, choice in
                EditorCompletion(label: choice.value, kind: .enumValue, detail: key.name, documentation: choice.documentation,
                                 insertText: JSONOutput.literal(choice.value), replacing: EditorRange(cursor.token), sortText: String(index + 10))
            }
        case .boolean where !cursor.isQuoted:
            return [true, false].map { flag in
                EditorCompletion(label: String(flag), kind: .value, detail: "boolean", insertText: String(flag), replacing: EditorRange(cursor.token))
            }
        default:
            return []
        }
    }
}
