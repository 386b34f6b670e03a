import PWTemplateLint

extension CommandSpec {
    /// `pwtemplate init`.
    public static let initialize = CommandSpec(
        name: "init",
        abstract: "Write a starter .pwtemplate.json in this folder.",
        discussion: """
            The starter shows every key with a sensible value; docs/configuration.md explains \
            them. An existing .pwtemplate.json is never overwritten (exit 2). Print the file's \
            JSON Schema with 'pwtemplate schema --config > \(ConfigSchema.suggestedFileName)'.
            """
    )
}
