/// The `localization` object of `pushwoosh.json` with where each part is, for the checks.
struct TranslationTable {
    /// One object section: `"de": { "title": "…" }`.
    struct Section {
        /// The `localization` member holding the section (its key is the language).
        let member: JSONMember
        /// Every entry, in source order.
        let entries: [JSONMember]

        var language: String { member.key }
        var pointer: String { JSONPointer.appending(language, to: TranslationTable.pointer) }

        func contains(_ key: String) -> Bool {
            entries.contains { $0.key == key }
        }

        /// The string value of `key`, if it has one (a duplicated key keeps its last value).
        func text(for key: String) -> String? {
            guard case .string(let text)? = entries.last(where: { $0.key == key })?.value.value else { return nil }
            return text
        }
    }

    /// The root member holding the sections.
    static let key = "localization"
    static let pointer = JSONPointer.appending(key, to: JSONPointer.root)

    /// The object sections, in source order; a duplicated language keeps its last section.
    let sections: [Section]
    /// The section `default_language` names, if it names an object section.
    let defaultSection: Section?

    init(localization members: [JSONMember], defaultLanguage: String?) {
        sections = members.enumerated().compactMap { index, member in
            guard !members[(index + 1)...].contains(where: { $0.key == member.key }),
                  case .object(let entries) = member.value.value else { return nil }
            return Section(member: member, entries: entries)
        }
        defaultSection = sections.first { $0.language == defaultLanguage }
    }

    /// Every string translation of the sections that `include` accepts, with its path.
    func translations(text: SourceText, where include: (String) -> Bool) -> [LocatedString] {
        sections.flatMap { section in
            section.entries.compactMap { entry in
                guard case .string(let value) = entry.value.value, include(value) else { return nil }
                return LocatedString(
                    value: value, path: [.member(Self.key), .member(section.language), .member(entry.key)], node: entry.value, text: text)
            }
        }
    }
}
