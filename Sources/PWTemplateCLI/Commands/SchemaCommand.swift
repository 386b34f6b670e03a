import PWTemplateLint

/// `pwtemplate schema [<display-type>] [--config]`: the JSON Schema of `native-config.json`, of
/// one display type, or of `.pwtemplate.json`, on standard output.
struct SchemaCommand {
    var options: SchemaOptions
    var invocation: Invocation

    func run() -> ExitCode {
        let schema = options.configuration ? ConfigSchema.jsonSchema() : SchemaExporter.jsonSchema(for: options.displayType)
        return CLI.write(schema.rendered(), to: invocation.standardOutput, invocation: invocation)
    }
}
