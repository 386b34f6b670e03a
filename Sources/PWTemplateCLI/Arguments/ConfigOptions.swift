import PWTemplateKinds
import PWTemplateLint
import PWTemplateSyntax

/// The options of `config`.
public struct ConfigOptions: Sendable, Equatable {
    /// The path to resolve the configuration for; `nil` is the current folder.
    public var path: String?
    /// `--default`: print the defaults.
    public var showDefaults: Bool
    public var configuration: ConfigurationOptions
    public var targets: [Target]

    public init(path: String? = nil, showDefaults: Bool = false, configuration: ConfigurationOptions = ConfigurationOptions(), targets: [Target] = []) {
        self.path = path
        self.showDefaults = showDefaults
        self.configuration = configuration
        self.targets = targets
    }

    /// Reads bound `config` arguments (rule ids of `kinds`); `--default` takes no path and no
    /// other option.
    init(_ parsed: ParsedArguments, kinds: KindRegistry = .standard) throws(ArgumentError) {
        self.init(
            path: parsed.positionals.first,
            showDefaults: parsed.isSet(.defaults),
            configuration: try ConfigurationOptions(parsed, kinds: kinds),
            targets: try parsed.values(of: .target).map { argument throws(ArgumentError) in try Target(argument: argument) })
        guard showDefaults else { return }
        let others = CommandSpec.config.options.filter { $0 != .defaults && $0 != .help }
        let given = others.first { parsed.isSet($0) || !parsed.values(of: $0).isEmpty }
        if let other = given?.longSpelling ?? path {
            throw .conflictingOptions("--default", other, reason: "'--default' prints the defaults, for no path and without any file or flag")
        }
    }
}
