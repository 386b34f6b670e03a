import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax

/// Where the fix of a finding about a value that a placeholder brings into
/// `native-config.json` goes: to where the wrong value is written. A value that is one whole
/// placeholder (`"{{bg|color|FFFFFF}}"`) is fixed in the translation it came from (the
/// section of `pushwoosh.json`) or in the placeholder's default, when every variant with the
/// finding reads it from that one place. A value mixing text and placeholders, a placeholder
/// with a modifier, or a finding whose variants read the value from several places gets no fix.
struct VariantFixes {
    private let placeholderStrings: [LocatedString]
    private let localization: LocalizationFile?
    private let pushwoosh: SourceText?

    init(_ template: Template) {
        placeholderStrings = template.placeholderStrings
        localization = template.localization
        pushwoosh = template.pushwoosh?.text
    }

    /// Where one variant reads a placeholder's value from.
    private enum Source: Hashable {
        /// The string at these bytes of `pushwoosh.json`, in the section of `language`.
        case translation(language: String, bytes: Range<Int>)
        /// The default inside the placeholder.
        case placeholderDefault
    }

    /// `fix`, computed on the resolved value of the finding that `variants` have, moved to where
    /// the value is written; `fix` itself when it edits no value that a placeholder changes.
    func fix(_ fix: Fix?, for variants: [LanguageVariant]) -> Fix? {
        guard let fix, case .edits(.nativeConfig, let edits) = fix.change, edits.count == 1,
              let string = placeholderStrings.first(where: { string in
                  string.node.byteRange.lowerBound <= edits[0].bytes.lowerBound && edits[0].bytes.upperBound <= string.node.byteRange.upperBound
              }) else { return fix }
        let cache = PlacementCache()
        if variants.allSatisfy({ $0.resolve(string.value, cache: cache) == string.value }) { return fix }
        guard let placeholder = WholePlaceholder(string.value), let value = fixedValue(of: string, by: edits[0]) else { return nil }
        let sources = Set(variants.map { source(of: placeholder.key, in: $0) })
        guard sources.count == 1, let source = sources.first else { return nil }
        switch source {
        case .translation(let language, let bytes)?:
            guard let pushwoosh else { return nil }
            let edit = ValueFix.edit(ofLiteral: bytes, in: pushwoosh.bytes, to: value)
                ?? ValueFix.edit(replacing: bytes, in: pushwoosh.bytes, with: JSONOutput.literal(value))
            return Fix(title: fix.title + " in the \(language) translation", applicability: fix.applicability, change: .edits(.pushwoosh, [edit]))
        case .placeholderDefault?:
            guard let bytes = placeholder.defaultBytes(in: string), !value.contains(where: { "{|}".contains($0) }) else { return nil }
            let edit = ValueFix.edit(replacing: bytes, in: string.text.bytes, with: String(JSONOutput.literal(value).dropFirst().dropLast()))
            return Fix(title: fix.title + " in the placeholder default", applicability: fix.applicability, change: .edits(.nativeConfig, [edit]))
        case nil:
            return nil
        }
    }

    /// The string value the edit writes in place of `string`, when it writes a string.
    private func fixedValue(of string: LocatedString, by edit: TextEdit) -> String? {
        let literal = string.node.byteRange
        let shifted = TextEdit(bytes: (edit.bytes.lowerBound - literal.lowerBound)..<(edit.bytes.upperBound - literal.lowerBound),
                               replacement: edit.replacement)
        let fixed = TextEdit.apply([shifted], to: Array(string.text.bytes[literal]))
        guard let value = JSONParser.parse(fixed).cursor?.string else { return nil }
        return value
    }

    /// Where `variant` reads `key` from; `nil` when that is not one place (a fallback section).
    private func source(of key: String, in variant: LanguageVariant) -> Source? {
        guard let read = variant.dictionary?[key] else { return .placeholderDefault }
        guard let language = variant.language,
              let member = localization?.section(language)?.members.last(where: { $0.key == key }),
              case .string(read) = member.value.value else { return nil }
        return .translation(language: language, bytes: member.value.byteRange)
    }
}

/// A string value that is exactly one dictionary placeholder `{{KEY|TYPE|DEFAULT}}` whose TYPE
/// is no modifier, so that every SDK renders it as the translation or as DEFAULT, unchanged.
private struct WholePlaceholder {
    let key: String
    /// The UTF-8 offset of DEFAULT in the value, and its length.
    let defaultStart: Int
    let defaultLength: Int

    init?(_ value: String) {
        guard value.hasPrefix("{{"), value.hasSuffix("}}"), value.utf8.count > 4 else { return nil }
        let parts = value.dropFirst(2).dropLast(2).split(separator: "|", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && !$0.contains("{") && !$0.contains("}") }),
              PlaceholderModifier(rawValue: String(parts[1])) == nil else { return nil }
        key = String(parts[0])
        defaultStart = 2 + parts[0].utf8.count + 1 + parts[1].utf8.count + 1
        defaultLength = parts[2].utf8.count
    }

    /// The bytes of DEFAULT in the literal of `string`, when the literal has no escapes (its
    /// bytes are the value's).
    func defaultBytes(in string: LocatedString) -> Range<Int>? {
        let literal = string.node.byteRange
        guard string.text.bytes[(literal.lowerBound + 1)..<(literal.upperBound - 1)].elementsEqual(string.value.utf8) else { return nil }
        let start = literal.lowerBound + 1 + defaultStart
        return start..<(start + defaultLength)
    }
}
