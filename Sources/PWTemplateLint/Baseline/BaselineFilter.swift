import PWTemplateSyntax
import PWTemplateSystem

/// Applies one ``Baseline`` to the reports of a run: the findings it records are dropped, and
/// the entries that matched nothing are the stale ones.
///
/// A finding matches an entry with the same template, entry, rule, pointer and message, never
/// the line; each entry accepts one finding, so a second identical finding is reported.
public struct BaselineFilter: Sendable {
    /// The rules this layer reports.
    package static let rules: [Rule] = [.staleBaseline]

    public let baseline: Baseline
    /// Unmatched entries by their index in ``Baseline/entries``.
    private var remaining: [BaselineEntry: [Int]] = [:]
    /// The baseline keys of the templates this filter saw.
    private var linted = Set<String>()

    public init(_ baseline: Baseline) {
        self.baseline = baseline
        for (index, entry) in baseline.entries.enumerated() { remaining[entry, default: []].append(index) }
    }

    /// `report` (of the template at `absolutePath`) without the findings the baseline records.
    public mutating func filter(_ report: TemplateReport, templateAt absolutePath: String) -> TemplateReport {
        let key = baseline.templateKey(of: absolutePath)
        linted.insert(key)
        var filtered = report
        filtered.diagnostics = report.diagnostics.filter { diagnostic in
            let entry = BaselineEntry(diagnostic, template: key)
            guard var indices = remaining[entry], !indices.isEmpty else { return true }
            indices.removeFirst()
            remaining[entry] = indices
            return false
        }
        return filtered
    }

    /// The indices of entries that matched no finding and that this run can judge: their
    /// template was linted, or it is gone and `judgesMissing` says the run would have linted it.
    public func staleIndices(judgesMissing: (String) -> Bool) -> [Int] {
        remaining.flatMap { entry, indices -> [Int] in
            if linted.contains(entry.template) { return indices }
            let path = baseline.absolutePath(of: entry.template)
            return !FileSystem.exists(path) && judgesMissing(path) ? indices : []
        }.sorted()
    }

    /// A report of `stale-baseline` findings, one per index, pointing into the baseline file,
    /// or `nil` when there are none.
    public func staleReport(_ indices: [Int], currentDirectory: String) -> TemplateReport? {
        guard !indices.isEmpty else { return nil }
        let entry = EntryName(FilePath.name(of: baseline.path))
        let findings = indices.map { index in
            let recorded = baseline.entries[index]
            let range = index < baseline.entryRanges.count ? SourceRange(bytes: baseline.entryRanges[index]) : nil
            return Diagnostic(
                rule: .staleBaseline,
                message: "baseline entry matches no finding: \(recorded.rule) in '\(recorded.template)'" + (recorded.pointer.map { " at '\($0)'" } ?? ""),
                hint: "rewrite the baseline with 'pwtemplate lint --write-baseline \(baseline.displayPath(from: currentDirectory))'",
                entry: entry, pointer: "/findings/\(index)", range: range)
        }
        return TemplateReport(
            path: FilePath.display(baseline.folder, from: currentDirectory), kind: .configuration,
            diagnostics: findings, sources: baseline.text.map { [entry: $0] } ?? [:])
    }
}
