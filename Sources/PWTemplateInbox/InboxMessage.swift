import PWTemplateLint
import PWTemplateSyntax

/// An inbox message file read into its notifications: a `createMessage` request body
/// (`{"request": {"notifications": [...]}}`) or one notification object. Reading reports what
/// keeps a notification or its `data` from being read at all.
package struct InboxMessage {
    package let notifications: [InboxNotification]
    /// The structure findings: the root, `notifications`, `data`.
    let findings: [Diagnostic]

    /// The keys that make an object a notification of the Messages API.
    static let notificationKeys: Set<String> = [
        "inbox_image", "inbox_date", "inbox_days", "content", "ios_title", "data", "send_date", "platforms",
    ]

    /// The keys that put a push in the inbox (inboxkit.md, "Read custom data from a message").
    package static let inboxKeys = ["inbox_image", "inbox_date", "inbox_days"]

    /// Whether `root` reads as an inbox message: a request with notifications, or a
    /// notification with an inbox key.
    static func isInboxMessage(_ root: JSONCursor) -> Bool {
        if root["request"]?["notifications"] != nil { return true }
        return inboxKeys.contains { root[$0] != nil }
    }

    /// The notifications of `document` (nothing when it has no object root: the parser said why).
    package init(_ document: JSONDocument) {
        var findings: [Diagnostic] = []
        notifications = Self.notifications(of: document, findings: &findings)
        self.findings = findings
    }

    private static func notifications(of document: JSONDocument, findings: inout [Diagnostic]) -> [InboxNotification] {
        var notifications: [InboxNotification] = []
        guard let cursor = document.cursor, let members = cursor.members else { return [] }
        let root = InboxValue(cursor, isEmbedded: false)
        guard let request = root["request"] else {
            if members.contains(where: { notificationKeys.contains($0.key) }) {
                return [InboxNotification(root, index: 0, text: document.text, findings: &findings)]
            } else {
                findings.append(Diagnostic(
                    rule: .inboxRootInvalid, message: "the root is neither a createMessage request (\"request\") nor a notification",
                    hint: "write {\"request\": {\"notifications\": [ ... ]}} or one notification object with \"content\" and \"inbox_days\"",
                    pointer: root.pointer, range: cursor.opening))
                return []
            }
        }
        guard let list = request["notifications"], list.isArray else {
            let found = request["notifications"] ?? request
            let what = request.isObject ? (request["notifications"].map { "is \($0.typeName)" } ?? "is missing") : "cannot be read: \"request\" is \(request.typeName)"
            findings.append(Diagnostic(
                rule: .inboxNotificationsInvalid, message: "\"notifications\" \(what), not an array of notifications",
                hint: "write \"notifications\": [ { ... } ] inside the \"request\" object", pointer: found.pointer, range: found.range))
            return []
        }
        for (index, item) in list.elements.enumerated() {
            guard item.isObject else {
                findings.append(Diagnostic(
                    rule: .inboxNotificationsInvalid, message: "notification \(index) is \(item.typeName), not an object",
                    hint: "each item of \"notifications\" is one notification object", pointer: item.pointer, range: item.range))
                continue
            }
            notifications.append(InboxNotification(item, index: index, text: document.text, findings: &findings))
        }
        return notifications
    }
}
