import PWTemplateLint
import PWTemplateSyntax

/// `l10n-missing-file`: double-brace placeholders in `native-config.json` without a dictionary
/// to read them from (no `pushwoosh.json`, or one without `localization`).
struct MissingDictionaryCheck: Check {
    var rules: [Rule] { [.l10nMissingFile] }
    var stage: CheckStage { .localization }

    func run(_ input: CheckInput, into findings: inout [Diagnostic]) {
        guard case .localization(let input) = input else { return }
        let fileExists: Bool
        if let pushwoosh = input.pushwoosh {
            guard pushwoosh.root.isObject, !LocalizationFileCheck.declaresLocalization(pushwoosh.root) else { return }
            fileExists = true
        } else {
            guard input.template.pushwoosh == nil else { return }
            fileExists = false
        }
        var configFindings = LocalizationFindings(entry: .nativeConfig, text: input.config.text)
        report(input.placeholders, fileExists: fileExists, into: &configFindings)
        findings += configFindings.diagnostics
    }

    /// `l10n-missing-file`, once, at the first double-brace placeholder.
    private func report(_ placeholders: [PlaceholderOccurrence], fileExists: Bool, into findings: inout LocalizationFindings) {
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
