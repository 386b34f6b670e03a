import PWTemplateArchive
import PWTemplateLint
import PWTemplatePreview
import PWTemplateSystem

/// `pwtemplate preview`: build a page per template (and the gallery), then write them into the
/// output folder, refusing to replace a page without `--force`.
struct PreviewCommand {
    var options: PreviewOptions
    var invocation: Invocation

    func run() -> ExitCode {
        if let serve = options.serve { return PreviewServeCommand(options: options, serve: serve, invocation: invocation).run() }
        let build: PreviewSiteBuilder.Build
        do {
            build = try PreviewSiteBuilder(options: options, invocation: invocation).build()
        } catch {
            invocation.standardError.write(error.text)
            return .usage
        }
        for note in build.notes { invocation.standardError.write("note: \(note.terminalSafe)\n") }
        for failure in build.failures { invocation.standardError.write("error: \(failure.terminalSafe)\n") }
        guard !build.site.files.isEmpty else { return .findings }
        var png: PreviewPNG?
        if let pngOptions = options.png {
            switch PreviewPNG.prepare(pngOptions, site: build.site, preview: options, invocation: invocation) {
            case .success(let prepared): png = prepared
            case .failure(let refusal): return refusal.report(to: invocation)
            }
        }
        let written = write(build.site)
        guard written == .success else { return written }
        if let shot = png?.shoot(), shot != .success { return shot }
        return build.failures.isEmpty ? .success : .findings
    }

    /// Writes every file of `site` into the output folder, each atomically; nothing is written
    /// when a page exists and `--force` is not given.
    private func write(_ site: PreviewSite) -> ExitCode {
        let folder = invocation.fileSystemPath(options.output)
        if let kind = try? FileSystem.resolvedKind(of: folder), kind != .directory {
            return refuse("'\(options.output)' exists and is not a folder", hint: "Choose another folder with --output.")
        }
        if !options.force, let existing = site.files.first(where: { FileSystem.exists(FilePath.join(folder, $0.name)) }) {
            return refuse("'\(shown(existing))' already exists",
                          hint: "Pass --force to replace the pages, or choose another folder with --output.")
        }
        do {
            try FileSystem.createFolder(atPath: folder)
            for file in site.files {
                CrashReporter.setInput(shown(file))
                try FileSystem.writeFileAtomically(file.bytes, to: FilePath.join(folder, file.name))
            }
            CrashReporter.setInput(nil)
        } catch {
            CrashReporter.setInput(nil)
            invocation.standardError.write("error: cannot write '\(error.path.terminalSafe)': \(error.reason)\n")
            return .internalError
        }
        return CLI.write(summary(of: site), to: invocation.standardOutput, invocation: invocation)
    }

    /// A line per file written, then which one to open.
    private func summary(of site: PreviewSite) -> String {
        var lines = site.files.map { file in
            "Wrote \(shown(file))" + (file.template.map { " (\($0))" } ?? " (gallery)")
        }
        let first = site.files.first { $0.name == PreviewSite.indexName } ?? site.files[0]
        lines.append("Open \(shown(first)) in a browser.")
        return lines.map(\.terminalSafe).joined(separator: "\n") + "\n"
    }

    /// The output path of `file` as the user named the folder.
    private func shown(_ file: PreviewSite.File) -> String {
        FilePath.join(options.output, file.name)
    }

    private func refuse(_ message: String, hint: String) -> ExitCode {
        invocation.standardError.write("error: \(message.terminalSafe); nothing was written\n  \(hint)\n")
        return .usage
    }
}
