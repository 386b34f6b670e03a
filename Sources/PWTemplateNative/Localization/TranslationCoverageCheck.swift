import PWTemplateLint
import PWTemplateSyntax

/// Whether the sections of `pushwoosh.json` and the placeholders agree: translation keys no
/// placeholder reads, and keys a non-default section lacks (the SDKs fall back per section, so
/// that language shows the placeholder default, not the default-language text).
struct TranslationCoverageCheck: Check {
    var rules: [Rule] { [.l10nUnusedKey, .placeholderMissingTranslation] }
    var stage: CheckStage { .localization }

    func run(_ input: CheckInput, into findings: inout [Diagnostic]) {
        guard case .localization(let input) = input, let pushwoosh = input.pushwoosh, let table = input.table else { return }
        var fileFindings = LocalizationFindings(text: pushwoosh.document.text)
        // A two-part {{key|type}} inside a translation is read from the dictionary on both SDKs.
        let nestedKeys = Self.dictionaryKeys(input.translated.filter { $0.placeholder.defaultValue == nil })
        Self.check(table, usedKeys: Self.dictionaryKeys(input.placeholders) + nestedKeys, findings: &fileFindings)
        findings += fileFindings.diagnostics
    }

    /// The keys of the closed double-brace placeholders, in order of first use.
    private static func dictionaryKeys(_ occurrences: [PlaceholderOccurrence]) -> [String] {
        var seen: Set<String> = []
        return occurrences.compactMap { occurrence in
            let placeholder = occurrence.placeholder
            guard placeholder.form == .dictionary, placeholder.isClosed, seen.insert(placeholder.key).inserted else { return nil }
            return placeholder.key
        }
    }

    /// `usedKeys`: the dictionary keys the placeholders read, in order of first use.
    static func check(_ table: LocalizationFile, usedKeys: [String], findings: inout LocalizationFindings) {
        reportMissingTranslations(table, usedKeys: usedKeys, findings: &findings)
        reportUnusedKeys(table, usedKeys: usedKeys, findings: &findings)
    }

    private static func reportMissingTranslations(_ table: LocalizationFile, usedKeys: [String], findings: inout LocalizationFindings) {
        guard let defaultSection = table.defaultSection else { return }
        let expected = usedKeys.filter(defaultSection.contains)
        for section in table.sections where section.language != defaultSection.language {
            let missing = expected.filter { !section.contains($0) }
            guard !missing.isEmpty else { continue }
            let list = missing.map { "\"\($0)\"" }.joined(separator: ", ")
            findings.add(
                .placeholderMissingTranslation, at: section.member.keyRange, pointer: section.pointer,
                message: "section \"\(section.language)\" has no \(list): devices in this language see the placeholder default, not the \"\(defaultSection.language)\" text (the SDKs fall back per section, not per key)",
                hint: "add \(list) to \"\(section.language)\"", language: section.language,
                fix: copyFix(missing, into: section, from: defaultSection, text: findings.text))
        }
    }

    private static func reportUnusedKeys(_ table: LocalizationFile, usedKeys: [String], findings: inout LocalizationFindings) {
        let used = Set(usedKeys)
        // Each unused key once: in the default section if it is there, else where it first appears.
        let ordered = (table.defaultSection.map { [$0] } ?? []) + table.sections.filter { $0.language != table.defaultSection?.language }
        var reported: Set<String> = []
        for section in ordered {
            for entry in section.members where !used.contains(entry.key) && reported.insert(entry.key).inserted {
                let others = ordered.filter { $0.language != section.language }.compactMap { other in
                    other.members.last { $0.key == entry.key }.map {
                        RelatedLocation(
                            message: "also in \"\(other.language)\"", entry: .pushwoosh,
                            pointer: JSONPointer.appending(entry.key, to: other.pointer), range: SourceRange(bytes: $0.keyRange))
                    }
                }
                findings.add(
                    .l10nUnusedKey, at: entry.keyRange, pointer: JSONPointer.appending(entry.key, to: section.pointer),
                    message: "translation key \"\(entry.key)\" is not read by any placeholder in native-config.json",
                    hint: EditDistance.closest(to: entry.key, among: usedKeys).map { "did you mean \"\($0)\"? Placeholder keys must match exactly" }
                        ?? "remove it, or show it with {{\(entry.key)|text|…}}",
                    language: section.language, related: others)
            }
        }
    }
}
