import PWTemplateCore

/// `pwtemplate schema [<display-type>]`: the JSON Schema of `native-config.json`, or of one
/// display type, on standard output.
struct SchemaCommand {
    var options: SchemaOptions
    var invocation: Invocation

    func run() -> ExitCode {
        CLI.write(SchemaExporter.jsonSchema(for: options.displayType).rendered(), to: invocation.standardOutput, invocation: invocation)
    }
}
