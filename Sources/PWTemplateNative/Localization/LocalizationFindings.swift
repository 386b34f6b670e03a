import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax

/// The localisation findings about one file, with their ranges.
struct LocalizationFindings {
    let entry: EntryName
    let text: SourceText
    var diagnostics: [Diagnostic] = []

    init(entry: EntryName = .pushwoosh, text: SourceText) {
        self.entry = entry
        self.text = text
    }

    mutating func add(
        _ rule: Rule, at bytes: Range<Int>, pointer: String, message: String, hint: String?,
        language: String? = nil, related: [RelatedLocation] = [], fix: Fix? = nil
    ) {
        add(rule, range: SourceRange(bytes: bytes), pointer: pointer, message: message, hint: hint, language: language,
            related: related, fix: fix)
    }

    mutating func add(
        _ rule: Rule, range: SourceRange, pointer: String, message: String, hint: String?,
        language: String? = nil, related: [RelatedLocation] = [], fix: Fix? = nil
    ) {
        diagnostics.append(Diagnostic(
            rule: rule, message: message, hint: hint, entry: entry, pointer: pointer, range: range,
            related: related, language: language, fix: fix))
    }
}
