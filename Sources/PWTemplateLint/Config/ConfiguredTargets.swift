/// A template to lint with the configuration that applies to it.
public struct ConfiguredTarget: Sendable {
    public var target: LintTarget
    public var configuration: TemplateConfiguration

    public init(target: LintTarget, configuration: TemplateConfiguration) {
        self.target = target
        self.configuration = configuration
    }
}

/// The templates of one run with their configuration, and the notes every command prints
/// about those left out.
public struct ConfiguredTargets: Sendable {
    /// Which `exclude` lists a command honours.
    public enum Scope: Sendable {
        /// `exclude`: `lint`, `preview`, `lsp`.
        case lint
        /// `exclude`, then `fmt.exclude`.
        case format
    }

    /// The templates not excluded, in the order given.
    public var included: [ConfiguredTarget]
    /// Notes for standard error, without `note: `: `skipped 'x': excluded by 'glob' in
    /// .pwtemplate.json` for an excluded template named on the command line (a scanned one is
    /// skipped silently), and `all N templates found are excluded by the configuration` when a
    /// scan finds only excluded ones.
    public var notes: [String]
}

extension ConfigResolver {
    /// The configuration of each of `targets` (`--target` and the other `flags` laid over the
    /// file that applies), without those the configuration excludes. `paths` are the paths as
    /// given on the command line; standard input is configured as `standardInputName`
    /// (`--stdin-filename`, or `-`), or left unconfigured when it is `nil`.
    public mutating func configure(
        _ targets: [LintTarget], named paths: [String], flags: ConfigurationFlags = .none,
        standardInputName: String? = "-", scope: ConfiguredTargets.Scope = .lint
    ) throws(ConfigError) -> ConfiguredTargets {
        var result = ConfiguredTargets(included: [], notes: [])
        for target in targets {
            guard let path = target.source == .standardInput ? standardInputName : target.fileSystemPath else {
                result.included.append(ConfiguredTarget(target: target, configuration: TemplateConfiguration(file: nil, templateAt: "-", flags: flags)))
                continue
            }
            let absolute = absolutePath(of: path)
            let file = try file(forTemplateAt: absolute, isFolder: target.source == .folder)
            let configuration = TemplateConfiguration(file: file, templateAt: absolute, flags: flags)
            let exclusion = scope == .lint ? configuration.exclusion : file?.formatExclusion(of: absolute)
            if let glob = exclusion, let file {
                if target.isNamed(among: paths) { result.notes.append("skipped '\(target.displayPath)': excluded by '\(glob)' in \(file.displayPath)") }
                continue
            }
            result.included.append(ConfiguredTarget(target: target, configuration: configuration))
        }
        if result.included.isEmpty, !targets.isEmpty, !targets.contains(where: { $0.isNamed(among: paths) }) {
            result.notes.append("all \(targets.count) templates found are excluded by the configuration")
        }
        return result
    }
}
