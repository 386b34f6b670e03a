import PWTemplateLint

// Display blocks of slides and media: carousel, stories, video, pip (sdk-behaviour §6).

extension BlockSchema {
    public static let carousel = BlockSchema(
        name: "carousel", description: "A full-screen, swipeable set of cards with page dots.",
        fields: [
            .showClose,
            FieldSchema("items", .required, .list(ListRules(of: .block(.carouselItem), minimumCount: 1)), "Cards (at least 1)."),
            .dark,
        ])

    public static let carouselItem = BlockSchema(
        name: "CarouselItem", description: "One carousel card; every field is optional.",
        fields: [
            .title("Card title."), .message("Card subtitle."),
            .image("Card image."),
            FieldSchema("action", .optional, .block(.action), "Fired when the card is tapped."),
        ])

    public static let stories = BlockSchema(
        name: "stories", description: "Full-screen slides with progress bars at the top.",
        fields: [
            .showClose,
            FieldSchema("loop", .required, .boolean, "Restart from the first slide after the last one."),
            FieldSchema("items", .required, .list(ListRules(of: .block(.storiesItem), minimumCount: 1)), "Slides (at least 1)."),
            .dark,
        ])

    public static let storiesItem = BlockSchema(
        name: "StoriesItem", description: "One story slide.",
        fields: [
            .title(), .message("Subtitle."),
            .image("Slide background image."),
            .buttons("Buttons at the bottom (may be empty)."),
            FieldSchema("duration", .required, .number(.positive(unit: "s", clamp: .atMost(30), advisoryMinimum: 1)),
                        "Slide duration in seconds; the SDKs cap it at 30."),
        ])

    public static let video = BlockSchema(
        name: "video", description: "Full-screen video with text and buttons on top.",
        fields: [
            .showClose,
            FieldSchema("loop", .required, .boolean, "Loop playback."),
            FieldSchema("muted", .required, .boolean, "Start muted."),
            FieldSchema("url", .required, .mediaURL, "Video URL (HLS or MP4)."),
            FieldSchema("poster", .optional, .mediaURL, "Image shown before playback starts."),
            FieldSchema("fallback", .optional, .mediaURL, "Image shown if the video fails to play."),
            .title(), .message(),
            .buttons("Buttons at the bottom (may be empty)."),
            .dark,
        ])

    public static let pip = BlockSchema(
        name: "pip", description: "A floating picture-in-picture video window docked to a corner.",
        fields: [
            .showClose,
            FieldSchema("position", .required, .enumeration(["bottom-right", "bottom-left", "top-right", "top-left"]), "Screen corner."),
            FieldSchema("loop", .required, .boolean, "Loop playback."),
            FieldSchema("muted", .required, .boolean, "Start muted."),
            FieldSchema("url", .required, .mediaURL, "Video URL."),
            FieldSchema("poster", .optional, .mediaURL, "Image shown before playback starts."),
            FieldSchema("fallback", .optional, .mediaURL, "Image shown if the video fails to play."),
            FieldSchema("width", .required, .number(.positive(clamp: .percentOrFraction(0.15, 0.70))),
                        "Window width: over 1 a percentage of the screen width, up to 1 a fraction; clamped to 15–70 %."),
            FieldSchema("aspectRatio", .required, .number(.positive()), "Window height ÷ width (0.5625 is 16:9 landscape)."),
            FieldSchema("borderRadius", .optional, .number(.nonNegative(platform: .ios)), "Window corner radius in points; default 16."),
            FieldSchema("action", .optional, .block(.action), "Fired when the window itself is tapped."),
            .dark,
        ])
}
