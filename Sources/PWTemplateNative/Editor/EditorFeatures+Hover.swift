import PWTemplateLint
import PWTemplateSyntax

// The native parts of a hover: a field or placeholder of native-config.json, a key of
// pushwoosh.json.
extension EditorFeatures {
    /// A placeholder's values, or the field's documentation, at the cursor.
    static func nativeConfigHover(_ template: Template, document: JSONDocument, cursor: TreeCursor, offset: Int) -> (markdown: String, range: Range<Int>)? {
        if cursor.keyRange == nil, let (placeholder, range) = PlaceholderHover.placeholder(in: cursor.node, text: document.text, at: offset) {
            return (PlaceholderHover.markdown(placeholder, localization: template.localization), range)
        }
        // On a name, a scalar, or an opening bracket: not on the blanks inside an object.
        switch cursor.node.value {
        case .object, .array: guard cursor.keyRange != nil || cursor.node.range.lowerBound == offset else { return nil }
        default: break
        }
        guard let slot = SchemaSlot.at(cursor.path, displayType: template.displayType) else { return nil }
        if cursor.keyRange == nil, cursor.path.count == 1, case .member(EnvelopeCheck.displayTypeKey) = cursor.path[0], let type = slot.type {
            let block = NativeConfigSchema.block(for: type)
            return ("**`\(type.rawValue)`**: \(block.description)\n\n" + FieldDocumentation.releases(of: type), cursor.range)
        }
        guard let field = slot.field else { return nil }
        return (FieldDocumentation.markdown(field, in: slot), cursor.range)
    }

    /// A translation key's text in every section of `localization`.
    static func pushwooshHover(_ template: Template, cursor: TreeCursor) -> (markdown: String, range: Range<Int>)? {
        guard let localization = template.localization, cursor.path.count == 3,
              case .member(LocalizationFile.key) = cursor.path[0], case .member(let key) = cursor.path[2] else { return nil }
        var lines = ["**`\(PlaceholderHover.cell(key))`** in \(localization.sections.count) section\(localization.sections.count == 1 ? "" : "s")",
                     "", "| language | text |", "| --- | --- |"]
        for section in localization.sections {
            let text = section.strings[key].map(PlaceholderHover.cell) ?? "*missing*"
            let isDefault = section.language == localization.defaultLanguage ? " (default)" : ""
            lines.append("| `\(PlaceholderHover.cell(section.language))`\(isDefault) | \(text) |")
        }
        return (lines.joined(separator: "\n"), cursor.range)
    }
}
