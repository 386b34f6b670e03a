/// How `l10n` writes its table (`--format`).
public enum L10nFormat: String, Sendable, CaseIterable {
    /// An aligned table: a row per key, a column per language.
    case text
    /// The same table as one versioned object.
    case json
}

/// The options of `l10n`: the template and the format.
public struct L10nOptions: Sendable, Equatable {
    /// The template path as given.
    public var template: String
    public var format: L10nFormat

    public init(template: String, format: L10nFormat = .text) {
        self.template = template
        self.format = format
    }

    /// Reads bound `l10n` arguments (the parser has checked the format and the template count).
    init(_ parsed: ParsedArguments) {
        self.init(
            template: parsed.positionals[0],
            format: parsed.values(of: .l10nFormat).first.flatMap(L10nFormat.init(rawValue:)) ?? .text
        )
    }
}
