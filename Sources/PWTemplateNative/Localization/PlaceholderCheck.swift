import PWTemplateLint
import PWTemplateSyntax

/// One placeholder found in a string value of a file.
struct PlaceholderOccurrence {
    let placeholder: ScannedPlaceholder
    let location: LocatedString

    /// The placeholder's own characters in the file, worked out when a finding needs them.
    var range: SourceRange { location.range(ofUTF8: placeholder.range) }

    /// Every placeholder in the string values.
    static func all(in strings: [LocatedString]) -> [PlaceholderOccurrence] {
        strings.flatMap { string in
            PlaceholderScanner.scan(string.value).map { PlaceholderOccurrence(placeholder: $0, location: string) }
        }
    }
}

/// The checks of each placeholder (§11, §18): syntax both grammars read alike, keys the default
/// language has, empty defaults, and renderings that differ between the SDKs.
struct PlaceholderCheck: Check {
    /// The sections of `pushwoosh.json`, when `localization` is an object.
    var table: LocalizationFile?

    var rules: [Rule] {
        [.placeholderSyntax, .placeholderUnknownKey, .placeholderEmptyDefault, .placeholderPlatformDivergence,
         .placeholderCapitalizeDivergence, .tagPlaceholderEmptyDefault]
    }
    var stage: CheckStage { .localization }

    /// The placeholders of the translations (in `pushwoosh.json`), then those of `native-config.json`.
    func run(_ input: CheckInput, into findings: inout [Diagnostic]) {
        guard case .localization(let input) = input else { return }
        let check = PlaceholderCheck(table: input.table)
        if let pushwoosh = input.pushwoosh, input.table != nil {
            var fileFindings = LocalizationFindings(text: pushwoosh.document.text)
            check.checkTranslations(input.translated, findings: &fileFindings)
            findings += fileFindings.diagnostics
        }
        var configFindings = LocalizationFindings(entry: .nativeConfig, text: input.config.text)
        check.checkConfig(input.placeholders, findings: &configFindings)
        findings += configFindings.diagnostics
    }

    /// Findings about placeholders in `native-config.json` string values.
    func checkConfig(_ occurrences: [PlaceholderOccurrence], findings: inout LocalizationFindings) {
        for occurrence in occurrences {
            let placeholder = occurrence.placeholder
            if reportSyntax(occurrence, into: &findings) { continue }
            if placeholder.form == .dictionary, let defaultSection = table?.defaultSection, !defaultSection.contains(placeholder.key) {
                let known = defaultSection.members.map(\.key)
                findings.add(
                    .placeholderUnknownKey, range: occurrence.range, pointer: occurrence.location.pointer,
                    message: "\"\(placeholder.key)\" is not in the default language \"\(defaultSection.language)\" of pushwoosh.json: every device shows the placeholder's default",
                    hint: EditDistance.closest(to: placeholder.key, among: known).map { "did you mean \"\($0)\"?" }
                        ?? "add \"\(placeholder.key)\" to every section of \"localization\"")
            }
            reportEmptyDefault(occurrence, into: &findings)
            reportDivergence(occurrence, into: &findings)
        }
    }

    /// Findings about placeholders inside translations.
    func checkTranslations(_ occurrences: [PlaceholderOccurrence], findings: inout LocalizationFindings) {
        for occurrence in occurrences {
            if reportSyntax(occurrence, into: &findings) { continue }
            let placeholder = occurrence.placeholder
            if placeholder.form == .dictionary, placeholder.defaultValue != nil {
                findings.add(
                    .placeholderPlatformDivergence, range: occurrence.range, pointer: occurrence.location.pointer,
                    message: "\(placeholder.text) inside a translation: Android reads it from device tags (6.10.0: always its default), iOS's tag pass takes \"{{…}\" for a tag and leaves a stray \"}\"",
                    hint: "use a single-brace tag {Tag|TYPE|DEFAULT} in translations, or put the text itself")
                continue
            }
            reportEmptyDefault(occurrence, into: &findings)
            reportDivergence(occurrence, into: &findings)
        }
    }

    /// Reports a syntax problem; true if there was one (the other checks then skip it).
    private func reportSyntax(_ occurrence: PlaceholderOccurrence, into findings: inout LocalizationFindings) -> Bool {
        guard let problem = occurrence.placeholder.syntaxProblem else { return false }
        findings.add(
            .placeholderSyntax, range: occurrence.range, pointer: occurrence.location.pointer,
            message: problem.message, hint: problem.hint)
        return true
    }

