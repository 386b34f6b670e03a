import PWTemplateLint
import PWTemplateSyntax

/// What `resolve` prints of an In-App file: each message as an SDK renders it
/// (inapp-api-contract.md): `format` after "For an unknown format, render center", each style
/// token's effective value (`null` for the SDK default: absent or unparseable), `text_align`
/// `left` and `margin` `true` when absent, the timer, the trigger and the buttons with their actions.
package enum InAppResolution {
    static func resolve(_ document: JSONFileDocument, request: ResolveRequest) -> Result<ResolvedDocument, ResolveRefusal> {
        guard let root = document.document?.cursor, let payload = InAppPayload(root: root) else {
            return .failure(ResolveRefusal("\(document.path) is not an In-App message or eligible response\n  Run 'pwtemplate lint \(request.givenPath ?? document.path)' to see why."))
        }
        let messages = payload.messages.filter(\.isObject).map(resolved)
        var notes: [String] = []
        for (index, message) in payload.messages.enumerated() {
            if let written = unknownFormat(of: message) { notes.append("message \(index + 1): \"format\" \(written), rendered center") }
        }
        let output = request.format == .json ? JSONOutput.object([("messages", .array(messages.map(\.json)))]).rendered() : text(messages)
        return .success(ResolvedDocument(output: output, notes: notes))
    }

    /// The colour tokens of ``Message/colors``, in the contract's order.
    package static let colorTokens = InAppStyleCheck.colorTokens

    /// The `format` of `message` when an SDK does not know it and renders center ("For an
    /// unknown format, render center"): the written value quoted, or `is not a string`; `nil`
    /// when the format is one of the layout table's or absent.
    package static func unknownFormat(of message: JSONCursor) -> String? {
        guard let written = message["format"], written.string.map(InAppFieldsCheck.formats.contains) != true else { return nil }
        return written.string.map(Quote.string) ?? "is not a string"
    }

    /// A message as an SDK renders it.
    package struct Message: Equatable {
        /// The JSON Pointer of the message in the file (`""` for a message at the root).
        package var pointer: String
        package var id: String?
        package var format: String
        package var title: String?
        package var body: String?
        package var imageURL: String?
        package var imageAction: Action?
        /// The four colour tokens in the contract's order, `nil` for the SDK default.
        package var colors: [String?]
        package var textAlign: String
        package var margin: Bool
        package var dismissAfterSeconds: Int?
        package var trigger: (type: String, name: String?)?
        package var buttons: [Button]

        package static func == (lhs: Message, rhs: Message) -> Bool { lhs.json.rendered() == rhs.json.rendered() }
    }

    package struct Action: Equatable {
        package var type: String?
        package var value: String?
    }

    package struct Button: Equatable {
        /// The JSON Pointer of the button in the file, e.g. `/messages/0/buttons/1`.
        package var pointer: String
        package var id: String?
        package var label: String?
        package var action: Action?
    }

    /// `message` (an object) as an SDK renders it.
    package static func resolved(_ message: JSONCursor) -> Message {
        let style = message["style"]
        let format = message["format"]?.string.flatMap { InAppFieldsCheck.formats.contains($0) ? $0 : nil } ?? "center"
        let align = style?["text_align"]?.string.flatMap { InAppStyleCheck.alignments.contains($0) ? $0 : nil } ?? "left"
        var margin = true
        if let flag = style?["margin"]?.bool { margin = flag }
        let seconds = message["dismiss_after_seconds"].flatMap(InAppTimingCheck.seconds).flatMap { InAppTimingCheck.dismissRange.contains($0) ? $0 : nil }
        let trigger = message["trigger"].flatMap { node in node["type"]?.string.map { (type: $0, name: node["name"]?.string) } }
        let buttons = (message["buttons"]?.elements ?? []).filter(\.isObject).map { button in
            Button(pointer: button.pointer, id: button["id"]?.string, label: button["label"]?.string, action: button["action"].flatMap(action))
        }
        return Message(
            pointer: message.pointer, id: message["id"]?.string, format: format, title: message["title"]?.string, body: message["body"]?.string,
            imageURL: message["image_url"]?.string, imageAction: message["image_action"].flatMap(action),
            colors: InAppStyleCheck.colorTokens.map { token in InAppStyleCheck.readableColor(style?[token]).flatMap { _ in style?[token]?.string?.uppercased() } },
            textAlign: align, margin: margin, dismissAfterSeconds: seconds, trigger: trigger, buttons: buttons)
    }

    private static func action(_ node: JSONCursor) -> Action? {
        node.isObject ? Action(type: node["type"]?.string, value: node["value"]?.string) : nil
    }
}

extension InAppResolution.Message {
    /// The message as `resolve --format json` prints it.
    var json: JSONOutput {
        func action(_ action: InAppResolution.Action?) -> JSONOutput {
            guard let action else { return .null }
            return .object([("type", JSONOutput(action.type))] + (action.type == "push_permission" ? [] : [("value", JSONOutput(action.value))]))
        }
        let style: [(key: String, value: JSONOutput)] = zip(InAppStyleCheck.colorTokens, colors).map { ($0, JSONOutput($1)) }
            + [("text_align", .string(textAlign)), ("margin", .bool(margin))]
        return .object([
            ("id", JSONOutput(id)), ("format", .string(format)), ("title", JSONOutput(title)), ("body", JSONOutput(body)),
            ("image_url", JSONOutput(imageURL)), ("image_action", action(imageAction)),
            ("style", .object(style)), ("dismiss_after_seconds", JSONOutput(dismissAfterSeconds)),
            ("trigger", trigger.map { .object([("type", .string($0.type))] + ($0.type == "event" ? [("name", JSONOutput($0.name))] : [])) } ?? .null),
            ("buttons", .array(buttons.map { .object([("id", JSONOutput($0.id)), ("label", JSONOutput($0.label)), ("action", action($0.action))]) })),
        ])
    }

    /// The message in readable lines.
    var lines: [String] {
        func link(_ action: InAppResolution.Action?) -> String {
            guard let action else { return "no action" }
            return [action.type ?? "no type", action.value].compactMap(\.self).joined(separator: " ")
        }
        let names = ["background", "text", "button", "button text"]
        let style = zip(names, colors).map { "\($0) \($1 ?? "SDK default")" } + ["text align \(textAlign)", "margin \(margin ? "16 pt" : "none")"]
        var lines = [
            "  Title: \(title.map(Quote.string) ?? "none")",
            "  Body: \(body.map(Quote.string) ?? "none")",
            "  Image: \(imageURL.map { $0 + (imageAction.map { " (tap: \(link($0)))" } ?? " (not tappable)") } ?? "none")",
            "  Style: " + style.joined(separator: ", "),
            "  Closes: " + (dismissAfterSeconds.map { "after \($0) s, or by the user" } ?? "when the user closes it"),
            "  Shown: " + (trigger.map { $0.type == "event" ? "on the event \(Quote.string($0.name ?? ""))" : "at session start" } ?? "never (no trigger)"),
        ]
        lines += buttons.enumerated().map { index, button in
            "  Button \(index + 1) \(Quote.string(button.label ?? "")) (id \(button.id ?? "none")): \(link(button.action))"
        }
        return lines
    }
}

extension InAppResolution {
    /// Every message in readable lines, a blank line between messages.
    static func text(_ messages: [Message]) -> String {
        guard !messages.isEmpty else { return "No messages.\n" }
        return messages.enumerated().map { index, message in
            (["Message \(index + 1) (\(message.id ?? "no id")): \(message.format)"] + message.lines).joined(separator: "\n")
        }.joined(separator: "\n\n") + "\n"
    }
}
