/// What the command line asks pwtemplate to do.
public enum ParsedCommand: Sendable, Equatable {
    /// Print this help text on stdout and exit 0.
    case help(String)
    /// Print the version on stdout and exit 0.
    case version
    /// Lint the given inputs.
    case lint(LintOptions)
    /// Rewrite the templates' JSON files in the canonical layout.
    case fmt(FmtOptions)
    /// List the rules.
    case rules(RulesOptions)
    /// Explain one rule.
    case explain(ExplainOptions)
    /// Print the JSON Schema of `native-config.json` or of one display type.
    case schema(SchemaOptions)
    /// Print the configuration that applies to a path.
    case config(ConfigOptions)
    /// Write a starter `.pwtemplate.json`.
    case initialize
    /// Print native-config.json as one platform's SDK renders it for one language.
    case resolve(ResolveOptions)
    /// Print the translation coverage of one template.
    case l10n(L10nOptions)
    /// Create an example template, or list the display types.
    case new(NewOptions)
    /// Write an HTML page per template (and a gallery) showing what the SDKs draw.
    case preview(PreviewOptions)
    /// Lint template folders and pack each into a ZIP.
    case pack(PackOptions)
    /// Extract a template from a ZIP into a folder.
    case unpack(UnpackOptions)
    /// Serve the Language Server Protocol over standard input and output.
    case lsp
    /// Print a shell completion script.
    case completion(CompletionOptions)
}