    private func reportEmptyDefault(_ occurrence: PlaceholderOccurrence, into findings: inout LocalizationFindings) {
        let placeholder = occurrence.placeholder
        guard placeholder.defaultValue == "" else { return }
        switch placeholder.form {
        case .dictionary:
            findings.add(
                .placeholderEmptyDefault, range: occurrence.range, pointer: occurrence.location.pointer,
                message: "\(placeholder.text) has an empty default: when \"\(placeholder.key)\" is missing, Android renders the key name \"\(placeholder.key)\" and iOS renders nothing",
                hint: "give it the text to show without a translation: {{\(placeholder.key)|\(placeholder.type)|…}}")
        case .tag:
            findings.add(
                .tagPlaceholderEmptyDefault, range: occurrence.range, pointer: occurrence.location.pointer,
                message: "\(placeholder.text) has an empty default: users without the tag \"\(placeholder.key)\" (every user on Android 6.10.0) see an empty string",
                hint: "give it a default: {\(placeholder.key)|\(placeholder.type)|…}")
        }
    }

    private func reportDivergence(_ occurrence: PlaceholderOccurrence, into findings: inout LocalizationFindings) {
        guard let divergence = divergence(of: occurrence.placeholder) else { return }
        findings.add(
            divergence.rule, range: occurrence.range, pointer: occurrence.location.pointer,
            message: divergence.message, hint: divergence.hint, language: divergence.language)
    }

    private struct Divergence {
        var message: String
        var hint: String?
        var language: String?
        var rule: Rule = .placeholderPlatformDivergence
    }

    /// The first way the SDKs render the placeholder differently: a modifier name in the wrong
    /// case, then the key-missing case, then each language's translation.
    private func divergence(of placeholder: ScannedPlaceholder) -> Divergence? {
        let type = placeholder.type
        let modifier = PlaceholderModifier(rawValue: type)
        if let match = PlaceholderModifier.caseInsensitiveMatch(for: type) {
            return Divergence(
                message: "TYPE \"\(type)\" is not a modifier (names are case-sensitive): both SDKs leave the value unchanged",
                hint: "write \"\(match.rawValue)\"")
        }
        if placeholder.defaultValue != "" {
            let shown = placeholder.defaultValue ?? placeholder.key
            let ios = PlaceholderModifier.ios(shown, modifier: modifier, applyFormatters: false)
            if ios != shown {
                let what = placeholder.defaultValue == nil ? "the key name it shows when the key is missing" : "the default"
                return Divergence(
                    message: "iOS applies \(type) to \(what), Android does not: \"\(shown)\" on Android, \"\(ios)\" on iOS",
                    hint: placeholder.defaultValue == nil ? nil : "write the default as it should appear, e.g. \"\(ios)\"")
            }
        }
        guard placeholder.form == .dictionary, let table else { return nil }
        // An empty default sends the placeholder to Android's pass 3 with TYPE "type|".
        let androidType = placeholder.defaultValue == "" ? type + "|" : type
        let androidModifier = androidType == type ? modifier : PlaceholderModifier(rawValue: androidType)
        // Without a modifier on either SDK, both render every translation as it is.
        guard modifier != nil || androidModifier != nil else { return nil }
        for section in table.sections {
            guard let value = section.strings[placeholder.key] else { continue }
            let android = PlaceholderModifier.android(value, modifier: androidModifier)
            let ios = PlaceholderModifier.ios(value, modifier: modifier, applyFormatters: true)
            guard android != ios else { continue }
            let language = section.language
            if androidType != type {
                return Divergence(
                    message: "Android reads the TYPE of \(placeholder.text) as \"\(androidType)\" (empty default) and ignores it: \"\(value)\" (\(language)) renders \"\(android)\" on Android, \"\(ios)\" on iOS",
                    hint: "give the placeholder a default: {{\(placeholder.key)|\(type)|…}}", language: language)
            }
            if modifier == .capitalizeFirst || modifier == .capitalizeAllFirst {
                return Divergence(
                    message: "\(type) keeps the rest of each word on Android and lower-cases it on iOS: \"\(value)\" (\(language)) renders \"\(android)\" on Android, \"\(ios)\" on iOS",
                    hint: "write the translation in the case it should appear and use the TYPE text", language: language,
                    rule: .placeholderCapitalizeDivergence)
            }
            return Divergence(
                message: "\"\(value)\" (\(language)) renders \"\(android)\" on Android and \"\(ios)\" on iOS with TYPE \(type)",
                hint: nil, language: language)
        }
        return nil
    }
}
