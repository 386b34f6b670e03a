import PWTemplateLint

/// The options of `schema`: one display type, all of them, or the configuration file.
public struct SchemaOptions: Sendable, Equatable {
    /// The display type whose schema to print; `nil` prints the whole `native-config.json` schema.
    public var displayType: DisplayType?
    /// `--config`: print the schema of `.pwtemplate.json` instead.
    public var configuration: Bool

    public init(displayType: DisplayType? = nil, configuration: Bool = false) {
        self.displayType = displayType
        self.configuration = configuration
    }

    /// Reads bound `schema` arguments (the parser has checked the display type).
    init(_ parsed: ParsedArguments) throws(ArgumentError) {
        self.init(
            displayType: parsed.positionals.first.flatMap(DisplayType.init(rawValue:)),
            configuration: parsed.isSet(.configSchema))
        if configuration, let displayType {
            throw .conflictingOptions("--config", displayType.rawValue, reason: "the configuration schema has no display types")
        }
    }
}
