import PWTemplateLint
import PWTemplateSyntax

/// Builders of the inbox rules' examples: a `createMessage` request of one notification.
enum InboxExample {
    /// The file name examples are linted as.
    static let fileName = "promo.inbox.json"

    /// A request whose one notification has a title, a body, `inbox_days` and `members`
    /// (JSON members text, markers allowed), written as given.
    static func request(_ members: String, targets: [Target]? = nil) -> RuleExample {
        raw("""
            {"send_date": "now", "ios_title": "Summer sale", "content": "30% off", "inbox_days": 7\(members.isEmpty ? "" : ", " + members)}
            """, targets: targets)
    }

    /// A request whose one notification is `notification`, written as given.
    static func raw(_ notification: String, targets: [Target]? = nil) -> RuleExample {
        RuleExample(document: """
            {
              "request": {
                "application": "XXXXX-XXXXX",
                "auth": "API_TOKEN",
                "notifications": [\(notification)]
              }
            }
            """, named: fileName, targets: targets)
    }

    /// A request whose notification has `data` holding `data` (members text).
    static func data(_ data: String, image: Bool = false, targets: [Target]? = nil) -> RuleExample {
        request((image ? "\"inbox_image\": \"https://cdn.example.com/i.png\", " : "") + "\"data\": {\(data)}", targets: targets)
    }

    /// iOS from `version`.
    static func ios(_ version: String) -> [Target]? {
        Target("ios@" + version).map { [$0] }
    }
}
