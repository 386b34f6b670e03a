import PWTemplateLint

/// `pwtemplate schema [<schema>] [--config]`: the JSON Schema of `native-config.json`, of
/// one display type, of a kind of message, or of `.pwtemplate.json`, on standard output.
struct SchemaCommand {
    var options: SchemaOptions
    var invocation: Invocation

    func run() -> ExitCode {
        let schema = options.configuration ? ConfigSchema.jsonSchema(kinds: invocation.kinds) : invocation.kinds.jsonSchema(named: options.name)
        guard let schema else {
            invocation.standardError.write("error: no kind of document has a schema named '\(options.name ?? "")'\n")
            return .usage
        }
        return CLI.write(schema.rendered(), to: invocation.standardOutput, invocation: invocation)
    }
}
