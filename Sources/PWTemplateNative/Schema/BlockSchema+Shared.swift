import PWTemplateLint

// The blocks shared by several display types (sdk-behaviour §5).

extension BlockSchema {
    public static let text = BlockSchema(
        name: "Text", description: "A text and its colour.",
        fields: [
            FieldSchema("text", .required, .text, "The text content; whitespace-only text is accepted."),
            FieldSchema("color", .required, .color, "Text colour."),
        ])

    public static let border = BlockSchema(
        name: "Border", description: "A button border.",
        fields: [
            FieldSchema("color", .required, .color, "Border colour."),
            FieldSchema("radius", .required, .number(.nonNegative(platform: .ios)),
                        "Corner radius, in points (iOS) or dp (Android); iOS rejects a negative radius."),
        ])

    public static let action = BlockSchema(
        name: "Action", description: "What a tap does: close the in-app, or open a URL or deep link.",
        fields: [
            FieldSchema("type", .required, .enumeration(["close", "url"]), "`close` closes the in-app; `url` opens `url` and closes it."),
            FieldSchema("url", .optional, .actionURL, "The URL or deep link to open; required for `type: url`, ignored for `close`."),
        ],
        constraints: [.requiredWhen(field: "url", key: "type", equals: "url")],
        structuralRule: .invalidAction)

    public static let button = BlockSchema(
        name: "Button", description: "A tappable button with its own action.",
        fields: buttonFields(action: FieldSchema("action", .required, .block(.action), "Action fired on tap.")))

    /// `spinButton` and `revealButton`: a Button whose behaviour is built in.
    public static let actionlessButton = BlockSchema(
        name: "ActionlessButton", description: "A Button without an action: spinning or revealing is built in.",
        fields: buttonFields(action: FieldSchema(
            "action",
            .ignored(reason: "spinButton and revealButton have built-in behaviour and never read an action", hint: "remove it"),
            .unchecked, "Never read: the button always spins the wheel or reveals the card.")))

    public static let cover = BlockSchema(
        name: "Cover", description: "An optional image over a background colour.",
        fields: [
            FieldSchema("image", .optional, .mediaURL, "Cover image URL."),
            FieldSchema("background", .required, .color, "Background colour shown under (or instead of) the image."),
        ])

    public static let reward = BlockSchema(
        name: "Reward", description: "The prize panel of a scratchcard or spinwheel; it needs a title or a code.",
        fields: [
            FieldSchema("title", .optional, .block(.text), "Reward headline."),
            FieldSchema("message", .optional, .block(.text), "Reward description."),
            FieldSchema("code", .optional, .rewardCode, "Promo code, shown with a copy button; an empty code counts as absent."),
            FieldSchema("button", .optional, .block(.button), "Confirmation button with its own action."),
        ],
        constraints: [.anyOf(["title", "code"], rule: .rewardMissingTitleOrCode)])

    private static func buttonFields(action: FieldSchema) -> [FieldSchema] {
        [
            FieldSchema("text", .required, .block(.text), "Button label."),
            FieldSchema("background", .required, .color, "Button fill colour."),
            FieldSchema("border", .required, .block(.border), "Button border."),
            action,
        ]
    }
}

extension FieldSchema {
    static func title(_ description: String = "Title.") -> FieldSchema {
        FieldSchema("title", .optional, .block(.text), description)
    }

    static func message(_ description: String = "Body text.") -> FieldSchema {
        FieldSchema("message", .optional, .block(.text), description)
    }

    static let showClose = FieldSchema("showClose", .required, .boolean, "Show a close (✕) button.")

    static func buttons(_ description: String) -> FieldSchema {
        FieldSchema("buttons", .required, .list(ListRules(of: .block(.button))), description)
    }

    static func image(_ description: String) -> FieldSchema {
        FieldSchema("image", .optional, .mediaURL, description)
    }

    /// The `dark` overlay of a display block, checked by the dark-variant rules.
    static let dark = FieldSchema(
        "dark", .optional, .unchecked,
        "Dark-mode overrides of colours and images, merged over the block; a broken overlay shows the light theme.")
}
