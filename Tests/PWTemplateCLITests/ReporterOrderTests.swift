@testable import PWTemplateCLI
import PWTemplateLint
import Testing

@Suite struct ReporterOrderTests {
    /// The fixtures in another order, each with its findings reversed behind the initializer's back.
    func shuffled(seed: Int) -> [TemplateReport] {
        var reports = ReporterFixtures.all.map { report in
            var report = report
            report.diagnostics.reverse()
            return report
        }
        for index in reports.indices.reversed() {
            reports.swapAt(index, (index * 7 + seed) % (index + 1))
        }
        return reports
    }

    @Test(arguments: [1, 2, 3])
    func outputDoesNotDependOnInputOrder(seed: Int) {
        let input = shuffled(seed: seed)
        #expect(input.map(\.path) != ReporterFixtures.all.map(\.path))
        #expect(TextReporter(colored: false, quiet: false).render(input)
            == TextReporter(colored: false, quiet: false).render(ReporterFixtures.all))
        #expect(JSONReporter(toolVersion: "1").render(input) == JSONReporter(toolVersion: "1").render(ReporterFixtures.all))
    }

    @Test func pathsSortByBytesNotByCaseOrLocale() {
        let paths = ["b.zip", "B.zip", "a/x.zip", "a.zip", "é.zip"].map { TemplateReport(path: $0, kind: .archive) }
        #expect(paths.inReportOrder().map(\.path) == ["B.zip", "a.zip", "a/x.zip", "b.zip", "é.zip"])
    }
}
