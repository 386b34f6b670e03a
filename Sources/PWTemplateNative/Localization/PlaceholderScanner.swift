import PWTemplateArchive
import PWTemplateLint

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
    /// UTF-8 offsets of the placeholder in the value, braces included.
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
        if parts.contains(where: { Self.hasBrace($0) }) {
            return ("\(text) has a brace inside: neither SDK reads it as the placeholder it looks like, and they can split it differently",
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

    /// Whether a character of `part` is a brace. Only a value with a brace byte can have one;
    /// the others are answered without breaking the value into characters.
    private static func hasBrace(_ part: String) -> Bool {
        guard part.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return false }
        return part.contains("{") || part.contains("}")
    }
}

/// Finds the placeholder-shaped pieces of a string value, left to right, without overlaps, in
/// time linear in the value. It reads the UTF-8 bytes: braces and `|` are ASCII, so each is one
/// byte that is part of no other scalar, and the braces are found exactly where a scan over the
/// scalars finds them.
enum PlaceholderScanner {
    static func scan(_ value: String) -> [ScannedPlaceholder] {
        // Every form starts with `{`: a value without one holds none.
        guard PlaceholderResolver.mayHavePlaceholders(value) else { return [] }
        let bytes = Array(value.utf8)
        let count = bytes.count
        // The next `}`, `}}` and `{` at or after each offset (`count` when there is none): three
        // rows of one array.
        let width = count + 2
        let (nextClose, nextDoubleClose, nextOpen) = (0, width, 2 * width)
        var rows = [Int](repeating: count, count: 3 * width)
        for index in (0..<count).reversed() {
            rows[nextClose + index] = bytes[index] == UInt8(ascii: "}") ? index : rows[nextClose + index + 1]
            rows[nextOpen + index] = bytes[index] == UInt8(ascii: "{") ? index : rows[nextOpen + index + 1]
            let closesTwice = bytes[index] == UInt8(ascii: "}") && index + 1 < count && bytes[index + 1] == UInt8(ascii: "}")
            rows[nextDoubleClose + index] = closesTwice ? index : rows[nextDoubleClose + index + 1]
        }
        var found: [ScannedPlaceholder] = []
        var index = rows[nextOpen]
        while index < count {
            if index + 1 < count, bytes[index + 1] == UInt8(ascii: "{") {
                let close = rows[nextDoubleClose + index + 2]
                let end = close < count ? close + 2 : count
                found.append(placeholder(.dictionary, in: value, bytes: bytes, range: index..<end, inner: index + 2..<close, isClosed: close < count))
                index = rows[nextOpen + end]
                continue
            }
            let close = rows[nextClose + index + 1]
            guard close < count else { break }
            // A later `{` before the `}` starts the candidate afresh.
            if rows[nextOpen + index + 1] < close {
                index = rows[nextOpen + index + 1]
                continue
            }
            let candidate = placeholder(.tag, in: value, bytes: bytes, range: index..<close + 1, inner: index + 1..<close, isClosed: true)
            if candidate.parts.count >= 3 { found.append(candidate) }
            index = rows[nextOpen + close + 1]
        }
        return found
    }

    /// The placeholder at `range` of `value`'s UTF-8 `bytes`; a placeholder that is the whole
    /// value (the usual case) shares its storage.
    private static func placeholder(
        _ form: ScannedPlaceholder.Form, in value: String, bytes: [UInt8], range: Range<Int>, inner: Range<Int>, isClosed: Bool
    ) -> ScannedPlaceholder {
        let text = range == bytes.indices ? value : String(decoding: bytes[range], as: UTF8.self)
        return ScannedPlaceholder(form: form, range: range, text: text, parts: parts(bytes[inner]), isClosed: isClosed)
    }

    /// `inner` split at each `|` character. A `|` followed by a combining mark is part of a larger
    /// character and splits nothing; in ASCII text every `|` is a character of its own, so that
    /// text is split over its bytes without breaking it into characters.
    private static func parts(_ inner: ArraySlice<UInt8>) -> [String] {
        guard inner.allSatisfy({ $0 < 0x80 }) else {
            return String(decoding: inner, as: UTF8.self).split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        }
        var parts: [String] = []
        var start = inner.startIndex
        for index in inner.indices where inner[index] == UInt8(ascii: "|") {
            parts.append(String(decoding: inner[start..<index], as: UTF8.self))
            start = index + 1
        }
        parts.append(String(decoding: inner[start...], as: UTF8.self))
        return parts
    }
}
