import PWTemplateLint

/// All the checks tell apart of a ``ValueKind/text`` value (the `text` of a Text object): the
/// schema rejects an empty one, and the design checks count a blank one as drawing nothing
/// (`no-visible-content`). Two texts of one class are interchangeable for every check, which
/// lets the language variants of a template share their findings (``VariantKey``).
enum TextValueClass: Equatable {
    /// `""`: the SDKs reject it (the same `isEmpty` test the schema walk applies to every string).
    case empty
    /// Whitespace only: accepted, but it shows nothing.
    case blank
    /// Something a user can read.
    case readable

    init(_ text: String) {
        if text.isEmpty {
            self = .empty
        } else if Self.isBlank(text) {
            self = .blank
        } else {
            self = .readable
        }
    }

    /// Whether every scalar of `text` is whitespace. ASCII is decided by its bytes (the
    /// whitespace of ASCII is tab to carriage return, and space); the Unicode properties are
    /// looked up only once a non-ASCII byte comes before any readable ASCII.
    private static func isBlank(_ text: String) -> Bool {
        for byte in text.utf8 {
            if byte >= 0x80 { return text.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
            if byte != UInt8(ascii: " ") && !(0x09...0x0D).contains(byte) { return false }
        }
        return true
    }
}
