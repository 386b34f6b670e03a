import PWTemplateKinds
import PWTemplateLint

extension CommandSpec {
    /// `pwtemplate schema [<schema>]`.
    public static let schema = CommandSpec(
        name: "schema",
        abstract: "Print the JSON Schema of a template or of a message.",
        arguments: [
            ArgumentSpec(
                name: "schema",
                help: "Print only this schema: a display type's, or 'inbox' or 'inapp' for the messages.",
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
