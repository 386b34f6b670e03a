import PWTemplateLint
import PWTemplateSyntax

/// `buttons` (inapp-api-contract.md, "Payload", "Push permission action", "Eligibility rules"):
/// how many, each one's `id`, `label` and `action`, and who receives a push permission button.
struct InAppButtonsCheck: InAppCheck {
    var rules: [Rule] {
        [.inappTooManyButtons, .inappButtonID, .inappDuplicateButtonID] + InAppActionCheck.rules.filter { $0 != .inappImageAction } + [.inappPushPermissionAudience]
    }

    static let maximumButtons = 2
    static let labelLimit = 30
    static let fields = ["id", "label", "action"]

    func run(_ message: JSONCursor, _ context: InAppContext, into findings: inout [Diagnostic]) {
        guard let list = message["buttons"] else { return }
        guard let buttons = list.elements else {
            findings.append(InAppFieldsCheck.wrongType(list, expected: "an array", context))
            return
        }
        if buttons.count > Self.maximumButtons {
            findings.append(context.finding(.inappTooManyButtons, at: buttons[Self.maximumButtons],
                                            message: "the message has \(buttons.count) buttons; the contract allows 0 to \(Self.maximumButtons)",
                                            hint: "keep the two buttons that matter most"))
        }
        var seen: [String: JSONCursor] = [:]
        for button in buttons {
            guard button.isObject else {
                findings.append(InAppFieldsCheck.wrongType(button, expected: "an object", context))
                continue
            }
            findings += Self.identifier(button, seen: &seen, context)
            findings += Self.label(button, context)
            findings += InAppFieldsCheck.unknownFields(of: button, known: Self.fields, what: "a button", context)
            guard let action = button["action"] else {
                findings.append(context.finding(.inappActionType, at: button, range: button.opening, message: "the button has no \"action\"",
                                                hint: "write an action such as {\"type\": \"url\", \"value\": \"https://example.com/offer\"}"))
                continue
            }
            guard action.isObject else {
                findings.append(InAppFieldsCheck.wrongType(action, expected: "an object", context))
                continue
            }
            findings += InAppActionCheck.findings(action, at: .button, context)
            if let type = action["type"], type.string == "push_permission" {
                findings.append(context.finding(
                    .inappPushPermissionAudience, at: type,
                    message: "a push_permission button: the server shows the message only to React Native SDK 0.8.0 or newer and iOS SDK 0.1.0 or newer, "
                        + "to no other SDK, and never to a device whose push status is ok",
                    hint: "add a message without this button for the other devices"))
            }
        }
    }

    private static func identifier(_ button: JSONCursor, seen: inout [String: JSONCursor], _ context: InAppContext) -> [Diagnostic] {
        guard let id = button["id"] else {
            return [context.finding(.inappButtonID, at: button, range: button.opening, message: "the button has no \"id\": its click cannot be reported",
                                    hint: "give it the id the server assigned")]
        }
        guard let text = id.string, !text.isEmpty else {
            let found = id.string.map(Quote.string) ?? DesignText.article(id.typeName)
            return [context.finding(.inappButtonID, at: id, message: "the button's \"id\" is \(found), not a non-empty string", hint: "give it the id the server assigned")]
        }
        if let first = seen[text] {
            return [context.finding(.inappDuplicateButtonID, at: id, message: "the button id \(Quote.string(text)) is used twice: the clicks of the two buttons cannot be told apart",
                                    hint: "give each button its own id",
                                    related: [RelatedLocation(message: "the first button with this id", pointer: first.pointer, range: first.range)])]
        }
        seen[text] = id
        return []
    }

    private static func label(_ button: JSONCursor, _ context: InAppContext) -> [Diagnostic] {
        guard let label = button["label"] else {
            return [context.finding(.inappWrongType, at: button, range: button.opening, message: "the button has no \"label\"; the contract's type is a string", hint: "write its label")]
        }
        guard let text = label.string else { return [InAppFieldsCheck.wrongType(label, expected: "a string", context)] }
        return InAppFieldsCheck.tooLong(label, text, limit: labelLimit, context)
    }
}
