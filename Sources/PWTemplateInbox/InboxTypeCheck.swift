import PWTemplateLint
import PWTemplateSyntax

/// A value InboxKit (or the Messages API) reads as one JSON type and ignores as any other:
/// `"buttons": {…}`, `"pinned": null`, `"content": 5`. The types are those of the kind's JSON
/// Schema (`pwtemplate schema inbox`), read by ``SchemaTypeWalk``; a value another inbox
/// rule already reports (`data`, `inbox_days`, `inbox_date`, `displayType`, a slide's or a
/// button's `url`) is left to it.
enum InboxTypeCheck {
    static let rules: [Rule] = [.inboxWrongType]

    private static let walk = SchemaTypeWalk(root: InboxSchema.jsonSchema)
    private static let notificationSchema = walk.schema(at: "#/$defs/notification")
    private static let dataSchema = walk.schema(at: "#/$defs/data")
    /// The notification's keys other rules read: `data`, `inbox_days` and `inbox_date`.
    private static let own: Set<String> = ["data", "inbox_days", "inbox_date"]

    static func findings(_ notification: InboxNotification) -> [Diagnostic] {
        guard let notificationSchema, let dataSchema else { return [] }
        var findings = walk.mismatches(of: notification.value.cursor, against: notificationSchema) { path in
            if case .key(let key) = path.first { own.contains(key) } else { false }
        }.map(finding)
        if let data = notification.data {
            findings += walk.mismatches(of: data.cursor, against: dataSchema, skip: isOwnedByAnotherRule).map(finding)
        }
        return findings
    }

    /// `displayType` (the display-type rules) and the tap URLs of slides and buttons
    /// (`inbox-url-unusable`, `inbox-url-refused`).
    private static func isOwnedByAnotherRule(_ path: [SchemaTypeWalk.PathStep]) -> Bool {
        switch path.count {
        case 1: path[0] == .key("displayType")
        case 3: (path[0] == .key("carousel") || path[0] == .key("buttons")) && path[2] == .key("url")
        default: false
        }
    }

    private static func finding(_ mismatch: SchemaTypeWalk.Mismatch) -> Diagnostic {
        let name: String = switch mismatch.path.last {
        case .key(let key)?: "\"\(key)\""
        case .index(let index)?: "item \(index) of \"\(mismatch.path.dropLast().last.map { if case .key(let key) = $0 { key } else { "" } } ?? "")\""
        case nil: "the value"
        }
        let expected = mismatch.expected.map(DesignText.article).joined(separator: " or ")
        return Diagnostic(
            rule: .inboxWrongType,
            message: "\(name) is \(DesignText.article(mismatch.value.typeName)), not \(expected): only \(expected) is read here, so this value is ignored",
            hint: "write \(name) as \(expected), or remove it", pointer: mismatch.value.pointer, range: mismatch.value.range)
    }
}

extension Rule {
    static let inboxWrongType = Rule(
        id: "inbox-wrong-type", defaultSeverity: .warning, category: .schema,
        summary: "A field of an inbox message has a JSON type InboxKit does not read: it is ignored silently.",
        rationale: """
            InboxKit reads each field as one JSON type (texts and URLs as strings, `buttons` and `carousel` as arrays, \
            `video` as an object, `pinned` as a Bool or a number, the Messages API's `platforms` as an array of numbers) \
            and takes any other as absent, without a log (inboxkit-behaviour.md, "Rich payloads", "Buttons", "Taps, images, \
            pins"): the message still reaches the inbox, without that part, which is why this is a warning. The types are \
            those of `pwtemplate schema inbox`.
            """,
        fix: .none,
        examples: RuleExamples(
            failing: [
                InboxExample.data("\"displayType\": \"classic\", \"buttons\": ↓{\"title\": \"Go\", \"url\": \"https://example.com/p\"}"),
                InboxExample.data("\"pinned\": ↓[true]"),
            ],
            passing: [InboxExample.data("\"displayType\": \"classic\", \"buttons\": [{\"title\": \"Go\", \"url\": \"https://example.com/p\"}]")]))
}
