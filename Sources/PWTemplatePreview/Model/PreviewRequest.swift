import PWTemplateSyntax

/// How iOS draws the card: with Liquid Glass from iOS 26, or the solid card before it. Android
/// always draws its Material card.
public enum PreviewLook: String, Sendable, CaseIterable {
    case glass, classic
}

/// The system appearance the message is drawn in; `dark` merges the `dark` overlay.
public enum PreviewAppearance: String, Sendable, CaseIterable {
    case light, dark
}

/// What the person running `preview` chose: the first view of each page (every choice
/// optional: the page picks a sensible one) and whether media load.
public struct PreviewRequest: Sendable, Equatable {
    /// A language section of `pushwoosh.json`, or `-` for the key-missing case.
    public var language: String?
    public var platform: Platform?
    public var look: PreviewLook?
    public var appearance: PreviewAppearance?
    /// A ``PreviewDevice`` id.
    public var device: String?
    /// Media are drawn as labelled placeholders instead of being loaded.
    public var offline: Bool

    public init(
        language: String? = nil, platform: Platform? = nil, look: PreviewLook? = nil, appearance: PreviewAppearance? = nil,
        device: String? = nil, offline: Bool = false
    ) {
        self.language = language
        self.platform = platform
        self.look = look
        self.appearance = appearance
        self.device = device
        self.offline = offline
    }
}
