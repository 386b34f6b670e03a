/// The variant of a template a finding belongs to when not every variant has it: a language
/// section of `pushwoosh.json` or the key-missing case, a platform, a system appearance. Set
/// where the variants are checked; reports label findings with it and the preview shows a
/// finding only on the variants it names.
public struct FindingVariant: Sendable, Hashable {
    /// Which translation the device resolves the placeholders with.
    public enum Translation: Sendable, Hashable {
        /// One section of `pushwoosh.json`.
        case section(String)
        /// No translation applies: the placeholders render their missing-key results.
        case keyMissing
    }

    /// The system appearance the message is drawn in.
    public enum Appearance: String, Sendable, Hashable {
        case light, dark
    }

    /// The translation, or `nil` for every language.
    public var translation: Translation?
    /// The platform, or `nil` for every targeted one.
    public var platform: Platform?
    /// The appearance, or `nil` for both.
    public var appearance: Appearance?

    public init(translation: Translation? = nil, platform: Platform? = nil, appearance: Appearance? = nil) {
        self.translation = translation
        self.platform = platform
        self.appearance = appearance
    }

    /// The language section, when the variant is one.
    public var language: String? {
        guard case .section(let language)? = translation else { return nil }
        return language
    }

    /// Whether the variant names nothing (every variant).
    var isEmpty: Bool { translation == nil && platform == nil && appearance == nil }
}
