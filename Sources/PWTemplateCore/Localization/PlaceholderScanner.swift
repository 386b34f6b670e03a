/// A placeholder-shaped piece of a string value as the linter reads it: a double-brace
/// dictionary placeholder `{{KEY|TYPE|DEFAULT}}` / `{{KEY|TYPE}}` (up to the first `}}`), or a
/// single-brace tag placeholder `{Tag|TYPE|DEFAULT}` (up to the first `}`, with at least two `|`).
struct ScannedPlaceholder: Equatable {
    enum Form: Equatable {
        /// `{{…}}`: reads the `pushwoosh.json` dictionary.
        case dictionary
        /// `{…}`: reads device tags.
        case tag
    }

    var form: Form
    /// Scalar offsets of the placeholder in the value, braces included.
    var range: Range<Int>
    /// The text itself.
    var text: String
    /// The text between the braces split at `|` (for an unclosed `{{`, everything after it).
    var parts: [String]
    var isClosed: Bool

    var key: String { parts[0] }
    var type: String { parts.count > 1 ? parts[1] : "" }
    /// DEFAULT of a three-part placeholder; nil for the two-part form.
    var defaultValue: String? { parts.count == 3 ? parts[2] : nil }

    /// Why only one grammar, or neither, reads the placeholder as meant; nil when both do.
    var syntaxProblem: (message: String, hint: String)? {
        let shape = form == .dictionary ? "{{KEY|TYPE|DEFAULT}}" : "{Tag|TYPE|DEFAULT}"
        guard isClosed else {
            return ("\"{{\" is never closed with \"}}\": both SDKs show the text as it is", "close the placeholder: \(shape)")
        }
        if parts.contains(where: { $0.contains("{") || $0.contains("}") }) {
            return ("\(text) has a brace inside: the two SDKs split it differently (iOS may take part of it for a tag and leave a stray brace)",
                    "remove the extra brace: \(shape)")
        }
        if form == .dictionary, parts.count == 1 {
            return ("\(text) has no TYPE: neither SDK replaces it, so it shows as it is", "write \(shape), e.g. {{\(key)|text|…}}")
        }
        if parts.count > 3 {
            return ("\(text) has \(parts.count) parts: Android takes \"\(parts[2...].joined(separator: "|"))\" as the default, iOS leaves the text as it is",
                    "keep '|' out of the default: \(shape)")
        }
        if key.isEmpty || type.isEmpty {
            return ("\(text) has an empty \(key.isEmpty ? "KEY" : "TYPE"): neither SDK reads it as a placeholder as written", "write \(shape)")
        }
        if key.unicodeScalars.count == 1 {
            return ("one-character KEY \"\(key)\": Android needs at least two characters and never replaces it as meant, iOS does",
                    "use a key of two or more characters")
        }
        if type.unicodeScalars.count == 1 {
            let android = form == .dictionary
                ? "Android ignores it (and renders the key name when the key is missing)"
                : "Android never replaces the placeholder"
            return ("one-character TYPE \"\(type)\": \(android), iOS applies it", "use \"text\", or a modifier of two or more characters")
        }
        return nil
    }
}

/// Finds the placeholder-shaped pieces of a string value, left to right, without overlaps.
enum PlaceholderScanner {
    static func scan(_ value: String) -> [ScannedPlaceholder] {
        let scalars = Array(value.unicodeScalars)
        var found: [ScannedPlaceholder] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "{" else {
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "{" {
                let close = firstIndex(of: ["}", "}"], in: scalars, from: index + 2)
                let end = close.map { $0 + 2 } ?? scalars.count
                let inner = String(String.UnicodeScalarView(scalars[index + 2..<(close ?? scalars.count)]))
                found.append(placeholder(.dictionary, scalars: scalars, range: index..<end, inner: inner, isClosed: close != nil))
                index = end
            } else if let close = firstIndex(of: ["}"], in: scalars, from: index + 1) {
                // A later `{` before the `}` starts the candidate afresh.
                if let reopen = scalars[index + 1..<close].lastIndex(of: "{") {
                    index = reopen
                    continue
                }
                let inner = String(String.UnicodeScalarView(scalars[index + 1..<close]))
                if inner.split(separator: "|", omittingEmptySubsequences: false).count >= 3 {
                    found.append(placeholder(.tag, scalars: scalars, range: index..<close + 1, inner: inner, isClosed: true))
                }
                index = close + 1
            } else {
                index += 1
            }
        }
        return found
    }

    private static func placeholder(
        _ form: ScannedPlaceholder.Form, scalars: [Unicode.Scalar], range: Range<Int>, inner: String, isClosed: Bool
    ) -> ScannedPlaceholder {
        ScannedPlaceholder(
            form: form, range: range, text: String(String.UnicodeScalarView(scalars[range])),
            parts: inner.split(separator: "|", omittingEmptySubsequences: false).map(String.init), isClosed: isClosed)
    }

    private static func firstIndex(of needle: [Unicode.Scalar], in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + needle.count <= scalars.count else { return nil }
        return (start...(scalars.count - needle.count)).first { scalars[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}
