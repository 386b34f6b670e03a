import PWTemplateInApp
import PWTemplateLint
import PWTemplatePreview
import PWTemplateSyntax

/// What the page's `inapp` renderer draws of one In-App message (inapp-api-contract.md), worked
/// out from ``InAppResolution/Message`` (the message as an SDK renders it: the format after "For
/// an unknown format, render center", each style token's value or `nil` for the SDK default,
/// `text_align`, `margin`, the timer, the buttons): the colours each part is drawn in, the
/// buttons' styles, the inset, and the notes the page shows beside the phone. The geometry of
/// the layout table (bars, card, full screen) is the script's (`inapp.js`).
struct InAppPreviewModel {
    /// The colours the preview draws for a token the message leaves to the SDK: "A token that is
    /// absent (or `style: null`) means the SDK default." The contract names no values (no SDK
    /// implementation is public), so these are the preview's neutral choice, and the page labels
    /// every colour drawn from them as the SDK default.
    enum Defaults {
        static let background = "#FFFFFF"
        static let text = "#1C1C1E"
        static let button = "#0A66D8"
        static let buttonText = "#FFFFFF"
    }

    /// "`style.margin: true` insets the card 16 points from the screen edges (`top`, `bottom`
    /// and `full`); `false` removes the inset."
    static let marginInset = 16

    /// The colour of one style token as drawn: the message's, or the SDK default.
    struct Color: Equatable {
        var token: String
        var value: String
        var isDefault: Bool
    }

    /// How one button is drawn.
    struct ButtonStyle: Equatable {
        var background: Color
        var label: Color
        /// The SDK's other style for the second button (drawn outlined), kept only while neither
        /// `button_color` nor `button_text_color` is set.
        var isSecondary: Bool
    }

    let message: InAppResolution.Message
    /// What ``InAppResolution/unknownFormat(of:)`` says of the written `format`, when an SDK
    /// does not know it.
    let unknownFormat: String?
    /// The drawn background, text, button and button-label colours, in the contract's order.
    let colors: [Color]

    /// The model of `node`, a message object of the file.
    init(_ node: JSONCursor) {
        let message = InAppResolution.resolved(node)
        self.message = message
        unknownFormat = InAppResolution.unknownFormat(of: node)
        let defaults = [Defaults.background, Defaults.text, Defaults.button, Defaults.buttonText]
        colors = zip(InAppResolution.colorTokens, zip(message.colors, defaults)).map { token, pair in
            Color(token: token, value: pair.0 ?? pair.1, isDefault: pair.0 == nil)
        }
    }

    var background: Color { colors[0] }
    var text: Color { colors[1] }

    /// The inset of the bar, card or screen from the screen edges: 16 with `margin` (the
    /// default, "Absent means `true`"), 0 without; a `center` card is not inset by it.
    var inset: Int { message.margin && message.format != "center" ? Self.marginInset : 0 }

    /// The style of each button: "When `button_color` or `button_text_color` is set, every
    /// button uses them (the one that is absent keeps the SDK default), so the secondary button
    /// is no longer drawn in a different style."
    var buttonStyles: [ButtonStyle] {
        let styled = !colors[2].isDefault || !colors[3].isDefault
        return message.buttons.indices.map { index in
            ButtonStyle(background: colors[2], label: colors[3], isSecondary: !styled && index == 1)
        }
    }

    /// Why the page draws this message as it does, or that the SDK never shows it.
    var notes: [String] {
        var notes: [String] = []
        if let unknownFormat {
            notes.append("\"format\" \(unknownFormat): drawn center (\"For an unknown format, render center.\")")
        }
        if message.trigger == nil {
            notes.append("no \"trigger\": the SDK never shows this message (\"trigger … Always present.\")")
        }
        let defaults = colors.filter(\.isDefault).map(\.token)
        if !defaults.isEmpty {
            notes.append("SDK default (drawn in the preview's neutral colours; the contract names none): " + defaults.joined(separator: ", "))
        }
        return notes
    }

    /// When the SDK shows the message, in words: "at session start" or "on the event …".
    var shown: String? {
        message.trigger.map { $0.type == "event" ? "on the event \(JSONOutput.literal($0.name ?? ""))" : "at session start" }
    }

    /// The message as the script reads it.
    var json: JSONOutput {
        .object([
            ("pointer", .string(message.pointer)), ("id", JSONOutput(message.id)), ("format", .string(message.format)),
            ("title", JSONOutput(message.title)), ("body", JSONOutput(message.body)),
            ("image", JSONOutput(message.imageURL)), ("imageAction", Self.json(message.imageAction)),
            ("colors", .object(colors.map { ($0.token, Self.json($0)) })),
            ("textAlign", .string(message.textAlign)), ("inset", .int(inset)),
            ("dismissAfterSeconds", JSONOutput(message.dismissAfterSeconds)), ("shown", JSONOutput(shown)),
            ("buttons", .array(zip(message.buttons, buttonStyles).map(Self.json))),
            ("notes", .array(notes.map(JSONOutput.string))),
        ])
    }

    private static func json(_ color: Color) -> JSONOutput {
        .object([("value", .string(color.value)), ("default", .bool(color.isDefault))])
    }

    private static func json(_ action: InAppResolution.Action?) -> JSONOutput {
        guard let action else { return .null }
        return .object([("type", JSONOutput(action.type)), ("value", JSONOutput(action.value))])
    }

    private static func json(_ button: InAppResolution.Button, _ style: ButtonStyle) -> JSONOutput {
        .object([
            ("pointer", .string(button.pointer)), ("id", JSONOutput(button.id)), ("label", JSONOutput(button.label)),
            ("action", json(button.action)), ("background", .string(style.background.value)), ("color", .string(style.label.value)),
            ("secondary", .bool(style.isSecondary)),
        ])
    }
}
