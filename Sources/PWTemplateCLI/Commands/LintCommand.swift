import PWTemplateLint
import PWTemplateSystem

/// `pwtemplate lint`: find the templates, lint each, report, and decide the exit code.
struct LintCommand {
    var options: LintOptions
    var invocation: Invocation

    func run() -> ExitCode {
        guard let discovery = invocation.discoverTemplates(options.paths, command: "lint") else { return .usage }
        if let folder = discovery.emptyFolders.first, !options.allowEmpty {
            invocation.standardError.write(
                "error: no templates found in '\(folder)' (looked for \(invocation.kinds.scanDescription))\n"
                    + "  Pass --allow-empty to accept an empty scan.\n")
            return .usage
        }
        for folder in discovery.emptyFolders {
            note("no templates found in '\(folder)'")
        }

        let shard: Shard?
        do { shard = try resolveShard() } catch { report(error); return .usage }
        var resolver = configResolver()
        let configured: [ConfiguredTarget]
        do {
            configured = try configure(select(discovery.targets, in: shard, resolver: resolver), with: &resolver)
        } catch {
            report(error)
            return .usage
        }
        let baselines: RunBaselines
        do { baselines = try loadBaselines(for: configured, resolver: resolver) } catch { reportBaseline(error); return .usage }
        noteSplitRules(resolver)
        let failLevel = options.failLevel ?? configuredFailLevel(of: configured) ?? .error
        if let mode = options.fixMode {
            return runFixes(configured, mode: mode, failLevel: failLevel, resolver: resolver, baselines: baselines, shard: shard)
        }
        let linted = ParallelLint(jobs: options.jobs).map(configured) { lint($0) }
        var usage = IgnoreUsage()
        for (target, result) in zip(configured, linted) { usage.record(target.configuration, used: result.usedIgnores) }
        return finish(
            linted.map(\.report), of: configured, adding: unusedIgnoreReports(usage, resolver: resolver, failLevel: failLevel),
            baselines: baselines, shard: shard, resolver: resolver, failLevel: failLevel)
    }

    func lint(_ target: LintTarget, with configuration: LintConfiguration) -> TemplateReport {
        var target = target
        if target.source == .standardInput { target.displayPath = options.stdinFilename ?? "<stdin>" }
        return CrashReporter.reading(target.displayPath) {
            invocation.kinds.lint(target, configuration: configuration) { () throws(FileSystemError) in
                try invocation.readStandardInput()
            }.keepingFramedSources()
        }
    }

    func note(_ text: String) {
        invocation.standardError.write("note: \(text)\n")
    }
}
