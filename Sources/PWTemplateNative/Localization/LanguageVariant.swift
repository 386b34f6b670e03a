import PWTemplateLint
import PWTemplateSyntax

/// One way a device resolves the placeholders of a template: a language section (or none, when
/// every placeholder falls back to its missing-key result) under one platform's grammar.
struct LanguageVariant: Sendable {
    /// The section's language, or `nil` for the key-missing case.
    var language: String?
    var platform: Platform
    /// What the platform's SDK substitutes from; `nil`: no translations at all.
    var dictionary: [String: String]?

    /// Every variant to prove on `platforms`: each language section of `file` on each platform
    /// (with that platform's fallback rules), and the key-missing case.
    static func all(of file: LocalizationFile?, platforms: [Platform]) -> [LanguageVariant] {
        platforms.flatMap { platform in
            let sections = file?.sections.map { section in
                LanguageVariant(
                    language: section.language, platform: platform,
                    dictionary: file?.dictionary(forDeviceLanguage: section.language, platform: platform))
            } ?? []
            return sections + [LanguageVariant(language: nil, platform: platform, dictionary: nil)]
        }
    }

    /// The string value as this variant's SDK renders it; `cache` shares the placeholder matches
    /// with the template's other variants, by `slot` when the value is the `slot`-th of those
    /// the cache was made for.
    func resolve(_ value: String, slot: Int? = nil, cache: PlacementCache) -> String {
        PlaceholderResolver.resolve(value, dictionary: dictionary ?? [:], tags: [:], platform: platform, cache: cache, slot: slot)
    }
}
