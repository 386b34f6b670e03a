import PWTemplateLint
import PWTemplateSyntax

/// What the localisation checks read (§10, §11, §18): the template, the placeholders of
/// `native-config.json`, and, when `pushwoosh.json` parsed, its root, its model and the
/// placeholders of its translations. Translations are resolved as devices on the platforms of
/// `targets` resolve them.
package final class LocalizationInput {
    package let template: Template
    package let targets: TargetSelection
    /// The parsed `native-config.json`.
    let config: JSONDocument
    /// The placeholders of `native-config.json`, in file order.
    let placeholders: [PlaceholderOccurrence]
    /// The parsed `pushwoosh.json`, its root and its model, when it parsed to a value.
    let pushwoosh: (document: JSONDocument, root: JSONCursor, file: LocalizationFile)?
    /// The model of `pushwoosh.json` when it has translations (`localization` is an object).
    let table: LocalizationFile?
    /// The placeholders inside the translations of `table`.
    let translated: [PlaceholderOccurrence]

    /// The input of `template`, or `nil` when `native-config.json` is missing.
    package init?(_ template: Template, targets: TargetSelection) {
        guard let config = template.nativeConfig else { return nil }
        self.template = template
        self.targets = targets
        self.config = config
        placeholders = PlaceholderOccurrence.all(in: template.placeholderStrings)
        if let document = template.pushwoosh, let root = document.cursor, let file = template.localization {
            pushwoosh = (document, root, file)
            table = file.hasLocalization ? file : nil
            // Every placeholder form starts with `{`: other strings hold none.
            translated = table.map {
                PlaceholderOccurrence.all(in: $0.translations(text: document.text, where: PlaceholderResolver.mayHavePlaceholders))
            } ?? []
        } else {
            pushwoosh = nil
            table = nil
            translated = []
        }
    }
}
