import PWTemplateLint

// The shared blocks of native-config.json (Text, Button, Action, Reward) as scaffold values.

extension ScaffoldValue {
    /// A Text: `copy`, translated under `key`, drawn in `color`.
    static func text(_ key: String, _ copy: String, color: String) -> ScaffoldValue {
        ["text": .copy(key: key, text: copy), "color": .string(color)]
    }

    /// A Button labelled `label` (translated under `key`) in `color` on `background`, with a
    /// border of `border` (the fill colour when `nil`). Without an action it is the built-in
    /// kind of `spinButton` and `revealButton`.
    static func button(
        _ key: String, _ label: String, color: String, background: String, border: String? = nil,
        radius: Int = 12, action: ScaffoldValue? = nil
    ) -> ScaffoldValue {
        let members: [(key: String, value: ScaffoldValue)] = [
            ("text", text(key, label, color: color)),
            ("background", .string(background)),
            ("border", ["color": .string(border ?? background), "radius": .number(String(radius))]),
        ]
        return .object(members + (action.map { [("action", $0)] } ?? []))
    }

    /// An Action opening `url`: a deep link of the app, such as `myapp://offers/spring`.
    static func open(_ url: String) -> ScaffoldValue {
        ["type": "url", "url": .string(url)]
    }

    /// An Action closing the message.
    static let close: ScaffoldValue = ["type": "close"]

    /// A Reward panel: `code` is the promo code, kept by a minimal scaffold (a reward needs a
    /// title or a code); `prefix` starts the translation keys (`reward`, `segment2_reward`).
    static func reward(
        _ prefix: String, title: String, message: String? = nil, code: String, button: ScaffoldValue? = nil
    ) -> ScaffoldValue {
        var members: [(key: String, value: ScaffoldValue)] = [("title", text(prefix + "_title", title, color: Palette.ink))]
        if let message { members.append(("message", text(prefix + "_message", message, color: Palette.body))) }
        members.append(("code", .essential(.string(code))))
        if let button { members.append(("button", button)) }
        return .object(members)
    }
}
