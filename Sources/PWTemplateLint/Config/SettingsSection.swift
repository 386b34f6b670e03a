import PWTemplateSyntax

/// A top-level section of `.pwtemplate.json` that a kind reads into its ``KindSettings`` (the
/// native kind's `platformSupport`): its key, its JSON Schema, how it is read and how
/// `pwtemplate config` prints its effective value.
public struct SettingsSection: Sendable {
    /// The key, placed after `failLevel` in the file, the schema and `config`'s output.
    public let key: String
    /// The JSON Schema of the value (with its description), for `schema config`.
    public let schema: JSONOutput
    /// The definitions `schema` refers to, placed in the schema's `$defs`.
    public let definitions: [(key: String, value: JSONOutput)]
    /// The value `init` writes in a starter file, as JSON text.
    public let starter: String
    private let read: @Sendable (JSONNode, ConfigReader) throws(ConfigError) -> @Sendable (inout KindSettings) -> Void
    private let output: @Sendable (KindSettings) -> JSONOutput

    /// `read` checks the section's value (throwing the first problem, placed by the reader) and
    /// returns the change it makes to the settings; `output` prints the effective value.
    package init(
        key: String, schema: JSONOutput, definitions: [(key: String, value: JSONOutput)] = [], starter: String,
        read: @escaping @Sendable (JSONNode, ConfigReader) throws(ConfigError) -> @Sendable (inout KindSettings) -> Void,
        output: @escaping @Sendable (KindSettings) -> JSONOutput
    ) {
        self.key = key
        self.schema = schema
        self.definitions = definitions
        self.starter = starter
        self.read = read
        self.output = output
    }

    /// Reads `value` into `settings`.
    func apply(_ value: JSONNode, with reader: ConfigReader, to settings: inout KindSettings) throws(ConfigError) {
        try read(value, reader)(&settings)
    }

    /// The effective value in `settings`, as `config` prints it.
    func value(in settings: KindSettings) -> JSONOutput {
        output(settings)
    }
}
