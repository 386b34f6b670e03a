import PWTemplateLint
import PWTemplateSyntax

/// The keys an editor explains and proposes in an In-App file, object by object, in the words of
/// inapp-api-contract.md ("Payload", "Layouts", "Style", "Auto dismiss", "Triggers", "Push
/// permission action"): what each does, the shape of its value and, for the enumerated ones,
/// what each value does.
enum InAppVocabulary {
    /// An object of the payload.
    enum Object: Equatable {
        case response, message, style, trigger, button, buttonAction, imageAction

        var title: String {
            switch self {
            case .response: "eligible response"
            case .message: "message"
            case .style: "style"
            case .trigger: "trigger"
            case .button: "button"
            case .buttonAction: "button action"
            case .imageAction: "image action"
            }
        }

        var keys: [Key] {
            switch self {
            case .response: InAppVocabulary.responseKeys
            case .message: InAppVocabulary.messageKeys
            case .style: InAppVocabulary.styleKeys
            case .trigger: InAppVocabulary.triggerKeys
            case .button: InAppVocabulary.buttonKeys
            case .buttonAction: InAppVocabulary.actionKeys(InAppActionCheck.Place.button)
            case .imageAction: InAppVocabulary.actionKeys(InAppActionCheck.Place.image)
            }
        }

        func key(named name: String) -> Key? { keys.first { $0.name == name } }
    }

    /// The shape of a key's value.
    enum Shape: Equatable {
        case text, link, color, integer, boolean
        case object(Object)
        case list(of: Object)
        /// One of the values, each with what it does.
        case choice([Choice])

        /// The value's type in one line.
        var summary: String {
            switch self {
            case .text: "string"
            case .link: "string (a link)"
            case .color: "#RRGGBB"
            case .integer: "integer"
            case .boolean: "boolean"
            case .object(let object): "\(object.title) object"
            case .list(let object): "array of \(object.title) objects"
            case .choice(let choices): choices.map(\.value).joined(separator: " | ")
            }
        }

        /// The LSP snippet inserted after the key's name.
        var snippet: String {
            switch self {
            case .text: "\"$1\""
            case .link: "\"https://$1\""
            case .color: "\"#${1:RRGGBB}\""
            case .integer: "${1:8}"
            case .boolean: "${1|true,false|}"
            case .object: "{$1}"
            case .list: "[$1]"
            case .choice(let choices): "\"${1|\(choices.map(\.value).joined(separator: ","))|}\""
            }
        }
    }

    /// One value of an enumerated key.
    struct Choice: Equatable {
        var value: String
        var documentation: String
    }

    /// One key of an object.
    struct Key: Equatable {
        var name: String
        var shape: Shape
        var isRequired = false
        var documentation: String
    }

    static let responseKeys = [
        Key(name: "messages", shape: .list(of: .message), isRequired: true,
            documentation: "The messages the SDK may show. \"`messages` is always an array; it is empty when nothing is eligible, and also when the App is disabled.\""),
    ]

    static let formats = [
        Choice(value: "top", documentation: "Bar under the top safe area, at most 40% of the screen height; no backdrop; dismissed by close_button or swipe up; a small leading thumbnail."),
        Choice(value: "center", documentation: "Card centered, at most 90% of the width, on a 50% black backdrop; dismissed by close_button or outside_tap; the image above the text."),
        Choice(value: "bottom", documentation: "Bar above the bottom safe area, at most 40% of the screen height; no backdrop; dismissed by close_button or swipe down; a small leading thumbnail."),
        Choice(value: "full", documentation: "Edge to edge inside the safe areas, buttons pinned to the bottom; dismissed by close_button only; the image above the text."),
    ]

