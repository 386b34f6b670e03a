import PWTemplateLint

// Slides and media: carousel, stories, video, pip.

extension ScaffoldContent {
    static let carousel: ScaffoldValue = [
        "showClose": true,
        "items": .array([
            ("sneakers", "Sneakers from $49", "Light, breathable and ready for every run."),
            ("jackets", "Rain jackets, 30% off", "Stay dry in style this season."),
            ("bags", "Weekend bags", "Room for everything, and then some."),
        ].enumerated().map { index, card in
            let item = "item\(index + 1)"
            return [
                "image": .string(media + "images/\(card.0).jpg"),
                "title": .essential(.text(item + "_title", card.1, color: Palette.white)),
                "message": .text(item + "_message", card.2, color: Palette.white),
                "action": .open("myapp://collections/\(card.0)"),
            ]
        }),
    ]

    static let stories: ScaffoldValue = [
        "showClose": true,
        "loop": false,
        "items": [
            slide(1, image: "story-1.jpg", title: "Meet the spring collection", message: "Bright colours, light fabrics.", buttons: []),
            slide(2, image: "story-2.jpg", title: "Made to move", message: "Stretch fits for every day.", buttons: [
                ("See the fits", "myapp://collections/active"),
            ]),
            slide(3, image: "story-3.jpg", title: "Members save 15%", message: "Sign in to unlock your discount.", buttons: [
                ("Shop the collection", "myapp://collections/spring"),
            ]),
        ],
    ]

    /// One story slide; `buttons` are label and deep link.
    private static func slide(
        _ number: Int, image: String, title: String, message: String, buttons: [(String, String)]
    ) -> ScaffoldValue {
        let key = "slide\(number)"
        return [
            "image": .string(media + "images/" + image),
            "title": .essential(.text(key + "_title", title, color: Palette.white)),
            "message": .text(key + "_message", message, color: Palette.white),
            "buttons": .array(buttons.enumerated().map { index, button in
                .button("\(key)_button\(index + 1)", button.0, color: Palette.ink, background: Palette.white,
                        radius: 24, action: .open(button.1))
            }),
            "duration": 5,
        ]
    }

    static let video: ScaffoldValue = [
        "showClose": true,
        "loop": true,
        "muted": true,
        "url": .string(media + "videos/spring-collection.mp4"),
        "poster": .string(media + "images/spring-collection-poster.jpg"),
        "fallback": .string(media + "images/spring-collection-fallback.jpg"),
        "title": .text("title", "The spring collection", color: Palette.white),
        "message": .text("message", "See it in motion before anyone else.", color: Palette.mist),
        "buttons": [
            .button("button1", "Shop the collection", color: Palette.white, background: Palette.blue, radius: 14,
                    action: .open("myapp://collections/spring")),
        ],
    ]

    static let pip: ScaffoldValue = [
        "showClose": true,
        "position": "bottom-right",
        "loop": true,
        "muted": true,
        "url": .string(media + "videos/live-drop-teaser.mp4"),
        "poster": .string(media + "images/live-drop-poster.jpg"),
        "fallback": .string(media + "images/live-drop-fallback.jpg"),
        "width": 40,
        "aspectRatio": 0.5625,
        "borderRadius": 16,
        "action": .open("myapp://live/spring-drop"),
    ]
}
