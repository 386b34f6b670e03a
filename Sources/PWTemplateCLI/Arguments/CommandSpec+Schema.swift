import PWTemplateLint

extension CommandSpec {
    /// `pwtemplate schema [<display-type>]`.
    public static let schema = CommandSpec(
        name: "schema",
        abstract: "Print the JSON Schema of native-config.json.",
        arguments: [
            ArgumentSpec(
                name: "display-type",
                help: "Print only the schema of this display type.",
                allowedValues: KindRegistry.standard.schemaNames,
                defaultDescription: "every display type"
            ),
        ],
        options: [.configSchema, .help]
    )
}

extension OptionSpec {
    /// `schema --config`.
    public static let configSchema = OptionSpec(
        longName: "config",
        help: "Print the JSON Schema of .pwtemplate.json instead."
    )
}
