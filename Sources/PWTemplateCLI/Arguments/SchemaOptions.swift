import PWTemplateLint

/// The options of `schema`: one part of a kind (a display type), all of it, or the
/// configuration file.
public struct SchemaOptions: Sendable, Equatable {
    /// The name whose schema to print (``KindRegistry/schemaNames``); `nil` prints the whole
    /// schema of the first kind (`native-config.json`).
    public var name: String?
    /// `--config`: print the schema of `.pwtemplate.json` instead.
    public var configuration: Bool

    public init(name: String? = nil, configuration: Bool = false) {
        self.name = name
        self.configuration = configuration
    }

    /// Reads bound `schema` arguments (the parser has checked the name).
    init(_ parsed: ParsedArguments) throws(ArgumentError) {
        self.init(name: parsed.positionals.first, configuration: parsed.isSet(.configSchema))
        if configuration, let name {
            throw .conflictingOptions("--config", name, reason: "the configuration schema has no display types")
        }
    }
}
