import PWTemplateLint
import PWTemplateSystem

extension LintCommand {
    /// Writes every report `--format` asks for, files first, then standard output, and returns
    /// the exit code: 3 when any report could not be written (each failure is named on standard
    /// error, and the other reports are still written), else 1 when the run fails
    /// at `failLevel` (``LintOptions/fails(_:at:)``), else 0.
    /// SARIF names `shard` in `runAutomationDetails`.
    func writeReports(_ reports: [TemplateReport], failLevel: FailLevel, shard: Shard? = nil) -> ExitCode {
        let destinations = options.formats.filter { $0.path != nil } + options.formats.filter { $0.path == nil }
        var writeFailed = false
        for destination in destinations {
            let text = render(reports, as: destination.format, colored: isColored(destination), failLevel: failLevel, shard: shard)
            guard let path = destination.path else {
                if CLI.write(text, to: invocation.standardOutput, invocation: invocation) != .success { writeFailed = true }
                continue
            }
            do {
                try FileSystem.writeFileAtomically(Array(text.utf8), to: invocation.fileSystemPath(path))
            } catch {
                invocation.standardError.write("error: cannot write the \(destination.format.rawValue) report to '\(path)': \(error.reason)\n")
                writeFailed = true
            }
        }
        if writeFailed { return .internalError }
        return options.fails(ReportSummary(reports: reports), at: failLevel) ? .findings : .success
    }

    private func render(_ reports: [TemplateReport], as format: ReportFormat, colored: Bool, failLevel: FailLevel, shard: Shard?) -> String {
        let folder = invocation.currentDirectory
        return switch format {
        case .text: TextReporter(colored: colored, quiet: options.quiet).render(reports)
        case .json: JSONReporter(toolVersion: ToolInfo.version).render(reports)
        case .sarif: SARIFReporter(toolVersion: ToolInfo.version, currentDirectory: folder, shard: shard).render(reports)
        case .github: GitHubReporter(currentDirectory: folder).render(reports)
        case .gitlab: GitLabReporter(currentDirectory: folder).render(reports)
        case .checkstyle: CheckstyleReporter().render(reports)
        case .junit: JUnitReporter(failLevel: failLevel).render(reports)
        }
    }

    /// Colour only the text report: on standard output when asked or on a terminal unless
    /// `NO_COLOR` is set (https://no-color.org), in a file only with `--color always`.
    private func isColored(_ destination: ReportDestination) -> Bool {
        guard destination.format == .text else { return false }
        return destination.path == nil ? invocation.colorsOutput(options.color) : options.color == .always
    }
}
