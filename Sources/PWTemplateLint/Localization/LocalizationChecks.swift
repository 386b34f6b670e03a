import PWTemplateSyntax

/// The localisation checks of a template (§10, §11, §18): `pushwoosh.json` itself, the
/// placeholders in `native-config.json` and in translations, and how the two agree.
enum LocalizationChecks {
    /// Findings about pushwoosh.json (entry "pushwoosh.json") and about placeholders in
    /// native-config.json (entry "native-config.json"), each with `entry`, `pointer` and `range`
    /// set; a finding inside a string points at the placeholder's own characters. Translations
    /// are resolved as devices on the platforms of `targets` resolve them.
    static func check(_ template: Template, targets: TargetSelection = .default) -> [Diagnostic] {
        guard let config = template.nativeConfig else { return [] }
        let placeholders = PlaceholderOccurrence.all(in: template.placeholderStrings)
        var configFindings = LocalizationFindings(entry: .nativeConfig, text: config.text)
        var fileDiagnostics: [Diagnostic] = []
        var table: LocalizationFile?
        if let localization = template.pushwoosh, let root = localization.root, let file = template.localization {
            var findings = LocalizationFindings(text: localization.text)
            LocalizationFileCheck.check(root, into: &findings)
            if file.hasLocalization {
                table = file
                // Every placeholder form starts with `{`: other strings hold none.
                let translations = file.translations(text: localization.text, where: PlaceholderResolver.mayHavePlaceholders)
                let translated = PlaceholderOccurrence.all(in: translations)
                PlaceholderCheck(table: file).checkTranslations(translated, findings: &findings)
                // A two-part {{key|type}} inside a translation is read from the dictionary on both SDKs.
                let nestedKeys = dictionaryKeys(translated.filter { $0.placeholder.defaultValue == nil })
                TranslationCoverageCheck.check(file, usedKeys: dictionaryKeys(placeholders) + nestedKeys, findings: &findings)
            }
            fileDiagnostics = findings.diagnostics
            if case .object = root.value, !LocalizationFileCheck.declaresLocalization(root) {
                reportNoDictionary(placeholders, fileExists: true, into: &configFindings)
            }
        } else if template.pushwoosh == nil {
            reportNoDictionary(placeholders, fileExists: false, into: &configFindings)
        }
        PlaceholderCheck(table: table).checkConfig(placeholders, findings: &configFindings)
        return fileDiagnostics + TranslationMarkupCheck.check(template, targets: targets) + configFindings.diagnostics
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

    /// `l10n-missing-file`, once, at the first double-brace placeholder.
    private static func reportNoDictionary(_ placeholders: [PlaceholderOccurrence], fileExists: Bool, into findings: inout LocalizationFindings) {
        let dictionaryPlaceholders = placeholders.filter { $0.placeholder.form == .dictionary && $0.placeholder.isClosed }
        guard let first = dictionaryPlaceholders.first else { return }
        let count = dictionaryPlaceholders.count
        let subject = count == 1 ? "a placeholder" : "\(count) placeholders"
        let reason = fileExists ? "pushwoosh.json has no \"localization\"" : "there is no pushwoosh.json"
        findings.add(
            .l10nMissingFile, range: first.range, pointer: first.location.pointer,
            message: "\(subject) but \(reason): every placeholder renders its default on both platforms",
            hint: "add pushwoosh.json with \"default_language\" and \"localization\", or write the text itself")
    }
}
