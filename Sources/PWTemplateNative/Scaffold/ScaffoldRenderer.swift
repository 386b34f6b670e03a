import PWTemplateLint
import PWTemplateSyntax

/// Turns scaffold values into JSON, copy into placeholders when the scaffold is localised,
/// and collects the translations the placeholders read.
struct ScaffoldRenderer {
    /// Whether copy becomes `{{key|text|copy}}` placeholders.
    let placeholders: Bool
    /// Every copy rendered as a placeholder, key and text, in order.
    private(set) var translations: [(key: String, text: String)] = []

    init(placeholders: Bool) {
        self.placeholders = placeholders
    }

    mutating func render(_ value: ScaffoldValue) -> JSONOutput {
        switch value {
        case .bool(let flag): return .bool(flag)
        case .number(let text): return .number(text)
        case .string(let text): return .string(text)
        case .copy(let key, let text):
            guard placeholders else { return .string(text) }
            translations.append((key, text))
            return .string("{{\(key)|text|\(text)}}")
        case .array(let elements): return .array(elements.map { render($0) })
        case .object(let members): return .object(members.map { ($0.key, render($0.value)) })
        case .essential(let inner): return render(inner)
        }
    }

    /// `pushwoosh.json`: the default language holds the copy itself; every other language
    /// the copy marked for translation (`[de] Spring sale`), valid until it is translated.
    static func localization(_ translations: [(key: String, text: String)], languages: ScaffoldLanguages) -> JSONOutput {
        .object([
            ("default_language", .string(languages.defaultLanguage)),
            ("localization", .object(languages.codes.map { code in
                let marker = code == languages.defaultLanguage ? "" : "[\(code)] "
                return (code, .object(translations.map { ($0.key, .string(marker + $0.text)) }))
            })),
        ])
    }
}