    static let messageKeys = [
        Key(name: "id", shape: .text, isRequired: true, documentation: "Message id (a UUID); goes in the path of the events route."),
        Key(name: "format", shape: .choice(formats),
            documentation: "Chooses the layout. An SDK that does not know a format renders `center`."),
        Key(name: "title", shape: .text, documentation: "Up to 100 characters. May be empty when `body` is set. Rendered as plain text, never as HTML or Markdown."),
        Key(name: "body", shape: .text, documentation: "Up to 500 characters, may contain newlines. May be empty when `title` is set. Rendered as plain text."),
        Key(name: "image_url", shape: .link, documentation: "Absent when the message has no image. Always https. A small leading thumbnail on `top` and `bottom`, above the text on `center` and `full`."),
        Key(name: "image_action", shape: .object(.imageAction),
            documentation: "Absent when the image is not tappable. Same shape as a button action: `type` (`url` or `deeplink`) and `value`. A tap on the image runs it and reports `click` with `button_id: \"image\"`."),
        Key(name: "style", shape: .object(.style), documentation: "Optional look tokens; `null` means the SDK defaults, and so does an absent token."),
        Key(name: "dismiss_after_seconds", shape: .integer,
            documentation: "1 to 300, or `null` to keep the message until the user closes it. The SDK closes the message that many seconds after it became visible and reports `dismiss` with `reason: \"auto\"`; the close control stays available."),
        Key(name: "trigger", shape: .object(.trigger), isRequired: true,
            documentation: "Always present. `{\"type\": \"session_start\"}` or `{\"type\": \"event\", \"name\": \"...\"}`."),
        Key(name: "buttons", shape: .list(of: .button),
            documentation: "0 to 2 buttons, in display order. With two, `top` and `bottom` place them side by side and wrap to a column when they do not fit; a tap on a bar's body runs the first button's action."),
    ]

    static let styleKeys = [
        Key(name: "background_color", shape: .color, documentation: "The card or bar background. Absent: the SDK default."),
        Key(name: "text_color", shape: .color, documentation: "Title and body. Absent: the SDK default."),
        Key(name: "button_color", shape: .color,
            documentation: "Button background. When `button_color` or `button_text_color` is set, every button uses them, so the secondary button is no longer drawn in a different style."),
        Key(name: "button_text_color", shape: .color,
            documentation: "Button label. When `button_color` or `button_text_color` is set, every button uses them (the one that is absent keeps the SDK default)."),
        Key(name: "text_align", shape: .choice(InAppStyleCheck.alignments.map { Choice(value: $0, documentation: "Title and body aligned \($0).") }),
            documentation: "Title and body. Absent means `left`."),
        Key(name: "margin", shape: .boolean,
            documentation: "`true` insets the card 16 points from the screen edges (`top`, `bottom` and `full`); `false` removes the inset. Absent means `true`."),
    ]

    static let triggerKeys = [
        Key(name: "type", shape: .choice([
            Choice(value: "session_start", documentation: "Show the message at session start (the first renderable one)."),
            Choice(value: "event", documentation: "Hold the message in memory and show it when the app reports an event with that exact `name` through `trackEvent(name)`."),
        ]), isRequired: true, documentation: "When the SDK shows the message."),
        Key(name: "name", shape: .text, documentation: "The event's name, with `type: \"event\"`: matched locally and exactly, never sent to the server."),
    ]

    static let buttonKeys = [
        Key(name: "id", shape: .text, isRequired: true,
            documentation: "Opaque, assigned by the server and stable across edits of the message. Sent back as `button_id`."),
        Key(name: "label", shape: .text, isRequired: true, documentation: "Up to 30 characters."),
        Key(name: "action", shape: .object(.buttonAction), isRequired: true, documentation: "What a tap does: `type` and `value`."),
    ]

    static let actionTypes = [
        Choice(value: "url", documentation: "Opens an https link (always https): the SDK hands it to the app."),
        Choice(value: "deeplink", documentation: "An https link or a custom app scheme such as `exampleapp://offers/42`; a deeplink the app cannot handle is ignored."),
        Choice(value: "push_permission", documentation: "The built-in action, buttons only and without `value`: report the click, close the message, then show the system prompt (or open the app's notification settings when denied)."),
    ]

    /// The keys of an action at `place`: buttons accept `push_permission`, the image does not.
    static func actionKeys(_ place: InAppActionCheck.Place) -> [Key] {
        [
            Key(name: "type", shape: .choice(actionTypes.filter { place.types.contains($0.value) }), isRequired: true,
                documentation: place == .button ? "`url`, `deeplink` or `push_permission`." : "`url` or `deeplink`: only buttons accept `push_permission`."),
            Key(name: "value", shape: .link,
                documentation: "The link to open. Absent for `push_permission`: the key is not sent, not even as null."),
        ]
    }

    /// The object at `path` from a root that is `root`; `nil` where the payload has none.
    static func object(at path: some Sequence<FieldLocation.Step>, root: Object) -> Object? {
        var shape = Shape.object(root)
        for step in path {
            switch (shape, step) {
            case (.object(let object), .member(let name)):
                guard let key = object.key(named: name) else { return nil }
                shape = key.shape
            case (.list(let object), .element):
                shape = .object(object)
            default:
                return nil
            }
        }
        guard case .object(let object) = shape else { return nil }
        return object
    }
}
