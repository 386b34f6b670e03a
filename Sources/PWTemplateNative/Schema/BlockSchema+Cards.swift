import PWTemplateLint

// Display blocks of cards and bars: modal, sheet, fullscreen, banner (sdk-behaviour §6).

extension BlockSchema {
    public static let modal = centredCard(
        name: "modal", description: "A centred card.",
        dimming: "Dim the screen behind the card; `false` floats the card and lets touches through.")

    public static let sheet = centredCard(
        name: "sheet", description: "A card pinned to the bottom edge, with a drag handle.",
        dimming: "Dim the screen behind the sheet.")

    public static let fullscreen = BlockSchema(
        name: "fullscreen", description: "An edge-to-edge cover image with text and buttons on top.",
        fields: [
            .showClose,
            FieldSchema("cover", .required, .block(.cover), "Background image and colour."),
            .title(), .message(),
            .buttons("Buttons at the bottom (may be empty)."),
            FieldSchema("image", .ignored(reason: "fullscreen reads its image from cover › image only", hint: "move it into cover"), .unchecked,
                        "Not read here: fullscreen takes its image from `cover.image`."),
            FieldSchema("background", .ignored(reason: "fullscreen reads its background colour from cover › background only", hint: "move it into cover"), .unchecked,
                        "Not read here: fullscreen takes its background from `cover.background`."),
            .dark,
        ])

    public static let banner = BlockSchema(
        name: "banner", description: "A compact bar docked to the top or bottom edge.",
        fields: [
            .showClose,
            FieldSchema("position", .required, .enumeration(["top", "bottom"]), "Screen edge."),
            FieldSchema("background", .required, .color, "Bar background colour."),
            .image("Thumbnail on the left."),
            .title("Single-line title, truncated with an ellipsis."),
            .message("Body text, up to 2 lines."),
            FieldSchema("action", .required, .block(.action), "Fired when the bar itself is tapped."),
            FieldSchema("autoDismiss", .optional, .number(.positive(unit: "s", advisoryMinimum: 1)),
                        "Close after this many seconds; absent keeps the banner until it is closed."),
            .dark,
        ])

    private static func centredCard(name: String, description: String, dimming: String) -> BlockSchema {
        BlockSchema(
            name: name, description: description,
            fields: [
                .showClose,
                FieldSchema("dimBackground", .required, .boolean, dimming),
                FieldSchema("background", .required, .color, "Card background colour."),
                .image("Cover image."),
                .title(), .message(),
                .buttons("Buttons below the text (may be empty); every button action also closes."),
                .dark,
            ])
    }
}
