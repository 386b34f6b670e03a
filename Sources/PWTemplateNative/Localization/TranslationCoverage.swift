import PWTemplateLint

/// Which translation keys each language of `pushwoosh.json` has: one row per key that a
/// double-brace placeholder reads or a section holds, sorted by key.
public struct TranslationCoverage: Sendable, Equatable {
    /// What one section holds for one key.
    public enum Status: String, Sendable, Equatable {
        /// A non-empty string.
        case present
        /// Nothing (or a value that is not a string, which `l10n-invalid-section` reports).
        case missing
        /// The empty string.
        case empty
    }

    /// One key and its status in every section.
    public struct Row: Sendable, Equatable {
        public var key: String
        /// Whether a double-brace placeholder reads the key: in native-config.json, or a
        /// two-part one inside a translation (both SDKs read those from the dictionary too).
        public var isUsed: Bool
        /// The distinct DEFAULTs of the three-part placeholders in native-config.json that read
        /// the key, in order of first use.
        public var defaults: [String]
        /// The key's status in each section, in the order of ``TranslationCoverage/languages``.
        public var statuses: [Status]
    }

    /// The object sections of `localization`, in file order; empty without translations.
    public var languages: [String]
    /// `default_language`, when it is a string.
    public var defaultLanguage: String?
    public var rows: [Row]

    /// The coverage of the placeholders in the template's `native-config.json` by its
    /// `pushwoosh.json` (none when there is no readable one).
    public init(_ template: Template) {
        let sections = template.localization?.sections ?? []
        languages = sections.map(\.language)
        defaultLanguage = template.localization?.defaultLanguage
        let placeholders = template.placeholderStrings.map(\.value).flatMap(Self.dictionaryPlaceholders)
        let nestedKeys = sections.flatMap { $0.strings.values.flatMap(Self.dictionaryPlaceholders) }
            .filter { $0.defaultValue == nil }
            .map(\.key)
        var defaultsByKey: [String: [String]] = [:]
        for placeholder in placeholders {
            guard let value = placeholder.defaultValue, !(defaultsByKey[placeholder.key] ?? []).contains(value) else { continue }
            defaultsByKey[placeholder.key, default: []].append(value)
        }
        let usedKeys = Set(placeholders.map(\.key) + nestedKeys)
        let keys = usedKeys.union(sections.flatMap(\.strings.keys)).sorted()
        rows = keys.map { key in
            Row(
                key: key,
                isUsed: usedKeys.contains(key),
                defaults: defaultsByKey[key] ?? [],
                statuses: sections.map { section in
                    switch section.strings[key] {
                    case nil: .missing
                    case "": .empty
                    default: .present
                    }
                })
        }
    }

    /// The closed double-brace placeholders of a string value: the ones that read the dictionary.
    private static func dictionaryPlaceholders(_ value: String) -> [ScannedPlaceholder] {
        PlaceholderScanner.scan(value).filter { $0.form == .dictionary && $0.isClosed }
    }
}
