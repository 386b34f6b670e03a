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
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
