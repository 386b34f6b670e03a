import PWTemplateSyntax

/// The options of `pack`, typed and checked.
public struct PackOptions: Sendable, Equatable {
    /// The template folders, as given.
    public var folders: [String]
    /// `--output`: an archive path, or a folder to write archives into.
    public var output: String?
    /// Existing archives are replaced.
    public var force: Bool
    /// Templates are packed without linting.
    public var noLint: Bool
    /// Warnings refuse a template too.
    public var strict: Bool
    /// The platforms named with `--target`; empty means the default selection.
    public var targets: [Target]
    /// `--config` and `--no-config`: which `.pwtemplate.json` the lint before packing uses.
    public var configuration: ConfigurationOptions
    public var color: ColorChoice

    public init(
        folders: [String],
        output: String? = nil,
        force: Bool = false,
        noLint: Bool = false,
        strict: Bool = false,
        targets: [Target] = [],
        configuration: ConfigurationOptions = ConfigurationOptions(),
        color: ColorChoice = .auto
    ) {
        self.folders = folders
        self.output = output
        self.force = force
        self.noLint = noLint
        self.strict = strict
        self.targets = targets
        self.configuration = configuration
        self.color = color
    }

    /// Reads bound `pack` arguments.
    init(_ parsed: ParsedArguments) throws(ArgumentError) {
        self.init(
            folders: parsed.positionals,
            output: parsed.values(of: .output).first,
            force: parsed.isSet(.force),
            noLint: parsed.isSet(.noLint),
            strict: parsed.isSet(.strict),
            targets: try Target.parseAll(parsed.values(of: .target)),
            configuration: try ConfigurationOptions(fileOptionsOf: parsed),
            color: parsed.values(of: .color).first.flatMap(ColorChoice.init(rawValue:)) ?? .auto
        )
    }
}
