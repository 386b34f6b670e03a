import PWTemplateLint
import PWTemplateSyntax

/// Finds the colour values of `native-config.json` by following the schema from the root: the
/// fields whose kind is a colour or a gradient, in the content block, its nested blocks and
/// lists, and its `dark` overlay.
enum ColorCollector {
    static func colors(in root: JSONNode, displayType: String?) -> [EditorColor] {
        guard let type = displayType.flatMap({ DisplayType(rawValue: $0.lowercased()) }),
              let block = root[type.rawValue] else { return [] }
        var found: [EditorColor] = []
        let schema = NativeConfigSchema.block(for: type)
        collect(block, kind: .block(schema), into: &found)
        if let dark = block[FieldSchema.dark.name] { collect(dark, kind: .block(schema), into: &found) }
        found.sort { $0.range.start < $1.range.start }
        return found
    }

    /// The translations that are a colour every SDK reads (`#` and 3, 4, 6 or 8 hex digits).
    static func translationColors(in localization: LocalizationFile?) -> [EditorColor] {
        guard let localization else { return [] }
        var found: [EditorColor] = []
        for section in localization.sections {
            for member in section.members {
                guard case .string(let text) = member.value.value, ColorCheck.isPortable(text) else { continue }
                append(text, at: member.value.byteRange, to: &found)
            }
        }
        return found
    }

    /// Adds the colour `text`, written at `literal` (quotes included), when it parses.
    private static func append(_ text: String, at literal: Range<Int>, to found: inout [EditorColor]) {
        guard let color = RGBAColor(hex: text), literal.count >= 2 else { return }
        found.append(EditorColor(range: EditorRange(start: literal.lowerBound + 1, end: literal.upperBound - 1),
                                 red: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
    }

    /// Adds the default colour of `text` when the value is one placeholder whose default both
    /// SDKs show unchanged for a missing key (`{{cardColor|color|#FFFFFFFF}}`), over the
    /// default's bytes only, so a picker's edit replaces just the default. A value written with
    /// escapes is left out: its text and the bytes of the literal differ.
    private static func appendDefault(of text: String, at literal: Range<Int>, to found: inout [EditorColor]) {
        guard literal.count == text.utf8.count + 2, let placeholder = PlaceholderScanner.scan(text).first,
              placeholder.form == .dictionary, placeholder.isClosed, placeholder.range == 0..<text.utf8.count,
              let value = placeholder.defaultValue,
              Platform.allCases.allSatisfy({ PlaceholderResolver.resolve(text, dictionary: nil, platform: $0) == value })
        else { return }
        let end = literal.upperBound - 1 - "}}".utf8.count
        append(value, at: end - value.utf8.count - 1..<end + 1, to: &found)
    }

    /// The colours of `node`, a value of `kind`. Recursion follows the schema, a few levels deep.
    private static func collect(_ node: JSONNode, kind: ValueKind, into found: inout [EditorColor]) {
        switch (kind, node.value) {
        case (.color, .string(let text)), (.colorOrGradient, .string(let text)):
            if PlaceholderResolver.mayHavePlaceholders(text) {
                appendDefault(of: text, at: node.range, to: &found)
            } else {
                append(text, at: node.range, to: &found)
            }
        case (.colorOrGradient, .array(let elements)):
            for element in elements { collect(element, kind: .color, into: &found) }
        case (.list(let rules), .array(let elements)):
            for element in elements { collect(element, kind: rules.element, into: &found) }
        case (.block(let block), .object(let members)):
            for member in members {
                guard member.key != FieldSchema.dark.name, let field = block.field(member.key) else { continue }
                collect(member.value, kind: field.kind, into: &found)
            }
        default:
            break
        }
    }
}
