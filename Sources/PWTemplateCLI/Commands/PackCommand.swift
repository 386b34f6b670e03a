import PWTemplateArchive
import PWTemplateLint
import PWTemplateNative
import PWTemplateSyntax
import PWTemplateSystem

/// `pwtemplate pack`: for each template folder, read its two files, lint the archive they make
/// (the text report on standard output), and write it unless lint refuses it.
///
/// Standard output gets the lint findings and one line per template, `packed promo →
/// promo.zip (2 entries, 1.2 KiB)` or `not packed promo: <why>`; standard error gets a note
/// per file left out, and usage errors. The exit code is the worst outcome: 3 when an archive
/// could not be written, 1 when a template was refused, else 0.
struct PackCommand {
    var options: PackOptions
    var invocation: Invocation

    func run() -> ExitCode {
        let plan: PackPlan
        do {
            plan = try PackPlan(options: options, invocation: invocation)
        } catch {
            invocation.standardError.write("error: \(error)\n  See 'pwtemplate help pack' for more information.\n")
            return .usage
        }
        var resolver = ConfigResolver(
            source: options.configuration.source(environment: invocation.environment), currentDirectory: invocation.currentDirectory, kinds: invocation.kinds)
        if !options.noLint, case .file = resolver.source {
            // One file for every template: a file that cannot be used is a usage error, before anything is written.
            do {
                _ = try resolver.file(startingIn: invocation.currentDirectory)
            } catch {
                invocation.standardError.write(error.rendered)
                return .usage
            }
        }
        var code = ExitCode.success
        for job in plan.jobs {
            CrashReporter.setInput(job.folder)
            let outcome = pack(job, resolver: &resolver)
            CrashReporter.setInput(nil)
            if outcome.rawValue > code.rawValue { code = outcome }
        }
        return code
    }

    /// Packs one template, printing what happened; returns its exit code.
    private func pack(_ job: PackJob, resolver: inout ConfigResolver) -> ExitCode {
        let source: PackSource
        do {
            source = try TemplatePacker.read(folder: job.folderPath)
        } catch {
            return refuse(job, because: error.description, code: .findings)
        }
        for entry in source.leftOut {
            invocation.standardError.write("note: left out \(FilePath.join(job.folder, entry.name)): \(entry.explanation)\n")
        }
        let archive: [UInt8]
        do {
            archive = try TemplatePacker.archiveBytes(nativeConfig: source.files.nativeConfig, pushwoosh: source.files.pushwoosh)
        } catch {
            return refuse(job, because: PackError.archive(error).description, code: .internalError)
        }
        if !options.noLint, let refusal = lint(archive, of: job, resolver: &resolver) {
            return refuse(job, because: refusal, code: .findings)
        }
        do {
            if let folder = job.outputFolderPath { try FileSystem.createFolder(atPath: folder) }
            try FileSystem.writeFileAtomically(archive, to: job.outputPath)
        } catch {
            return refuse(job, because: "cannot write '\(job.output)': \(error.reason)", code: .internalError)
        }
        let entries = source.files.pushwoosh == nil ? "1 entry" : "2 entries"
        return say("packed \(job.folder) → \(job.output) (\(entries), \(ByteCount.text(UInt64(archive.count))))\n", code: .success)
    }

    /// Lints the archive as it will be written, under the folder's name (findings point at the
    /// files being edited) and with the configuration `lint` would use (`--config`, `--no-config`,
    /// `PWTEMPLATE_CONFIG`, else the `.pwtemplate.json` that applies to the folder); shows any
    /// findings and returns why the template is refused, if it is.
    private func lint(_ archive: [UInt8], of job: PackJob, resolver: inout ConfigResolver) -> String? {
        let file: ConfigFile?
        do {
            file = try resolver.file(forTemplateAt: job.folderPath, isFolder: true)
        } catch {
            invocation.standardError.write(error.rendered)
            return "its .pwtemplate.json is invalid"
        }
        let configuration = TemplateConfiguration(file: file, templateAt: job.folderPath, flags: options.configuration.flags(targets: options.targets))
        let template = Template(TemplateReader.readArchive(bytes: archive), path: job.folder, kind: .folder)
        let raw = TemplateLinter(configuration: configuration.lint).lint(template)
        let report = configuration.applied(to: raw).report
        if !report.diagnostics.isEmpty {
            invocation.standardOutput.write(TextReporter(colored: invocation.colorsOutput(options.color), quiet: false).render([report]))
        }
        let failLevel: FailLevel = options.strict ? .warning : configuration.failLevel ?? .error
        let summary = ReportSummary(reports: [report])
        let failing = [(summary.errors, Severity.error), (summary.warnings, .warning), (summary.infos, .info)]
            .filter { count, severity in count > 0 && failLevel.fails(severity) }
        guard !failing.isEmpty else { return nil }
        let counts = failing.map { count, severity in "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")" }
        return "lint found " + counts.joined(separator: " and ") + (options.strict ? " (--strict)" : "")
    }

    private func refuse(_ job: PackJob, because reason: String, code: ExitCode) -> ExitCode {
        say("not packed \(job.folder): \(reason)\n", code: code)
    }

    /// Writes a template's line; a standard output that refuses it is an internal error.
    private func say(_ line: String, code: ExitCode) -> ExitCode {
        CLI.write(line, to: invocation.standardOutput, invocation: invocation) == .success ? code : .internalError
    }
}
