import PWTemplateLint
import PWTemplateSyntax

/// The message's own fields (inapp-api-contract.md, "Payload", "Compatibility", "Plain text and
/// links"): `id`, `format`, `title` and `body`, and the fields the contract does not name.
struct InAppFieldsCheck: InAppCheck {
    var rules: [Rule] { [.inappIDNotUUID, .inappWrongType, .inappUnknownFormat, .inappTextTooLong, .inappTextEmpty, .inappMarkup, .inappUnknownField] }

    /// The fields of a message, in the contract's order.
    static let fields = ["id", "format", "title", "body", "image_url", "image_action", "style", "dismiss_after_seconds", "trigger", "buttons"]
    /// The layouts of the contract's layout table.
    static let formats = ["top", "center", "bottom", "full"]
    /// The most characters of `title` and of `body`.
    static let titleLimit = 100, bodyLimit = 500

    func run(_ message: JSONCursor, _ context: InAppContext, into findings: inout [Diagnostic]) {
        findings += Self.identifier(message, context)
        findings += Self.format(message, context)
        findings += Self.texts(message, context)
        findings += Self.unknownFields(of: message, known: Self.fields, what: "a message", context)
    }

    private static func identifier(_ message: JSONCursor, _ context: InAppContext) -> [Diagnostic] {
        guard let id = message["id"] else {
            return [context.finding(.inappIDNotUUID, at: message, range: message.opening, message: "the message has no \"id\"",
                                    hint: "add the message's UUID: the SDK sends it in the path of the events route")]
        }
        guard let text = id.string, isUUID(text) else {
            let found = id.string.map(Quote.string) ?? DesignText.article(id.typeName)
            return [context.finding(.inappIDNotUUID, at: id, message: "\"id\" is \(found), not a UUID",
                                    hint: "write the message's UUID, such as \"00000000-0000-4000-8000-0000000000a1\"")]
        }
        return []
    }

    /// Whether `text` is a UUID: 32 hex digits in groups of 8-4-4-4-12, either case.
    static func isUUID(_ text: String) -> Bool {
        let groups = text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy { HexDigit.value($0) != nil } }
    }

    private static func format(_ message: JSONCursor, _ context: InAppContext) -> [Diagnostic] {
        guard let format = message["format"] else {
            return [context.finding(.inappUnknownFormat, at: message, range: message.opening, message: "the message has no \"format\": the SDK renders it center",
                                    hint: "write one of \"top\", \"center\", \"bottom\" or \"full\"")]
        }
        guard let text = format.string else { return [wrongType(format, expected: "a string", context)] }
        guard !formats.contains(text) else { return [] }
        let suggestion = EditDistance.closest(to: text.lowercased(), among: formats)
        return [context.finding(.inappUnknownFormat, at: format, message: "\"format\" is \(Quote.string(text)), which no SDK knows: it renders center",
                                hint: suggestion.map { "write \"\($0)\"" } ?? "write one of \"top\", \"center\", \"bottom\" or \"full\"")]
    }

    private static func texts(_ message: JSONCursor, _ context: InAppContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var empty: [String] = []
        for (key, limit) in [("title", titleLimit), ("body", bodyLimit)] {
            guard let node = message[key] else {
                empty.append(key)
                continue
            }
            guard let text = node.string else {
                findings.append(wrongType(node, expected: "a string", context))
                continue
            }
            if text.isEmpty { empty.append(key) }
            findings += tooLong(node, text, limit: limit, context)
            if let piece = InAppMarkup.first(in: text) {
                findings.append(context.finding(.inappMarkup, at: node, message: "\"\(key)\" has markup (\(Quote.string(piece))): the SDK shows it as plain text, never interpreted",
                                                hint: "write the text without HTML or Markdown"))
            }
        }
        if empty.count == 2 {
            let at = message["title"] ?? message["body"] ?? message
            findings.append(context.finding(.inappTextEmpty, at: at, range: at.isObject ? at.opening : nil,
                                            message: "\"title\" and \"body\" are both empty or absent: the message shows no text",
                                            hint: "write a title or a body"))
        }
        return findings
    }

    /// `inapp-text-too-long` when `text` has more characters (extended grapheme clusters) than `limit`.
    static func tooLong(_ node: JSONCursor, _ text: String, limit: Int, _ context: InAppContext) -> [Diagnostic] {
        let length = text.count
        guard length > limit else { return [] }
        return [context.finding(.inappTextTooLong, at: node, message: "\(Quote.string(text)) has \(length) characters, over the contract's \(limit)",
                                hint: "shorten it to \(limit) characters or fewer")]
    }

    /// `inapp-wrong-type`: `node` is not of the `expected` type.
    static func wrongType(_ node: JSONCursor, expected: String, _ context: InAppContext) -> Diagnostic {
        let name = node.pointer.split(separator: "/").last.map { "\"\($0)\"" } ?? "the value"
        return context.finding(.inappWrongType, at: node, message: "\(name) is \(DesignText.article(node.typeName)); the contract's type is \(expected)",
                               hint: "write \(expected)")
    }

    /// `inapp-unknown-field` for each member of `owner` outside `known`, naming the nearest known one.
    static func unknownFields(of owner: JSONCursor, known: [String], what: String, _ context: InAppContext) -> [Diagnostic] {
        (owner.members ?? []).filter { !known.contains($0.key) }.map { member in
            let suggestion = EditDistance.closest(to: member.key, among: known)
            return context.finding(.inappUnknownField, atKeyOf: member, in: owner,
                                   message: "\(Quote.string(member.key)) is not a field of \(what): the SDK ignores it",
                                   hint: suggestion.map { "did you mean \"\($0)\"?" } ?? "remove it")
        }
    }
}
