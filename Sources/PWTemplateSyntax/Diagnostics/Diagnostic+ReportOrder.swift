extension Diagnostic {
    /// `findings` in the order of every report: entry, line, column, rule, message. Lines and
    /// columns are worked out once per finding in `sources`, the text of each entry.
    public static func inReportOrder(_ findings: [Diagnostic], sources: [EntryName: SourceText]) -> [Diagnostic] {
        let keyed = findings.map { finding in
            let entry = finding.location.entry
            let start = finding.location.range?.lineColumns(in: entry.flatMap { sources[$0] })?.start
            return (key: (entry?.path ?? "", start?.line ?? 0, start?.column ?? 0), finding: finding)
        }
        return keyed.sorted { lhs, rhs in
            if lhs.key != rhs.key { return lhs.key < rhs.key }
            if lhs.finding.rule.id != rhs.finding.rule.id { return lhs.finding.rule.id < rhs.finding.rule.id }
            return lhs.finding.message < rhs.finding.message
        }.map(\.finding)
    }
}
