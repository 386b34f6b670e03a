import PWTemplateLint
import PWTemplateSyntax

/// The `pushwoosh.json` of a template as the native path reads it (§10): `default_language`,
/// the object sections of `localization` with where each part is written, and the dictionary
/// each platform gives a device language. Built once per template and shared by the checks,
/// the language variants, `resolve` and `l10n`.
public struct LocalizationFile: Sendable {
    /// One object section of `localization`: `"de": { "title": "…" }`. Immutable, and a class:
    /// each variant, check and lookup hands sections on (as a struct, with their entries and
    /// dictionary retained at every copy).
    public final class Section: Sendable {
        /// The `localization` member holding the section (its key is the language).
        let member: JSONCursor.Member
        /// Every entry, in source order, duplicates and non-strings included.
        let members: [JSONCursor.Member]
        /// The string translations by key. A duplicated key keeps its last value, as both SDKs'
        /// JSON readers do; a key whose last value is no string has none (`l10n-invalid-section`).
        public let strings: [String: String]
        /// Whether an entry's value is no string: only then can ``strings`` lack a key that is written.
        private let hasOtherValues: Bool

        init(member: JSONCursor.Member, members: [JSONCursor.Member]) {
            self.member = member
            self.members = members
            var strings: [String: String] = [:]
            strings.reserveCapacity(members.count)
            for entry in members {
                strings[entry.key] = entry.value.string
            }
            self.strings = strings
            hasOtherValues = members.contains { $0.value.string == nil }
        }

        /// The section's language: its key in `localization`.
        public var language: String { member.key }
        /// The JSON Pointer of the section, e.g. `/localization/de`.
        var pointer: String { JSONPointer.appending(language, to: LocalizationFile.pointer) }

        /// Whether the section has an entry `key`, whatever its value. A large section of strings
        /// answers from ``strings`` (the checks ask once per key read, so a scan of every entry
        /// made that quadratic); a small one is cheaper to scan than to hash the key.
        func contains(_ key: String) -> Bool {
            guard members.count > 16, !hasOtherValues else { return members.contains { $0.key == key } }
            return strings[key] != nil
        }
    }

    /// The root member holding the sections.
    static let key = "localization"
    static let pointer = JSONPointer.appending(key, to: JSONPointer.root)

    /// `default_language`, when it is a string.
    public let defaultLanguage: String?
    /// Whether `localization` is an object (without one neither SDK has a dictionary).
    public let hasLocalization: Bool
    /// The object sections of `localization`, in source order. A duplicated language keeps its
    /// last section, as the SDKs do; a section that is no object is left out (the SDKs fall back
    /// from it, and `l10n-invalid-section` reports it).
    public let sections: [Section]

    /// The model of the parsed `pushwoosh.json` whose root is `root` (any JSON value: a root
    /// that is no object has no translations).
    public init(root: JSONCursor) {
        defaultLanguage = root["default_language"]?.string
        guard let members = root[Self.key]?.members else {
            hasLocalization = false
            sections = []
            return
        }
        hasLocalization = true
        sections = members.enumerated().compactMap { index, member in
            guard !members[(index + 1)...].contains(where: { $0.key == member.key }),
                  let entries = member.value.members else { return nil }
            return Section(member: member, members: entries)
        }
    }

    /// The object section `language`, if there is one.
    public func section(_ language: String) -> Section? {
        sections.first { $0.language == language }
    }

    /// The section `default_language` names, if it names an object section.
    public var defaultSection: Section? {
        defaultLanguage.flatMap(section)
    }

    /// The dictionary a device whose language is `language` gets on `platform`, as
    /// ``selection(forDeviceLanguage:platform:)`` picks it. `nil` means no translations at all
    /// (every placeholder gets its missing-key result): on Android whenever `default_language`
    /// is missing, on both when `localization` is not an object or neither section exists.
    public func dictionary(forDeviceLanguage language: String, platform: Platform) -> [String: String]? {
        switch selection(forDeviceLanguage: language, platform: platform) {
        case .ownSection: section(language)?.strings
        case .defaultSection: defaultSection?.strings
        case .noTranslations: nil
        }
    }

    /// Every string translation that `include` accepts, with where it is in `text`.
    func translations(text: SourceText, where include: (String) -> Bool) -> [LocatedString] {
        sections.flatMap { section in
            section.members.compactMap { entry in
                guard let value = entry.value.string, include(value) else { return nil }
                return LocatedString(
                    value: value, path: [.member(Self.key), .member(section.language), .member(entry.key)], node: entry.value, text: text)
            }
        }
    }
}
