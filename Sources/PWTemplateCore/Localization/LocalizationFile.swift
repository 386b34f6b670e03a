/// The two keys of `pushwoosh.json` the native path reads (§10): `default_language` and the
/// `localization` sections, and the dictionary each platform gives a device language.
public struct LocalizationFile: Sendable {
    /// `default_language`, when it is a string.
    public let defaultLanguage: String?
    /// Whether `localization` is an object (without one neither SDK has a dictionary).
    public let hasLocalization: Bool
    /// The sections of `localization` that are objects, in source order (a duplicated language
    /// keeps its last section, as the SDKs do), with their string entries (other values are
    /// `l10n-invalid-section` errors and left out).
    public let sections: [(language: String, entries: [String: String])]

    public init(root: JSONNode) {
        if case .string(let language)? = root["default_language"]?.value {
            defaultLanguage = language
        } else {
            defaultLanguage = nil
        }
        guard let localization = root["localization"], case .object(let members) = localization.value else {
            hasLocalization = false
            sections = []
            return
        }
        hasLocalization = true
        var sections: [(language: String, entries: [String: String])] = []
        for (index, member) in members.enumerated() where !members[(index + 1)...].contains(where: { $0.key == member.key }) {
            guard case .object(let entries) = member.value.value else { continue }
            var strings: [String: String] = [:]
            for entry in entries {
                if case .string(let text) = entry.value.value { strings[entry.key] = text }
            }
            sections.append((member.key, strings))
        }
        self.sections = sections
    }

    /// The entries of the object section `language`, if there is one.
    public func entries(for language: String) -> [String: String]? {
        sections.first { $0.language == language }?.entries
    }

    /// The entries of the `default_language` section, if it names an object section.
    public var defaultEntries: [String: String]? {
        defaultLanguage.flatMap(entries(for:))
    }

    /// The dictionary a device whose language is `language` gets on `platform`, as
    /// ``selection(forDeviceLanguage:platform:)`` picks it. `nil` means no translations at all
    /// (every placeholder gets its missing-key result): on Android whenever `default_language`
    /// is missing, on both when `localization` is not an object or neither section exists.
    public func dictionary(forDeviceLanguage language: String, platform: Platform) -> [String: String]? {
        switch selection(forDeviceLanguage: language, platform: platform) {
        case .ownSection: entries(for: language)
        case .defaultSection: defaultEntries
        case .noTranslations: nil
        }
    }
}
