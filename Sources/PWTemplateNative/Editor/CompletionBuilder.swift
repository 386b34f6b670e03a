import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax

/// The completions at one cursor of `native-config.json`, from the raw text (which may be half
/// typed) and the schema data.
struct CompletionBuilder {
    let template: Template
    let bytes: [UInt8]
    let offset: Int
    let cursor: TextCursor

    init(template: Template, document: JSONDocument, offset: Int) {
        self.template = template
        bytes = document.text.bytes
        self.offset = min(max(offset, 0), bytes.count)
        cursor = TextCursor(bytes: bytes, offset: self.offset)
    }

    /// The proposals for the cursor's place, in the order given (`sortText` ranks them).
    func completions() -> [EditorCompletion] {
        let displayType = template.displayType ?? cursor.displayType
        switch cursor.role {
        case .key:
            guard let slot = SchemaSlot.at(cursor.path, displayType: displayType), case .block(let block) = slot.kind else { return [] }
            return properties(of: block, in: slot)
        case .value:
            if cursor.isQuoted, let partial = placeholderKey() { return translationKeys(replacing: partial) }
            guard let slot = SchemaSlot.at(cursor.path, displayType: displayType) else { return [] }
            return values(of: slot.kind, in: slot)
        case .other:
            return []
        }
    }

    // MARK: Member names

    /// The keys `dark` copies or merges (sdk-behaviour §7).
    private static let overlayKeys: Set<String> = ["background", "color", "image", "poster", "fallback", "buttons", "items"]

    private func properties(of block: BlockSchema, in slot: SchemaSlot) -> [EditorCompletion] {
        let present = Set(cursor.presentKeys)
        let replacing = EditorRange(cursor.token)
        let nameOnly = cursor.replacesNameOnly(in: bytes)
        return block.fields.enumerated().compactMap { index, field in
            guard !field.isIgnored, !present.contains(field.name) else { return nil }
            let inOverlay = slot.isOverlay || (cursor.path.count == 1 && field.name == FieldSchema.dark.name)
            if slot.isOverlay {
                guard field.name != FieldSchema.dark.name else { return nil }
                if case .block = field.kind {} else if !Self.overlayKeys.contains(field.name) { return nil }
            }
            let fieldSlot = SchemaSlot(field: field, kind: field.kind, type: slot.type, isOverlay: slot.isOverlay)
            var stop = 0
            let value = inOverlay ? Snippet.overlayValue(field.kind, stop: &stop) : Snippet.value(field.kind, named: field.name, stop: &stop)
            let name = JSONOutput.literal(field.name)
            return EditorCompletion(
                label: field.name, kind: .property,
                detail: FieldDocumentation.detail(field, in: fieldSlot),
                documentation: FieldDocumentation.description(field, in: fieldSlot),
                insertText: nameOnly ? name : "\(name): \(value)", isSnippet: !nameOnly,
                replacing: replacing, sortText: (fieldSlot.isRequired ? "0" : "1") + (index < 10 ? "0" : "") + String(index))
        }
    }

    // MARK: Values

    private func values(of kind: ValueKind, in slot: SchemaSlot) -> [EditorCompletion] {
        let replacing = EditorRange(cursor.token)
        switch kind {
        case .enumeration(let values):
            return values.enumerated().map { index, value in
                // A display type is described by its block and releases, other values by their field.
                let type = cursor.path.count == 1 ? DisplayType(rawValue: value) : nil
                return EditorCompletion(
                    label: value, kind: .enumValue,
                    detail: type.map { NativeConfigSchema.block(for: $0).description } ?? slot.field.map { FieldDocumentation.detail($0, in: slot) },
                    documentation: type.map(FieldDocumentation.releases(of:)),
                    insertText: JSONOutput.literal(value), replacing: replacing, sortText: String(index + 10))
            }
        case .boolean:
            return [true, false].map { flag in
                EditorCompletion(label: flag ? "true" : "false", kind: .value, detail: "boolean",
                                 insertText: flag ? "true" : "false", replacing: replacing)
            }
        case .block(let block) where !cursor.isQuoted:
            var stop = 0
            let snippet = slot.isOverlay ? "{$1}" : Snippet.value(kind, named: slot.field?.name ?? "", stop: &stop)
            return [EditorCompletion(label: "{ }", kind: .value, detail: block.name, documentation: block.description,
                                     insertText: snippet, isSnippet: true, replacing: replacing)]
        default:
            return []
        }
    }

    // MARK: Translation keys

    /// The range of the key being typed after `{{` inside the string at the cursor.
    private func placeholderKey() -> Range<Int>? {
        var index = offset
        while index - 2 >= cursor.token.lowerBound + 1 {
            let byte = bytes[index - 1]
            if byte == UInt8(ascii: "|") || byte == UInt8(ascii: "}") { return nil }
            if byte == UInt8(ascii: "{"), bytes[index - 2] == UInt8(ascii: "{") { return index..<offset }
            index -= 1
        }
        return nil
    }

    /// The keys of `pushwoosh.json`, default section first, with their default-language text.
    private func translationKeys(replacing partial: Range<Int>) -> [EditorCompletion] {
        guard let localization = template.localization else { return [] }
        let sections = (localization.defaultSection.map { [$0] } ?? []) + localization.sections.filter { $0.language != localization.defaultLanguage }
        let closed = bytes[offset..<min(offset + 2, cursor.token.upperBound)].elementsEqual("}}".utf8)
        var seen: Set<String> = []
        var found: [EditorCompletion] = []
        for section in sections {
            for member in section.members where seen.insert(member.key).inserted {
                let text = sections.lazy.compactMap { $0.strings[member.key] }.first
                var insert = member.key
                if !closed {
                    let safeDefault = text.map { !$0.contains("|") && !$0.contains("}") && !$0.contains("{") } ?? false
                    insert += safeDefault ? "|text|" + String(JSONOutput.literal(text ?? "").dropFirst().dropLast()) + "}}" : "|text}}"
                }
                found.append(EditorCompletion(
                    label: member.key, kind: .translationKey, detail: text.map(PlaceholderHover.cell),
                    documentation: "`\(section.language)` section of pushwoosh.json", insertText: insert,
                    replacing: EditorRange(partial), sortText: String(found.count + 10_000)))
            }
        }
        return found
    }
}
