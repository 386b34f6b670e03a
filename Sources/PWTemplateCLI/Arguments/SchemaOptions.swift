import PWTemplateCore

/// The options of `schema`: one display type, or all of them.
public struct SchemaOptions: Sendable, Equatable {
    /// The display type whose schema to print; `nil` prints the whole `native-config.json` schema.
    public var displayType: DisplayType?

    public init(displayType: DisplayType? = nil) {
        self.displayType = displayType
    }

    /// Reads bound `schema` arguments (the parser has checked the display type).
    init(_ parsed: ParsedArguments) {
        self.init(displayType: parsed.positionals.first.flatMap(DisplayType.init(rawValue:)))
    }
}
