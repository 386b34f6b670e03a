import PWTemplateLint
import PWTemplateSystem

/// The baselines of a run, loaded before anything is linted or written: one per file, and
/// which file each template uses (`--baseline`, else its configuration's `baseline`).
struct RunBaselines: Sendable {
    var filters: [String: BaselineFilter] = [:]
    /// The baseline path of each configured target, by index; `nil` when it has none.
    var pathOfTarget: [String?] = []
}

extension LintCommand {
    /// The shard this run lints, or `nil` for all; `--shard auto` says which shard it took.
    /// A bad shard is written as a usage error and thrown.
    func resolveShard() throws(UsageError) -> Shard? {
        do {
            let shard = try options.catalogue.resolvedShard(environment: invocation.environment)
            if let shard, options.catalogue.shard == .auto {
                note("--shard auto: shard \(shard) from \(CatalogueOptions.nodeIndexVariable)/\(CatalogueOptions.nodeTotalVariable)")
            }
            return shard
        } catch {
            throw UsageError(error, in: CommandPath(root: .root).appending(.lint))
        }
    }

    /// The targets of `shard`, split by their path relative to the working folder; a note says
    /// how many of the templates found it took (an empty shard is not an error).
    func select(_ targets: [LintTarget], in shard: Shard?, resolver: ConfigResolver) -> [LintTarget] {
        guard let shard else { return targets }
        let selected = targets.filter { target in
            shard.contains(Shard.key(ofTemplateAt: absolutePath(of: target, resolver: resolver), currentDirectory: invocation.currentDirectory))
        }
        note("shard \(shard): \(selected.count) of the \(targets.count) templates found")
        return selected
    }

    /// Where a template is for shards and baselines: its path, or for `-` the `--stdin-filename`
    /// (`-` without one) in the working folder.
    private func absolutePath(of target: LintTarget, resolver: ConfigResolver) -> String {
        resolver.absolutePath(of: target.source == .standardInput ? options.stdinFilename ?? "-" : target.fileSystemPath)
    }

    /// Reads every baseline file the targets use; the first unusable one is thrown.
    func loadBaselines(for configured: [ConfiguredTarget], resolver: ConfigResolver) throws(BaselineError) -> RunBaselines {
        let flag = options.catalogue.baseline.map(resolver.absolutePath(of:))
        var baselines = RunBaselines()
        for target in configured {
            let path = flag ?? target.configuration.file?.baseline
            baselines.pathOfTarget.append(path)
            guard let path, baselines.filters[path] == nil else { continue }
            let display = options.catalogue.baseline ?? Baseline(path: path, entries: []).displayPath(from: invocation.currentDirectory)
            baselines.filters[path] = BaselineFilter(try Baseline.load(path: path, displayPath: display))
        }
        return baselines
    }

    /// Records the findings of `reports` (one per target, in order) with `--write-baseline`,
    /// drops the ones the baselines record, adds the stale entries (reported when warnings fail
    /// the run, else counted in a note), then writes every report and returns the exit code.
    func finish(
        _ reports: [TemplateReport], of configured: [ConfiguredTarget], adding extra: [TemplateReport],
        baselines: RunBaselines, shard: Shard?, resolver: ConfigResolver, failLevel: FailLevel
    ) -> ExitCode {
        let absolutePaths = configured.map { absolutePath(of: $0.target, resolver: resolver) }
        var writeFailed = false
        if let file = options.catalogue.writeBaseline {
            let path = resolver.absolutePath(of: file)
            var recorded = Baseline(path: path, entries: [])
            recorded.entries = zip(reports, absolutePaths).flatMap { report, template in
                report.diagnostics.map { BaselineEntry($0, template: recorded.templateKey(of: template)) }
            }.sorted()
            do {
                try FileSystem.writeFileAtomically(recorded.rendered(), to: path)
                note("recorded \(recorded.entries.count) \(recorded.entries.count == 1 ? "finding" : "findings") in the baseline '\(file)'")
            } catch {
                invocation.standardError.write("error: cannot write the baseline '\(file)': \(error.reason)\n")
                writeFailed = true
            }
        }
        var filters = baselines.filters
        var kept: [TemplateReport] = []
        for (index, report) in reports.enumerated() {
            guard let path = baselines.pathOfTarget[index] else {
                kept.append(report)
                continue
            }
            kept.append(filters[path]!.filter(report, templateAt: absolutePaths[index]))
        }
        let code = writeReports(kept + extra + staleReports(filters, shard: shard, resolver: resolver, failLevel: failLevel), failLevel: failLevel, shard: shard)
        return writeFailed ? .internalError : code
    }

    /// The `stale-baseline` reports when warnings fail the run; otherwise a note per file with stale entries.
    private func staleReports(_ filters: [String: BaselineFilter], shard: Shard?, resolver: ConfigResolver, failLevel: FailLevel) -> [TemplateReport] {
        let folder = invocation.currentDirectory
        let scanned = (options.paths.isEmpty ? ["."] : options.paths).filter { $0 != "-" }.map(resolver.absolutePath(of:))
        return filters.keys.sorted().compactMap { path in
            let filter = filters[path]!
            let stale = filter.staleIndices { missing in
                scanned.contains { missing == $0 || missing.hasPrefix($0 == "/" ? "/" : $0 + "/") }
                    && shard.map { $0.contains(Shard.key(ofTemplateAt: missing, currentDirectory: folder)) } ?? true
            }
            guard !stale.isEmpty else { return nil }
            guard failLevel.fails(.warning) else {
                note("\(stale.count) \(stale.count == 1 ? "entry" : "entries") of the baseline '\(filter.baseline.displayPath(from: folder))' no longer occur; rewrite it with --write-baseline (--strict reports them)")
                return nil
            }
            return filter.staleReport(stale, currentDirectory: folder)
        }
    }
}

extension LintCommand {
    /// Prints a usage error (the caller exits 2).
    func report(_ error: UsageError) {
        invocation.standardError.write(error.rendered)
    }

    /// Prints a baseline error and how to recover (the caller exits 2).
    func reportBaseline(_ error: BaselineError) {
        invocation.standardError.write(
            "error: \(error)\n  Rewrite it with 'pwtemplate lint --write-baseline \(error.path)', or correct it by hand (docs/commands/lint.md shows its shape).\n")
    }
}
