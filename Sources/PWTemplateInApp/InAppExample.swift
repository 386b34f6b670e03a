import PWTemplateLint
import PWTemplateSyntax

/// Rule examples of In-App messages: a clean message whose fields an example replaces, removes
/// or adds to. The text goes in ``RuleExample/nativeConfig``: the example's one file.
enum InAppExample {
    /// The fields of the clean message, in order, as JSON texts.
    static let cleanFields: KeyValuePairs<String, String> = [
        "id": #""00000000-0000-4000-8000-0000000000a1""#,
        "format": #""center""#,
        "title": #""Spring sale""#,
        "body": #""Everything is 20 % off until Sunday.""#,
        "trigger": #"{ "type": "session_start" }"#,
        "buttons": "[]",
    ]

    /// The clean message with `changes` made: a key of the clean message gets the given JSON text
    /// (`nil` removes it); another key is added after them, in the order given.
    static func message(_ changes: KeyValuePairs<String, String?> = [:]) -> RuleExample {
        RuleExample(text(changes))
    }

    /// The text of ``message(_:)``.
    static func text(_ changes: KeyValuePairs<String, String?> = [:]) -> String {
        func change(of key: String) -> String?? { changes.first { $0.key == key }.map(\.value) }
        var lines: [String] = []
        for (key, value) in cleanFields {
            switch change(of: key) {
            case .none: lines.append("  \"\(key)\": \(value)")
            case .some(.some(let replaced)): lines.append("  \"\(key)\": \(replaced)")
            case .some(.none): break
            }
        }
        for (key, value) in changes where !cleanFields.contains(where: { $0.key == key }) {
            // A key written `↓key` gets the marker before its quote: a finding on the key.
            let written = key.first == RuleExample.marker ? "\(RuleExample.marker)\"\(key.dropFirst())\"" : "\"\(key)\""
            if let value { lines.append("  \(written): \(value)") }
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}"
    }

    /// A button with this id, label and action text.
    static func button(id: String = "a1b2c3d4", label: String = "See more", action: String = #"{ "type": "url", "value": "https://example.com/offer" }"#) -> String {
        #"{ "id": "\#(id)", "label": "\#(label)", "action": \#(action) }"#
    }
}
