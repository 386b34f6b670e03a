import PWTemplateLint

// Gamified display blocks: scratchcard and spinwheel (sdk-behaviour §6, iOS only).

extension BlockSchema {
    public static let scratchcard = BlockSchema(
        name: "scratchcard", description: "A card whose reward is hidden under a scratchable foil.",
        fields: [
            .showClose,
            .surfaceBackground,
            FieldSchema("revealThreshold", .required,
                        .number(NumberRules(minimum: .init(0, inclusive: false), maximum: .init(1, inclusive: true), clamp: .range(0.1, 0.9))),
                        "Fraction of the foil to scratch off before the reward shows: > 0 and ≤ 1, clamped to 0.1–0.9."),
            FieldSchema("cover", .required, .block(.cover), "The foil; without an image a \"scratch here\" hint is drawn on its colour."),
            FieldSchema("revealButton", .optional, .block(.actionlessButton), "\"Reveal instantly\" button."),
            .title(), .message(),
            FieldSchema("reward", .required, .block(.reward), "The prize under the foil."),
            .dark,
        ])

    public static let spinwheel = BlockSchema(
        name: "spinwheel", description: "A wheel of fortune with weighted segments and a centre hub button.",
        fields: [
            .showClose,
            .surfaceBackground,
            FieldSchema("winIndex", .required, .number(NumberRules(clamp: .index(into: "segments"))),
                        "0-based index of the winning segment; truncated and clamped to the segments."),
            FieldSchema("spinButton", .required, .block(.actionlessButton), "Centre hub button."),
            .title(), .message(),
            FieldSchema("reward", .required, .block(.reward), "Reward of a winning spin, for segments without their own."),
            FieldSchema("loseTitle", .optional, .block(.text), "Headline shown on a loss."),
            FieldSchema("segments", .required,
                        .list(ListRules(of: .block(.segment), minimumCount: 2, maximumCount: 12, countRule: .segmentCount)),
                        "Wheel segments, 2 to 12."),
            .dark,
        ])

    public static let segment = BlockSchema(
        name: "Segment", description: "One slice of the wheel.",
        fields: [
            FieldSchema("message", .required, .block(.text), "Slice label."),
            FieldSchema("color", .optional, .color, "Slice colour; absent takes the next colour of a built-in palette."),
            FieldSchema("weight", .required, .number(.nonNegative()), "Relative slice size (≥ 0)."),
            FieldSchema("reward", .optional, .block(.reward), "Reward of this slice."),
        ])
}

extension FieldSchema {
    /// The card colour or gradient of scratchcard and spinwheel.
    static let surfaceBackground = FieldSchema(
        "background", .required, .colorOrGradient,
        "Card background: one colour, or a list of colours for a gradient (one colour is a solid fill).")
}
