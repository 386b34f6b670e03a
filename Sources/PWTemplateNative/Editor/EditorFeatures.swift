import PWTemplateLint
import PWTemplateSyntax

/// Editor features over the template model, free of any protocol: hover, completion, colours
/// and the outline of `native-config.json` and `pushwoosh.json`. Offsets are UTF-8 byte offsets
/// into the document's text (``JSONDocument/text``); a language server converts them.
public enum EditorFeatures {
    /// Hover at `offset` of `entry` of `template`: a field's type, required or not, what it
    /// does, on which platforms and releases (the schema data `pwtemplate schema` exports); a
    /// placeholder's value per language and platform; a finding's rule summary when `findings`
    /// has one whose range holds `offset`; in `pushwoosh.json`, a key's translations.
    public static func hover(in template: Template, entry: EntryName, offset: Int, findings: [Diagnostic]) -> EditorHover? {
        guard let document = template.parsed(entry) else { return nil }
        return DocumentHover.hover(document, entry: entry, offset: offset, findings: findings) { cursor in
            entry == .pushwoosh ? pushwooshHover(template, cursor: cursor) : nativeConfigHover(template, document: document, cursor: cursor, offset: offset)
        }
    }

    /// Completions at `offset`: member names valid at the cursor's JSON path (required first,
    /// with a snippet of their value shape), enum values (displayType, position, action type),
    /// true/false, and translation keys of pushwoosh.json after `{{`. Works on half-typed text.
    public static func completions(in template: Template, entry: EntryName, offset: Int) -> [EditorCompletion] {
        guard entry == .nativeConfig, let document = template.nativeConfig else { return [] }
        return CompletionBuilder(template: template, document: document, offset: offset).completions()
    }

    /// Every colour value of `native-config.json` where the schema expects a colour (gradients
    /// and the `dark` overlay included; a value that is one placeholder shows its default colour,
    /// over the default's text), and the translations of `pushwoosh.json` written as a colour.
    public static func colors(in template: Template, entry: EntryName) -> [EditorColor] {
        switch entry {
        case .nativeConfig:
            guard let root = template.nativeConfig?.root else { return [] }
            return ColorCollector.colors(in: root, displayType: template.displayType)
        case .pushwoosh:
            return ColorCollector.translationColors(in: template.localization)
        default:
            return []
        }
    }

    /// The outline: the display block with its title, message, buttons (by label), items (by
    /// title), segments (by label)… (`native-config.json`); the sections and keys
    /// (`pushwoosh.json`).
    public static func symbols(in template: Template, entry: EntryName) -> [EditorSymbol] {
        guard let root = template.parsed(entry)?.root else { return [] }
        return SymbolOutline.symbols(of: root)
    }
}
