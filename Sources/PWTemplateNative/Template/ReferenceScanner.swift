import PWTemplateArchive
import PWTemplateLint

/// Finds what an HTML page or a style sheet refers to, without an HTML or CSS engine: one
/// forward pass over the bytes that never steps back, so any input, however hostile, costs
/// time linear in its size. Returns the raw values, unresolved (see `LocalReference`).
enum ReferenceScanner {
    /// Attributes whose value is one URL.
    private static let urlAttributes: Set<String> = ["src", "href", "poster", "data", "background"]
    /// Attributes whose value is a comma-separated list of `URL descriptor` candidates.
    private static let sourceSetAttributes: Set<String> = ["srcset", "imagesrcset"]

    /// The values of `src`, `href`, `poster`, `data`, `background`, `srcset` and `imagesrcset`
    /// attributes, and the CSS references of `<style>` elements and `style` attributes.
    /// Comments and the contents of `<script>` elements are skipped.
    static func html(_ bytes: [UInt8]) -> [String] {
        var cursor = Cursor(bytes[...])
        var references: [String] = []
        while let byte = cursor.peek() {
            if byte == UInt8(ascii: "<"), cursor.starts(with: "<!--") {
                cursor.advance(by: 4)
                cursor.skip(past: "-->")
            } else if byte == UInt8(ascii: "<"), cursor.peek(offset: 1).map(isLetter) == true {
                references += tag(&cursor)
            } else {
                cursor.advance()
            }
        }
        return references
    }

    /// The values of `url()` and of `@import "…"`; comments and other strings are skipped.
    static func css(_ bytes: ArraySlice<UInt8>) -> [String] {
        var cursor = Cursor(bytes)
        var references: [String] = []
        while let byte = cursor.peek() {
            if cursor.starts(with: "/*") {
                cursor.advance(by: 2)
                cursor.skip(past: "*/")
            } else if isQuote(byte) {
                _ = cursor.quoted(escapes: true)
            } else if cursor.startsCaseInsensitive(with: "url(") {
                cursor.advance(by: 4)
                cursor.skipWhitespace()
                references.append(cursor.peek().map(isQuote) == true ? cursor.quoted(escapes: true) : cursor.text(upTo: { $0 == UInt8(ascii: ")") }))
            } else if cursor.startsCaseInsensitive(with: "@import") {
                cursor.advance(by: 7)
                cursor.skipWhitespace()
                if cursor.peek().map(isQuote) == true { references.append(cursor.quoted(escapes: true)) }
            } else {
                cursor.advance()
            }
        }
        return references
    }

    /// One start tag, from its `<`: the references of its attributes and, for `<style>`, of its
    /// contents. The cursor ends after the tag (after the element for `<style>` and `<script>`).
    private static func tag(_ cursor: inout Cursor) -> [String] {
        cursor.advance()
        let name = cursor.text(upTo: { !isLetter($0) && !isDigit($0) }).lowercased()
        var references: [String] = []
        while let byte = cursor.peek(), byte != UInt8(ascii: ">") {
            if isWhitespace(byte) || byte == UInt8(ascii: "/") {
                cursor.advance()
                continue
            }
            let attribute = cursor.text(upTo: { isWhitespace($0) || $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "/") })
            cursor.skipWhitespace()
            guard cursor.peek() == UInt8(ascii: "=") else { continue }
            cursor.advance()
            cursor.skipWhitespace()
            let value = cursor.peek().map(isQuote) == true ? cursor.quoted(escapes: false) : cursor.text(upTo: { isWhitespace($0) || $0 == UInt8(ascii: ">") })
            references += attributeReferences(attribute.lowercased(), value)
        }
        cursor.advance()
        switch name {
        case "style":
            let start = cursor.position
            cursor.skip(until: "</style")
            references += css(cursor.bytes[start..<cursor.position])
        case "script":
            cursor.skip(until: "</script")
        default:
            break
        }
        return references
    }

    private static func attributeReferences(_ attribute: String, _ value: String) -> [String] {
        if urlAttributes.contains(attribute) { return [value] }
        if sourceSetAttributes.contains(attribute) {
            return value.split(separator: ",").compactMap { candidate in
                candidate.split(whereSeparator: { $0.isWhitespace }).first.map(String.init)
            }
        }
        if attribute == "style" { return css(Array(value.utf8)[...]) }
        return []
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isQuote(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") }
    /// HTML's ASCII whitespace: space, tab, line feed, form feed, carriage return.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }
}
