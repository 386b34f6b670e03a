/// The regular expressions of the JSON Schema export, in the portable subset of ECMA 262 (no
/// flags, no lookaround): case-insensitivity is spelt out with character classes.
package enum SchemaPatterns {
    /// `#` and 3, 4, 6 or 8 hex digits (``ColorCheck/isPortable(_:)``).
    package static let color = "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"

    /// An absolute `https://` URL with a host and no whitespace (``URLCheck/mediaProblem(_:)``).
    package static let mediaURL = "^" + caseInsensitive("https") + "://([^\\s/?#@]*@)?[^\\s/?#@:][^\\s/?#@]*([/?#]\\S*)?$"

    /// An action URL with a scheme that runs code or reads local data (``URLCheck/unsafeSchemes``).
    package static let unsafeActionURL = "^" + alternatives(URLCheck.unsafeSchemes) + ":"

    /// Exactly one of `values`, in any letter case.
    package static func oneOf(_ values: [String]) -> String {
        "^" + alternatives(values) + "$"
    }

    private static func alternatives(_ values: [String]) -> String {
        "(" + values.map(caseInsensitive).joined(separator: "|") + ")"
    }

    /// `word` matched in any letter case: `top` → `[Tt][Oo][Pp]`; other characters are escaped.
    package static func caseInsensitive(_ word: String) -> String {
        var pattern = ""
        for character in word {
            if character.isASCII, character.isLetter {
                pattern += "[\(character.uppercased())\(character.lowercased())]"
            } else if "\\^$.|?*+()[]{}/".contains(character) {
                pattern += "\\" + String(character)
            } else {
                pattern.append(character)
            }
        }
        return pattern
    }
}
