/// The layer of a template a rule looks at.
public enum RuleCategory: String, Sendable, CaseIterable {
    /// Paths given on the command line and folders scanned for templates.
    case discovery
    /// The ZIP archive or template folder: entries, names, sizes.
    case archive
    /// The JSON text of `native-config.json` and `pushwoosh.json`.
    case json
    /// The envelope of `native-config.json`: `displayType` and its content block.
    case structure
    /// Each field of the content block against the schema: types, required fields, values.
    case schema
    /// Display types and SDK versions of the targeted platforms.
    case platform
    /// Accepted by the SDKs, but renders badly or traps the user.
    case design
    /// `pushwoosh.json` and the placeholders that read it.
    case localization
    /// The `.pwtemplate.json` configuration of a run.
    case configuration
}
