import PWTemplateLint
import PWTemplateSyntax

extension Sequence<TemplateReport> {
    /// The reports in the order every reporter prints them: by path, compared byte by byte, each
    /// with its findings in ``Diagnostic/inReportOrder(_:sources:)``, so output never depends on the
    /// order templates were checked in.
    func inReportOrder() -> [TemplateReport] {
        sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }.map { report in
            var report = report
            report.diagnostics = Diagnostic.inReportOrder(report.diagnostics, sources: report.sources)
            return report
        }
    }
}
