import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax

/// The hover of a placeholder inside a string value: what it renders in each language of
/// `pushwoosh.json` on each platform, as `resolve` renders it.
enum PlaceholderHover {
    /// The placeholder of the string literal `node` (in `text`) at `offset`, with its source range.
    static func placeholder(in node: JSONNode, text: SourceText, at offset: Int) -> (ScannedPlaceholder, Range<Int>)? {
        guard case .string(let value) = node.value, PlaceholderResolver.mayHavePlaceholders(value) else { return nil }
        let found = PlaceholderScanner.scan(value)
        guard !found.isEmpty else { return nil }
        let starts = StringLiteral.scalarStarts(ofLiteral: node.range, in: text.bytes)
        let utf8 = Array(value.utf8)
        guard starts.count == utf8.lazy.filter({ !UTF8.isContinuation($0) }).count + 1 else { return nil }
        // Placeholders come in order: the scalar count of each start goes on from the last one.
        var byte = 0
        var scalar = 0
        func source(_ utf8Offset: Int) -> Int {
            while byte < utf8Offset {
                if !UTF8.isContinuation(utf8[byte]) { scalar += 1 }
                byte += 1
            }
            return starts[scalar]
        }
        for placeholder in found {
            let start = source(placeholder.range.lowerBound)
            guard start <= offset else { return nil }
            let range = start..<source(placeholder.range.upperBound)
            if range.contains(offset) { return (placeholder, range) }
        }
        return nil
    }

    /// A markdown table: one row per section of `localization` (and one for other languages),
    /// a column per platform.
    static func markdown(_ placeholder: ScannedPlaceholder, localization: LocalizationFile?) -> String {
        let kind = placeholder.form == .dictionary ? "translation key" : "device tag"
        var lines = ["**`\(placeholder.text)`**: \(kind) `\(placeholder.key)`"]
        if let problem = placeholder.syntaxProblem { lines += ["", problem.message + "; " + problem.hint + "."] }
        lines += ["", "| language | " + Platform.allCases.map(\.displayName).joined(separator: " | ") + " |",
                  "| --- |" + String(repeating: " --- |", count: Platform.allCases.count)]
        let languages = (localization?.sections.map(\.language) ?? [])
        for language in languages + [nil] {
            let cells = Platform.allCases.map { platform -> String in
                let dictionary = language.map { localization?.dictionary(forDeviceLanguage: $0, platform: platform) }
                    ?? otherLanguages(localization)
                return cell(PlaceholderResolver.resolve(placeholder.text, dictionary: dictionary, platform: platform))
            }
            let name = language.map { "`\(cell($0))`" } ?? (languages.isEmpty ? "every language" : "other languages")
            lines.append("| \(name) | " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// The dictionary a device language without a section gets: the default section's.
    private static func otherLanguages(_ localization: LocalizationFile?) -> [String: String]? {
        guard let localization, localization.hasLocalization else { return nil }
        return localization.defaultSection?.strings
    }

    /// `text` safe inside a markdown table cell: one line, `|` escaped, at most 80 characters.
    static func cell(_ text: String) -> String {
        guard !text.isEmpty else { return "(empty)" }
        var cell = ""
        for character in text.prefix(80) {
            switch character {
            case "\\", "|", "`", "*", "_", "[", "]": cell += "\\" + String(character)
            case "<": cell += "&lt;"
            case "\n", "\r", "\r\n", "\t": cell += " "
            default: cell.append(character)
            }
        }
        return text.count > 80 ? cell + "…" : cell
    }
}
