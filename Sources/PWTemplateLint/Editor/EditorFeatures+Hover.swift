import PWTemplateArchive
import PWTemplateSyntax

// The parts of a hover: findings, a field or placeholder of native-config.json, a key of
// pushwoosh.json.
extension EditorFeatures {
    /// The hover at `offset` of `document`, the text of `entry`: the rules of the findings whose
    /// range holds it, then what `describe` says of the tree's place there, a rule between them;
    /// `nil` when neither has anything (the native and In-App hovers).
    package static func hover(
        _ document: JSONDocument, entry: EntryName, offset: Int, findings: [Diagnostic],
        describe: (TreeCursor) -> (markdown: String, range: Range<Int>)?
    ) -> EditorHover? {
        var parts: [String] = []
        var range: Range<Int>?
        if let rules = findingsMarkdown(findings, entry: entry, text: document.text, offset: offset) {
            parts.append(rules.markdown)
            range = rules.range
        }
        if let root = document.root, let cursor = TreeCursor(root: root, offset: offset), let described = describe(cursor) {
            parts.append(described.markdown)
            range = range ?? described.range
        }
        guard !parts.isEmpty else { return nil }
        return EditorHover(markdown: parts.joined(separator: "\n\n---\n\n"), range: range.map(EditorRange.init))
    }

    /// The rules of the findings of `entry` whose range holds `offset`, each once, with the
    /// range of the first. Offsets compare as positions do (``SourceText/characterStart(ofByte:)``).
    package static func findingsMarkdown(_ findings: [Diagnostic], entry: EntryName, text: SourceText, offset: Int) -> (markdown: String, range: Range<Int>?)? {
        let cursor = text.characterStart(ofByte: offset)
        var seen: Set<String> = []
        var lines: [String] = []
        var range: Range<Int>?
        for finding in findings where finding.location.entry == entry {
            guard let bytes = finding.location.range?.bytes else { continue }
            let start = text.characterStart(ofByte: bytes.lowerBound), end = max(start, text.characterStart(ofByte: bytes.upperBound))
            guard start <= cursor, cursor < end || start == end && cursor == start else { continue }
            if range == nil { range = start..<end }
            guard seen.insert(finding.rule.id).inserted else { continue }
            lines.append("**\(finding.severity.rawValue)** `\(finding.rule.id)`: \(finding.rule.summary)")
        }
        return lines.isEmpty ? nil : (lines.joined(separator: "\n\n"), range)
    }

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
