/// The layer of a template a rule looks at.
public enum RuleCategory: String, Sendable, CaseIterable {
    /// Paths given on the command line and folders scanned for templates.
    case discovery
    /// The ZIP archive or template folder: entries, names, sizes.
    case archive
    /// The JSON text of `native-config.json` and `pushwoosh.json`.
    case json
}
