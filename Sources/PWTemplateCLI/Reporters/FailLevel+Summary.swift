import PWTemplateLint

extension FailLevel {
    /// Whether the findings counted in `summary` fail the run.
    public func fails(_ summary: ReportSummary) -> Bool {
        (summary.errors > 0 && fails(.error))
            || (summary.warnings > 0 && fails(.warning))
            || (summary.infos > 0 && fails(.info))
    }
}
