import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

extension LintCommand {
    /// The configuration source of this run: `--no-config`, `--config`, `PWTEMPLATE_CONFIG`, or discovery.
    func configResolver() -> ConfigResolver {
        ConfigResolver(source: options.configuration.source(environment: invocation.environment), currentDirectory: invocation.currentDirectory, kinds: invocation.kinds)
    }

    /// The configuration of each target, without the excluded ones; the notes about those
    /// left out (``ConfigResolver/configure(_:named:flags:standardInputName:scope:)``).
    func configure(_ targets: [LintTarget], with resolver: inout ConfigResolver) throws(ConfigError) -> [ConfiguredTarget] {
        let configured = try resolver.configure(
            targets, named: options.paths, flags: options.configuration.flags(targets: options.targets),
            standardInputName: options.stdinFilename ?? "-")
        for text in configured.notes { note(text) }
        return configured.included
    }

    /// Lints one target with its configuration: severities, rules turned off and ignores
    /// applied; also says which ignore entries matched.
    func lint(_ configured: ConfiguredTarget) -> AppliedReport {
        configured.configuration.applied(to: lint(configured.target, with: configured.configuration.lint))
    }

    /// The fail level of the run without a flag: the strictest `failLevel` of the configuration
    /// files of the linted templates.
    func configuredFailLevel(of configured: [ConfiguredTarget]) -> FailLevel? {
        FailLevel.strictest(of: configured.compactMap(\.configuration.failLevel))
    }

    /// `unused-ignore` findings of the configuration files read: an error when warnings fail
    /// the run, else the configured severity (info by default).
    func unusedIgnoreReports(_ usage: IgnoreUsage, resolver: ConfigResolver, failLevel: FailLevel) -> [TemplateReport] {
        let flags = options.configuration.flags(targets: options.targets)
        let scannedFolders = (options.paths.isEmpty ? ["."] : options.paths).filter { $0 != "-" }.map(resolver.absolutePath(of:)).filter { path in
            (try? FileSystem.resolvedKind(of: path)) == .directory
        }
        return usage.unusedReports(in: resolver.loadedFiles, scannedFolders: scannedFolders, currentDirectory: resolver.currentDirectory) { file in
            guard let severity = flags.severity(of: .unusedIgnore, configured: file.rules[Rule.unusedIgnore.id]?.level) else { return nil }
            return failLevel.fails(.warning) ? .error : severity
        }
    }

    /// Notes the rule ids that findings were split off from, as the configuration files read or
    /// `--enable`/`--disable` name them: configuring such an id no longer reaches those findings.
    func noteSplitRules(_ resolver: ConfigResolver) {
        for note in resolver.loadedFiles.flatMap(\.notes) {
            invocation.standardError.write("\(note)\n")
        }
        let flagged = options.configuration.enabledRules + options.configuration.disabledRules
        for message in flagged.flatMap({ invocation.kinds.splitNotes(for: $0.id) }) {
            note(message)
        }
    }

    /// Prints a configuration error (the caller exits 2).
    func report(_ error: ConfigError) {
        invocation.standardError.write(error.rendered)
    }
}
