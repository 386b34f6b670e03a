import PWTemplateLint
import PWTemplateSyntax

/// The structure of `pushwoosh.json` (§10): `default_language`, the `localization` sections and
/// their values, and the section names.
struct LocalizationFileCheck: Check {
    var rules: [Rule] { [.l10nDefaultLanguage, .l10nInvalidSection, .l10nLanguageCode] }
    var stage: CheckStage { .localization }

    func run(_ input: CheckInput, into findings: inout [Diagnostic]) {
        guard case .localization(let input) = input, let pushwoosh = input.pushwoosh else { return }
        var fileFindings = LocalizationFindings(text: pushwoosh.document.text)
        Self.check(pushwoosh.root, into: &fileFindings)
        findings += fileFindings.diagnostics
    }

    /// Whether the root declares translations at all; a file with neither `localization` nor
    /// `default_language` holds only HTML settings.
    static func declaresLocalization(_ root: JSONCursor) -> Bool {
        root["localization"] != nil || root["default_language"] != nil
    }

    /// Reports the findings about the structure of the file whose root is `root`.
    static func check(_ root: JSONCursor, into findings: inout LocalizationFindings) {
        guard let members = root.members, declaresLocalization(root) else { return }
        let localization = members.last { $0.key == "localization" }
        let defaultLanguage = members.last { $0.key == "default_language" }
        var defaultName: String?
        if let name = defaultLanguage?.value.string { defaultName = name }

        guard let localization, let sections = localization.value.members else {
            if let localization {
                findings.add(
                    .l10nInvalidSection, at: localization.value.byteRange, pointer: LocalizationFile.pointer,
                    message: "\"localization\" must be an object of language sections, found \(localization.value.typeName): both SDKs ignore it, so every placeholder renders its default",
                    hint: "write \"localization\": { \"en\": { \"title\": \"…\" } }")
            } else if let defaultLanguage {
                findings.add(
                    .l10nInvalidSection, at: defaultLanguage.keyRange, pointer: JSONPointer.root,
                    message: "\"default_language\" without a \"localization\" object: neither SDK has translations",
                    hint: "add \"localization\": { \"\(defaultName ?? "en")\": { … } }, or remove \"default_language\"")
            }
            checkDefaultLanguage(defaultLanguage, name: defaultName, sections: nil, localization: localization, into: &findings)
            return
        }
        for section in sections {
            checkSection(section, isDefault: section.key == defaultName, into: &findings)
        }
        checkDefaultLanguage(defaultLanguage, name: defaultName, sections: sections, localization: localization, into: &findings)
    }

    private static func checkSection(_ section: JSONCursor.Member, isDefault: Bool, into findings: inout LocalizationFindings) {
        let language = section.key
        let pointer = JSONPointer.appending(language, to: LocalizationFile.pointer)
        switch LanguageCode.verdict(for: language) {
        case .plausible:
            break
        case .implausible(let hint):
            findings.add(
                .l10nLanguageCode, at: section.keyRange, pointer: pointer,
                message: "section \"\(language)\" is not a language code: the SDKs compare it exactly with the device language, so no device gets it",
                hint: hint, language: language)
        case .chinese(let reason) where !isDefault:
            findings.add(
                .l10nLanguageCode, at: section.keyRange, pointer: pointer,
                message: "Chinese section \"\(language)\": \(reason); for Chinese only the default language is reliable",
                hint: "make Chinese the default language of a Chinese campaign, or accept that some devices fall back to the default",
                language: language)
        case .chinese:
            break
        }
        guard let entries = section.value.members else {
            findings.add(
                .l10nInvalidSection, at: section.value.byteRange, pointer: pointer,
                message: "section \"\(language)\" must be an object of key → text, found \(section.value.typeName): \(isDefault ? "it is the default language, so devices without a section of their own get no translations" : "both SDKs ignore it and fall back to the default language")",
                hint: "write \"\(language)\": { \"title\": \"…\" }", language: language)
            return
        }
        for entry in entries {
            if entry.value.string != nil { continue }
            findings.add(
                .l10nInvalidSection, at: entry.value.byteRange, pointer: JSONPointer.appending(entry.key, to: pointer),
                message: "translation \"\(entry.key)\" in \"\(language)\" must be a string, found \(entry.value.typeName): Android shows its JSON text, iOS its description",
                hint: "quote it: \"\(entry.key)\": \"…\"", language: language)
        }
    }

    private static func checkDefaultLanguage(
        _ member: JSONCursor.Member?, name: String?, sections: [JSONCursor.Member]?, localization: JSONCursor.Member?, into findings: inout LocalizationFindings
    ) {
        let pointer = JSONPointer.appending("default_language", to: JSONPointer.root)
        let languages = sections?.map(\.key) ?? []
        guard let member else {
            guard let localization else { return }
            findings.add(
                .l10nDefaultLanguage, at: localization.keyRange, pointer: JSONPointer.root,
                message: "no \"default_language\": Android then translates nothing, not even languages with a section",
                hint: "add \"default_language\": \"\(languages.first ?? "en")\"")
            return
        }
        guard let name else {
            findings.add(
                .l10nDefaultLanguage, at: member.value.byteRange, pointer: pointer,
                message: "\"default_language\" must be a string naming a section of \"localization\", found \(member.value.typeName): Android then translates nothing",
                hint: languages.first.map { "write \"default_language\": \"\($0)\"" })
            return
        }
        guard let sections, !sections.contains(where: { $0.key == name }) else { return }
        let suggestion = EditDistance.closest(to: name, among: languages)
        findings.add(
            .l10nDefaultLanguage, at: member.value.byteRange, pointer: pointer,
            message: "\"default_language\" is \"\(name)\", but \"localization\" has no such section: devices whose language has no section get no translations",
            hint: suggestion.map { "did you mean \"\($0)\"?" } ?? "add a \"\(name)\" section, or name an existing one")
    }
}
