import PWTemplateLint
import PWTemplateSyntax

/// The examples `new inapp-top|inapp-center|inapp-bottom|inapp-full` writes: one message of that
/// layout with two buttons, an event trigger and every style token, which lints clean.
enum InAppScaffold {
    /// The scaffold names, one per layout, in the contract's order.
    static let names = InAppFieldsCheck.formats.map { "inapp-" + $0 }
    /// The scaffold's one file; `new` names it after the scaffold or the name it is given.
    static let fileName = "message" + InAppKind().fileSuffix

    static func files(for request: ScaffoldRequest) -> [ScaffoldFile]? {
        guard names.contains(request.name) else { return nil }
        let format = String(request.name.dropFirst("inapp-".count))
        return [ScaffoldFile(name: fileName, bytes: Array(message(format: format).rendered().utf8))]
    }

    /// The example message of `format`: bars close themselves after 8 seconds, the card and the
    /// full screen stay until closed.
    static func message(format: String) -> JSONOutput {
        let isBar = format == "top" || format == "bottom"
        return .object([
            ("id", .string("00000000-0000-4000-8000-0000000000a1")),
            ("format", .string(format)),
            ("title", .string("Spring sale")),
            ("body", .string("Everything is 20 % off until Sunday.")),
            ("image_url", .string("https://cdn.example.com/spring-sale.png")),
            ("image_action", .object([("type", .string("url")), ("value", .string("https://example.com/offers"))])),
            ("style", .object([
                ("background_color", .string("#FFFFFF")), ("text_color", .string("#1A1A1A")),
                ("button_color", .string("#1A56DB")), ("button_text_color", .string("#FFFFFF")),
                ("text_align", .string(isBar ? "left" : "center")), ("margin", .bool(true)),
            ])),
            ("dismiss_after_seconds", isBar ? .int(8) : .null),
            ("trigger", .object([("type", .string("event")), ("name", .string("checkout_done"))])),
            ("buttons", .array([
                button(id: "a1b2c3d4", label: "See offers", type: "deeplink", value: "exampleapp://offers/42"),
                button(id: "e5f6a7b8", label: "Details", type: "url", value: "https://example.com/offers"),
            ])),
        ])
    }

    private static func button(id: String, label: String, type: String, value: String) -> JSONOutput {
        .object([("id", .string(id)), ("label", .string(label)), ("action", .object([("type", .string(type)), ("value", .string(value))]))])
    }

    /// The In-App part of `new --list`.
    static let listing = ScaffoldListing(
        rows: [["IN-APP MESSAGE", "LAYOUT"]] + zip(names, [
            "bar under the top safe area", "card centred on a 50 % black backdrop", "bar above the bottom safe area", "edge to edge inside the safe areas",
        ]).map { [$0, $1] },
        legend: "In-App API messages are rendered by any SDK implementing the In-App server contract; each is one file, <dir>.inapp.json.",
        usage: "Create one with 'pwtemplate new inapp-<layout> [<dir>]'.")
}
