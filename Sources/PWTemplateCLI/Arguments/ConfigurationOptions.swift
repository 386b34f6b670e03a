import PWTemplateKinds
import PWTemplateLint
import PWTemplateSyntax

/// The configuration options `lint` and `config` share: which `.pwtemplate.json` to use, and
/// which rules to turn on or off whatever it says. `pack` has the first two only.
public struct ConfigurationOptions: Sendable, Equatable {
    /// The environment variable that names a configuration file, like `--config`.
    public static let environmentVariable = "PWTEMPLATE_CONFIG"

    /// `--config`: the one file to use for every template.
    public var configFile: String?
    /// `--no-config`: use the defaults, read no file.
    public var noConfig: Bool
    public var enabledRules: [Rule]
    public var disabledRules: [Rule]

    public init(configFile: String? = nil, noConfig: Bool = false, enabledRules: [Rule] = [], disabledRules: [Rule] = []) {
        self.configFile = configFile
        self.noConfig = noConfig
        self.enabledRules = enabledRules
        self.disabledRules = disabledRules
    }

    /// Reads the bound options: `--enable` and `--disable` name rules of `kinds`; an unknown id
    /// suggests the nearest one.
    init(_ parsed: ParsedArguments, kinds: KindRegistry = .standard) throws(ArgumentError) {
        try self.init(fileOptionsOf: parsed)
        enabledRules = try Self.rules(parsed.values(of: .enable), of: kinds)
        disabledRules = try Self.rules(parsed.values(of: .disable), of: kinds)
        if let both = enabledRules.first(where: disabledRules.contains) {
            throw .conflictingOptions("--enable \(both.id)", "--disable \(both.id)", reason: "a rule is either on or off")
        }
    }

    /// Reads `--config` and `--no-config` only, for a command without `--enable`/`--disable`.
    init(fileOptionsOf parsed: ParsedArguments) throws(ArgumentError) {
        self.init(configFile: parsed.values(of: .configFile).first, noConfig: parsed.isSet(.noConfig))
        if let configFile, noConfig {
            throw .conflictingOptions("--config", "--no-config", reason: "'--no-config' reads no file, '--config \(configFile)' reads one")
        }
    }

    /// Where configuration comes from: `--no-config`, `--config`, then `PWTEMPLATE_CONFIG`,
    /// else the nearest `.pwtemplate.json` of each template.
    func source(environment: [String: String]) -> ConfigResolver.Source {
        if noConfig { return .none }
        if let configFile { return .file(path: configFile, origin: .option) }
        if let named = environment[Self.environmentVariable], !named.isEmpty { return .file(path: named, origin: .environment) }
        return .discover
    }

    /// The flags laid over the file, with the `--target` values.
    func flags(targets: [Target]) -> ConfigurationFlags {
        ConfigurationFlags(targets: targets, enabledRules: enabledRules, disabledRules: disabledRules)
    }

    private static func rules(_ ids: [String], of kinds: KindRegistry) throws(ArgumentError) -> [Rule] {
        try ids.map { id throws(ArgumentError) in
            guard let rule = kinds.rule(named: id) else {
                throw .unknownRule(id, suggestion: EditDistance.closest(to: id, among: kinds.rules.map(\.id)))
            }
            return rule
        }
    }
}
