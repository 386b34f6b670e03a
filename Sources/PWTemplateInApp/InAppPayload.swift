import PWTemplateLint
import PWTemplateSyntax

/// What an In-App file holds (inapp-api-contract.md, "Fetching eligible messages"): one message
/// object, or an `eligible` response `{"messages": [...]}`.
package enum InAppPayload {
    /// One message, at the root.
    case message(JSONCursor)
    /// A response: its root, and its messages (`nil` when `messages` is not an array).
    case response(root: JSONCursor, messages: [JSONCursor]?)

    /// The keys that make an object a message when it is recognised by content.
    static let messageMarkers = ["format", "trigger", "buttons"]

    /// The payload of a root value: a response when the root object has `messages`, else a
    /// message; `nil` when the root is not an object.
    package init?(root node: JSONCursor) {
        guard node.isObject else { return nil }
        if let messages = node["messages"] {
            self = .response(root: node, messages: messages.elements)
        } else {
            self = .message(node)
        }
    }

    /// Whether a file named without `.inapp.json` is an In-App file by its content: an object
    /// with `format`, `trigger` or `buttons`, or with a `messages` array of such objects.
    static func isRecognised(_ root: JSONCursor) -> Bool {
        guard root.isObject else { return false }
        if let messages = root["messages"] {
            return messages.elements?.allSatisfy(isMessage) ?? false
        }
        return isMessage(root)
    }

    private static func isMessage(_ value: JSONCursor) -> Bool {
        value.members?.contains { messageMarkers.contains($0.key) } ?? false
    }

    /// The messages the file holds, each located (none when `messages` is not an array).
    package var messages: [JSONCursor] {
        switch self {
        case .message(let node): [node]
        case .response(_, let messages): messages ?? []
        }
    }
}
