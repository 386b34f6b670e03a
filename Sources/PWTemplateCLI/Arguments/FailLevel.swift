import PWTemplateCore

/// The lowest severity that fails a lint run (`--fail-level`); `never` lets every run pass.
public enum FailLevel: String, Sendable, CaseIterable {
    case error, warning, info, never

    /// Whether a finding of `severity` fails the run.
    public func fails(_ severity: Severity) -> Bool {
        switch self {
        case .error: severity >= .error
        case .warning: severity >= .warning
        case .info: true
        case .never: false
        }
    }

    /// Whether the findings counted in `summary` fail the run.
    public func fails(_ summary: ReportSummary) -> Bool {
        (summary.errors > 0 && fails(.error))
            || (summary.warnings > 0 && fails(.warning))
            || (summary.infos > 0 && fails(.info))
    }
}
