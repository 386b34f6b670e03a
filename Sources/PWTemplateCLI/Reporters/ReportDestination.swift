import PWTemplateSyntax

/// One report of a lint run: a format, and the file it goes to or standard output
/// (`--format NAME[:PATH]`).
public struct ReportDestination: Sendable, Equatable {
    public var format: ReportFormat
    /// The file to write, as given (relative to the current folder unless absolute); `nil` is
    /// standard output.
    public var path: String?

    public init(format: ReportFormat, path: String? = nil) {
        self.format = format
        self.path = path
    }

    /// Reads `text`, `sarif:results.sarif`: the format, then optionally `:` and a path.
    init(argument: String) throws(ArgumentError) {
        let name = argument.prefix { $0 != ":" }
        guard let format = ReportFormat(rawValue: String(name)) else {
            throw .invalidValue(
                argument,
                option: OptionSpec.format.longSpelling,
                allowedValues: ReportFormat.allCases.map(\.rawValue),
                suggestion: EditDistance.closest(to: String(name), among: ReportFormat.allCases.map(\.rawValue))
            )
        }
        self.format = format
        guard name.endIndex < argument.endIndex else { return }
        let path = String(argument[argument.index(after: name.endIndex)...])
        guard !path.isEmpty else { throw .missingReportPath(format) }
        self.path = path
    }
}
