/// Escaping for text that goes into HTML: template text is data, never markup.
enum HTMLText {
    /// `text` as element content: `&`, `<` and `>` escaped.
    static func content(_ text: String) -> String {
        escaped(text, quotes: false)
    }

    /// `text` as a double- or single-quoted attribute value: `&`, `<`, `>`, `"` and `'` escaped.
    static func attribute(_ text: String) -> String {
        escaped(text, quotes: true)
    }

    private static func escaped(_ text: String, quotes: Bool) -> String {
        text.escapingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"" where quotes: "&quot;"
            case "'" where quotes: "&#39;"
            default: nil
            }
        }
    }
}
