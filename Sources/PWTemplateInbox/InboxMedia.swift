import PWTemplateLint
import PWTemplateSyntax

/// How InboxKit reads URLs: `URL(string:)`, a scheme, and the schemes it refuses to open.
package enum InboxMedia {
    /// The schemes `PushwooshInboxKitViewController.openExternalURL` refuses (`facetime` and
    /// `facetime-audio` in some releases).
    static let refusedSchemes: Set<String> = ["javascript", "file", "data", "facetime", "facetime-audio"]

    /// Whether `URL(string:)` parses `url`: it refuses an empty string and characters RFC 3986
    /// does not allow (a space, a stray `%`, …).
    static func parses(_ url: String) -> Bool {
        !url.isEmpty && URLCharacters(url).offending.isEmpty
    }

    /// Whether `url` is non-empty, parses and has the scheme `http` or `https` (any case).
    package static func isWebURL(_ url: String?) -> Bool {
        guard let url, parses(url), let scheme = URLCheck.scheme(of: url) else { return false }
        return scheme == "http" || scheme == "https"
    }

    /// Whether `url` parses and has a scheme: a carousel slide keeps its `url` only then
    /// (`PushwooshInboxCarouselSlide.swift`).
    package static func hasScheme(_ url: String?) -> Bool {
        guard let url else { return false }
        return parses(url) && URLCheck.scheme(of: url) != nil
    }

    /// The fix of an `http:` URL in `value`: its scheme written `https`, unsafe (the host may not
    /// serve https); `nil` when the value's text does not start with the scheme.
    static func httpsFix(_ value: InboxValue, in entry: EntryName, bytes: [UInt8]) -> Fix? {
        let scheme = Array("http:".utf8)
        let range = value.cursor.byteRange
        guard let start = range.first(where: { bytes[$0] != UInt8(ascii: "\"") && bytes[$0] != UInt8(ascii: "\\") }),
              start + scheme.count <= range.upperBound,
              zip(bytes[start..<start + scheme.count], scheme).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) else { return nil }
        return Fix(title: "load it over https", applicability: .unsafe,
                   change: .edits(entry, [TextEdit(bytes: start..<start + 4, replacement: "https")]))
    }
}
