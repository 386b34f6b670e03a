import PWTemplateLint

// Games: scratchcard and spinwheel.

extension ScaffoldContent {
    static let scratchcard: ScaffoldValue = [
        "showClose": true,
        "background": [.string(Palette.indigo), .string(Palette.violet)],
        "revealThreshold": 0.5,
        "cover": [
            "image": .string(media + "images/scratch-foil.png"),
            "background": .string(Palette.silver),
        ],
        "revealButton": .button("reveal_button", "Reveal now", color: Palette.violet, background: Palette.white),
        "title": .text("title", "Scratch to win", color: Palette.white),
        "message": .text("message", "Scratch the card to reveal your spring reward.", color: Palette.mist),
        "reward": .reward(
            "reward", title: "15% off your next order", message: "Use the code at checkout before Sunday.",
            code: "SCRATCH15",
            button: .button("reward_button", "Shop now", color: Palette.white, background: Palette.violet,
                            action: .open("myapp://offers/scratch"))),
    ]

    static let spinwheel: ScaffoldValue = [
        "showClose": true,
        "background": [.string(Palette.indigo), .string(Palette.violet)],
        "winIndex": 1,
        "spinButton": .button("spin_button", "SPIN", color: Palette.ink, background: Palette.gold, radius: 36),
        "title": .text("title", "Spin to win", color: Palette.white),
        "message": .text("message", "Every slice wins a spring treat.", color: Palette.mist),
        "reward": .reward(
            "reward", title: "You won!", message: "Your code is ready. Use it at checkout.", code: "SPINWIN",
            button: .button("reward_button", "Claim my reward", color: Palette.white, background: Palette.violet,
                            action: .open("myapp://offers/spin"))),
        "loseTitle": .text("lose_title", "So close! Try again tomorrow.", color: Palette.white),
        "segments": .array([
            ("10% off", Palette.blue, 4, "10% off your order", "SPIN10"),
            ("Free shipping", Palette.red, 3, "Free shipping on your order", "SPINSHIP"),
            ("15% off", Palette.green, 2, "15% off your order", "SPIN15"),
            ("Free gift", Palette.violet, 2, "A free gift with your order", "SPINGIFT"),
            ("25% off", Palette.amber, 1, "25% off your order", "SPIN25"),
            ("Double points", Palette.pink, 3, "Double loyalty points", "SPINPOINTS"),
        ].enumerated().map { index, segment in
            let key = "segment\(index + 1)"
            return [
                "message": .text(key + "_label", segment.0, color: Palette.white),
                "color": .string(segment.1),
                "weight": .number(String(segment.2)),
                "reward": .reward(key + "_reward", title: segment.3, code: segment.4),
            ]
        }),
    ]
}
