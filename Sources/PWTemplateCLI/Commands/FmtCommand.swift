import PWTemplateArchive
import PWTemplateKinds
import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// `pwtemplate fmt`: rewrite each document's JSON files (a template's `native-config.json` and
/// `pushwoosh.json`, a message file) in the canonical layout (see ``JSONFormatter``).
///
/// Standard output gets `reformatted promo/native-config.json` per file rewritten (`would
/// reformat …` with `--check`, the unified diff with `--diff`) and a summary line (on standard
/// error with `--diff`, so the diff can be applied as it is). Files with JSON errors are left
/// alone and their errors are reported on standard error as `lint` reports them. Templates the
/// configuration excludes (`exclude` and `fmt.exclude` of the `.pwtemplate.json` that applies,
/// chosen as `lint` chooses it) are skipped, with a note when named on the command line.
struct FmtCommand {
    var options: FmtOptions
    var invocation: Invocation

    func run() -> ExitCode {
        guard let discovery = invocation.discoverTemplates(options.paths, command: "fmt") else { return .usage }
        if let folder = discovery.emptyFolders.first {
            return usageError("no templates found in '\(folder)' (looked for \(invocation.kinds.scanDescription))")
        }
        if options.mode == .write, discovery.targets.contains(where: { $0.source == .standardInput }) {
            return usageError("a ZIP on standard input cannot be formatted in place; use --check or --diff")
        }
        let targets: [LintTarget]
        do {
            targets = try included(discovery.targets)
        } catch {
            invocation.standardError.write(error.rendered)
            return .usage
        }
        var tally = FmtTally()
        var failed: [TemplateReport] = []
        for target in targets {
            let template = invocation.kinds.kind(of: target).read(target, limits: .default) { () throws(FileSystemError) in
                try invocation.readStandardInput()
            }
            let entries = template.formattedEntries()
            if let report = Self.errorReport(template, entries: entries) { failed.append(report) }
            tally.invalid += entries.count { $0.outcome == .invalid }
            tally.unchanged += entries.count { $0.outcome == .unchanged }
            let changed = entries.compactMap { entry in entry.changedBytes.map { (entry, $0) } }
            guard !changed.isEmpty else { continue }
            tally.changed += changed.count
            if options.mode == .write, let failure = write(changed, of: target) {
                invocation.standardError.write("error: cannot write '\(target.displayPath)': \(failure)\n")
                return .internalError
            }
            for (entry, formatted) in changed where !show(entry, formatted: formatted, in: template) {
                return .internalError
            }
        }
        if !failed.isEmpty {
            invocation.standardError.write(TextReporter(colored: false, quiet: false).render(failed))
        }
        let summary = tally.summary(mode: options.mode) + "\n"
        let sink = options.mode == .diff ? invocation.standardError : invocation.standardOutput
        guard sink.write(summary) else { return .internalError }
        return !failed.isEmpty || (options.mode != .write && tally.changed > 0) ? .findings : .success
    }

    /// `targets` without those the configuration excludes from `fmt` (`exclude`, then
    /// `fmt.exclude`), with `lint`'s notes about those left out.
    private func included(_ targets: [LintTarget]) throws(ConfigError) -> [LintTarget] {
        var resolver = ConfigResolver(source: options.configuration.source(environment: invocation.environment), currentDirectory: invocation.currentDirectory, kinds: invocation.kinds)
        let configured = try resolver.configure(targets, named: options.paths, standardInputName: nil, scope: .format)
        for text in configured.notes { note(text) }
        return configured.included.map(\.target)
    }

    /// The report of what stops `template` from being formatted: the JSON errors of its files,
    /// or, when it has no file to format, the errors about the template itself; `nil` if none.
    private static func errorReport(_ template: any MessageDocument, entries: [FormattedEntry]) -> TemplateReport? {
        let findings = entries.isEmpty ? template.containerFindings : entries.flatMap(\.diagnostics)
        let errors = findings.filter { $0.severity == .error }
        guard !errors.isEmpty else { return nil }
        return TemplateReport(path: template.path, kind: template.kind, diagnostics: errors, sources: template.sources)
    }

    /// Writes the formatted files of `target`; the reason it failed, or `nil`.
    private func write(_ changed: [(FormattedEntry, [UInt8])], of target: LintTarget) -> String? {
        switch target.source {
        case .archive:
            let replacements = Dictionary(uniqueKeysWithValues: changed.map { ($0.0.entry.path, $0.1) })
            do {
                try ArchiveRewriter.rewrite(atPath: target.fileSystemPath, applying: ArchiveChanges(replacements: replacements))
            } catch {
                return error.reason
            }
        case .folder, .document:
            for (entry, formatted) in changed {
                let path = target.source == .folder ? FilePath.join(target.fileSystemPath, entry.entry.path) : target.fileSystemPath
                do {
                    try FileSystem.writeFileAtomically(formatted, to: path)
                } catch {
                    return error.reason
                }
            }
        case .standardInput, .unreadable:
            break
        }
        return nil
    }

    /// Reports one file that is (or was) not formatted; `false` when the output is closed.
    private func show(_ entry: FormattedEntry, formatted: [UInt8], in template: any MessageDocument) -> Bool {
        let path = template.displayPath(ofEntry: entry.entry)
        switch options.mode {
        case .write: return invocation.standardOutput.write("reformatted \(path.terminalSafe)\n")
        case .check: return invocation.standardOutput.write("would reformat \(path.terminalSafe)\n")
        case .diff: return invocation.standardOutput.write(UnifiedDiff.render(old: entry.original, new: formatted, path: path))
        }
    }

    private func note(_ text: String) {
        invocation.standardError.write("note: \(text)\n")
    }

    private func usageError(_ message: String) -> ExitCode {
        invocation.standardError.write("error: \(message)\n  See 'pwtemplate help fmt' for more information.\n")
        return .usage
    }
}
