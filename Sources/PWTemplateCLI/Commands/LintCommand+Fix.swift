import PWTemplateLint
import PWTemplateSystem

/// What `--fix` or `--diff` did to one template.
struct FixedTarget: Sendable {
    /// The report of what is left (after `--fix`, as read back from disk).
    var report: TemplateReport
    var usedIgnores: Set<IgnoreEntry.ID>
    /// The unified diff of the change (`--diff`), empty when nothing would change.
    var diff: String
    /// Whether something changed or would change.
    var changed: Bool
    /// The notes for standard error: fixes applied and refused.
    var notes: [String]
    /// Why writing the fixes failed, when it did.
    var writeError: String?
}

extension LintCommand {
    /// `lint --fix` / `lint --diff`: fixes every target, prints the diff (`--diff`, exit 1
    /// when something would change) or writes the fixes and reports what is left (`--fix`).
    func runFixes(
        _ configured: [ConfiguredTarget], mode: LintOptions.FixMode, failLevel: FailLevel, resolver: ConfigResolver, baselines: RunBaselines, shard: Shard?
    ) -> ExitCode {
        let results = ParallelLint(jobs: options.jobs).map(configured) { fix($0, mode: mode) }
        for result in results {
            for note in result.notes { invocation.standardError.write("note: \(note.terminalSafe)\n") }
            if let error = result.writeError { invocation.standardError.write("error: \(error.terminalSafe)\n") }
        }
        if mode == .diff {
            let diff = results.map(\.diff).joined()
            if CLI.write(diff, to: invocation.standardOutput, invocation: invocation) != .success { return .internalError }
            return results.contains(where: \.changed) ? .findings : .success
        }
        var usage = IgnoreUsage()
        for (target, result) in zip(configured, results) { usage.record(target.configuration, used: result.usedIgnores) }
        let code = finish(
            results.map(\.report), of: configured, adding: unusedIgnoreReports(usage, resolver: resolver, failLevel: failLevel),
            baselines: baselines, shard: shard, resolver: resolver, failLevel: failLevel)
        return results.contains { $0.writeError != nil } ? .internalError : code
    }

    /// Fixes one target in memory and, with `--fix`, writes the result; a template moved out of
    /// its folder is read and fixed again, since only now can its files be read.
    private func fix(_ configured: ConfiguredTarget, mode: LintOptions.FixMode) -> FixedTarget {
        var result = fix(configured, as: invocation.kinds.kind(of: configured.target), mode: mode)
        var written = configured
        written.target.parsedDocument = nil
        if mode != .diff {
            let linted = lint(written)
            result.report = linted.report
            result.usedIgnores = linted.usedIgnores
        }
        return result
    }

    /// ``fix(_:mode:)`` with the kind that reads the target.
    private func fix<Kind: MessageKind>(_ configured: ConfiguredTarget, as kind: Kind, mode: LintOptions.FixMode) -> FixedTarget {
        let configuration = configured.configuration
        let policy = fixPolicy(for: configuration)
        var target = configured.target
        if target.source == .standardInput { target.displayPath = options.stdinFilename ?? "<stdin>" }
        var result = FixedTarget(report: TemplateReport(path: target.displayPath, kind: .unreadable), usedIgnores: [], diff: "", changed: false, notes: [])
        for _ in 0..<FixPolicy.maximumPasses {
            let outcome = CrashReporter.reading(target.displayPath) {
                kind.fix(target, configuration: configuration.lint, policy: policy, configured: { configuration.applied(to: $0).report }) {
                    () throws(FileSystemError) in try invocation.readStandardInput()
                }
            }
            // What discovery parsed is the file before the fix: later reads read what was written.
            target.parsedDocument = nil
            result.changed = result.changed || outcome.hasChanges
            result.notes += Self.notes(on: outcome, mode: mode)
            if mode == .diff {
                result.diff = Self.diff(of: outcome)
                return result
            }
            do {
                try FixWriter.write(outcome, to: target)
            } catch {
                result.writeError = "\(error)"
                break
            }
            if outcome.movedFolder == nil { break }
        }
        return result
    }

    /// The fixes this run applies to a template with `configuration`.
    private func fixPolicy(for configuration: TemplateConfiguration) -> FixPolicy {
        FixPolicy(includesUnsafe: options.unsafeFixes || configuration.file?.unsafeFixes == true, unfixable: configuration.file?.unfixable ?? [])
    }

    /// What the fixer did, for standard error: fixes applied (`--fix`), refused, and a run that did not settle.
    private static func notes<Document>(on outcome: FixResult<Document>, mode: LintOptions.FixMode) -> [String] {
        let path = outcome.original.path
        var notes: [String] = []
        if mode == .fix, !outcome.applied.isEmpty {
            notes.append("\(path): \(outcome.applied.count) \(outcome.applied.count == 1 ? "fix" : "fixes") applied")
        }
        for refused in outcome.refused {
            notes.append("\(path): not applied: \(refused.fix.title) [\(refused.rule)]: \(refused.reason)")
        }
        if !outcome.converged {
            notes.append("\(path): the fixes did not settle after \(FixPolicy.maximumPasses) passes; run again or fix the rest by hand")
        }
        return notes
    }

    /// The unified diff of each changed file, and a line per entry dropped or moved.
    private static func diff<Document>(of outcome: FixResult<Document>) -> String {
        let template = outcome.original
        var text = outcome.changedFiles.map { UnifiedDiff.render(old: $0.old, new: $0.new, path: template.displayPath(ofEntry: $0.entry)) }.joined()
        for entry in outcome.droppedEntries { text += "Only in a/\(template.displayPath(ofEntry: nil)): \(entry.path)\n" }
        if let folder = outcome.movedFolder { text += "Moved to the root of \(template.displayPath(ofEntry: nil)): everything inside \(folder)/\n" }
        return text
    }
}
