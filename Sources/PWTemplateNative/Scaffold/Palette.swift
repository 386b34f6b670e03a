import PWTemplateLint

/// The colours of the scaffolds, `#RRGGBBAA`. Every text colour reaches a contrast of at
/// least 4.5:1 (WCAG AA) on the fills it is used with: white on the dark fills, ink and body
/// on white.
enum Palette {
    static let white = "#FFFFFFFF"
    /// Headlines on white.
    static let ink = "#111827FF"
    /// Body text on white.
    static let body = "#374151FF"
    /// Body text on dark fills.
    static let mist = "#E5E7EBFF"
    /// A dark card or bar.
    static let night = "#1F2937FF"
    /// The foil of a scratchcard.
    static let silver = "#9CA3AFFF"
    /// The hub of a spinwheel, under ink text.
    static let gold = "#FACC15FF"

    // Fills under white text.
    static let blue = "#1D4ED8FF"
    static let red = "#B91C1CFF"
    static let green = "#047857FF"
    static let violet = "#6D28D9FF"
    static let amber = "#B45309FF"
    static let pink = "#BE185DFF"
    static let indigo = "#312E81FF"
}
