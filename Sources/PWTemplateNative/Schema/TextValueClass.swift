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
        } else if text.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
            self = .blank
        } else {
            self = .readable
        }
    }
}
