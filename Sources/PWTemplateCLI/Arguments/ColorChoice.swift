/// When the text report is coloured (`--color`).
public enum ColorChoice: String, Sendable, CaseIterable {
    /// Colour a terminal unless `NO_COLOR` is set.
    case auto
    case always
    case never
}
