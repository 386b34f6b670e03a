import PWTemplateLint

// Cards and bars: modal, sheet, fullscreen, banner.

extension ScaffoldContent {
    static let modal: ScaffoldValue = [
        "showClose": true,
        "dimBackground": true,
        "background": .string(Palette.white),
        "image": .string(media + "images/spring-sale-hero.jpg"),
        "title": .essential(.text("title", "Spring sale: up to 40% off", color: Palette.ink)),
        "message": .text("message", "Fresh styles for the new season. The offer ends Sunday.", color: Palette.body),
        "buttons": [
            .button("button1", "Shop the sale", color: Palette.white, background: Palette.blue,
                    action: .open("myapp://offers/spring")),
            .button("button2", "Maybe later", color: Palette.blue, background: Palette.white, border: Palette.blue,
                    action: .close),
        ],
    ]

    static let sheet: ScaffoldValue = [
        "showClose": true,
        "dimBackground": true,
        "background": .string(Palette.white),
        "image": .string(media + "images/cart-reminder.jpg"),
        "title": .essential(.text("title", "Your cart is waiting", color: Palette.ink)),
        "message": .text("message", "Complete your order today and get free express shipping.", color: Palette.body),
        "buttons": [
            .button("button1", "Back to my cart", color: Palette.white, background: Palette.green,
                    action: .open("myapp://cart")),
            .button("button2", "Not now", color: Palette.green, background: Palette.white, border: Palette.green,
                    action: .close),
        ],
    ]

    static let fullscreen: ScaffoldValue = [
        "showClose": true,
        "cover": [
            "image": .string(media + "images/new-arrivals.jpg"),
            "background": .string(Palette.night),
        ],
        "title": .essential(.text("title", "New arrivals are here", color: Palette.white)),
        "message": .text("message", "Discover more than 200 fresh pieces for spring.", color: Palette.mist),
        "buttons": [
            .button("button1", "Explore new arrivals", color: Palette.white, background: Palette.blue,
                    action: .open("myapp://collections/new")),
            .button("button2", "Not now", color: Palette.ink, background: Palette.white,
                    action: .close),
        ],
    ]

    static let banner: ScaffoldValue = [
        "showClose": true,
        "position": "top",
        "background": .string(Palette.night),
        "image": .string(media + "images/spring-sale-thumb.jpg"),
        "title": .essential(.text("title", "The spring sale is live", color: Palette.white)),
        "message": .text("message", "Up to 40% off sneakers and jackets. Tap to shop.", color: Palette.mist),
        "action": .open("myapp://offers/spring"),
        "autoDismiss": 8,
    ]
}
