import PWTemplateLint
import PWTemplateSyntax

/// The `junit` format: JUnit XML, which most CI servers show as test results.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="pwtemplate" tests="3" failures="1">
///   <testsuite name="promo.zip" tests="2" failures="1">
///     <testcase name="insecure-media-url native-config.json" classname="promo.zip">
///       <failure message="native-config.json /modal/image (12:17): media URL …" type="error">error: native-config.json /modal/image (12:17): media URL …</failure>
///     </testcase>
///     <testcase name="archive-junk __MACOSX/._native-config.json" classname="promo.zip">
///       <system-out>warning: __MACOSX/._native-config.json: system junk …</system-out>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// - A `<testsuite>` per template, named by its path; a `<testcase>` per rule and entry with
///   findings (`rule entry`, or just `rule` for template-level findings), in order of the first
///   finding; a clean template has one passing `lint` test case.
/// - Findings that fail the run are a `<failure>` (errors always; warnings and infos too when
///   the fail level reaches them, as with `--strict`); its `message` is the first such
///   finding, its `type` the highest severity, its text every such finding, a line each. The
///   other findings go to `<system-out>`, a line each.
public struct JUnitReporter: Sendable {
    public var failLevel: FailLevel

    public init(failLevel: FailLevel) {
        self.failLevel = failLevel
    }

    /// The whole document.
    public func render(_ reports: [TemplateReport]) -> String {
        let suites = reports.inReportOrder().map(suite)
        return XMLOutput("testsuites", [
            ("name", ToolInfo.name),
            ("tests", String(suites.reduce(0) { $0 + $1.tests })),
            ("failures", String(suites.reduce(0) { $0 + $1.failures })),
        ], children: suites.map(\.element)).document()
    }

    private func suite(_ report: TemplateReport) -> (element: XMLOutput, tests: Int, failures: Int) {
        var groups: [(name: String, findings: [Diagnostic])] = []
        for diagnostic in report.diagnostics {
            let name = diagnostic.rule.id + (diagnostic.location.entry.map { " " + $0.path } ?? "")
            if let index = groups.firstIndex(where: { $0.name == name }) {
                groups[index].findings.append(diagnostic)
            } else {
                groups.append((name, [diagnostic]))
            }
        }
        if groups.isEmpty { groups = [("lint", [])] }
        let cases = groups.map { testCase($0.name, findings: $0.findings, in: report) }
        let failures = cases.count { $0.children.contains { $0.name == "failure" } }
        let element = XMLOutput("testsuite", [
            ("name", report.path), ("tests", String(cases.count)), ("failures", String(failures)),
        ], children: cases)
        return (element, cases.count, failures)
    }

    private func testCase(_ name: String, findings: [Diagnostic], in report: TemplateReport) -> XMLOutput {
        let failing = findings.filter(fails)
        let passing = findings.filter { !fails($0) }
        var children: [XMLOutput] = []
        if let first = failing.first, let type = failing.map(\.severity).max() {
            children.append(XMLOutput(
                "failure", [("message", first.messageWithPlace(in: report)), ("type", type.rawValue)], text: lines(failing, in: report)))
        }
        if !passing.isEmpty {
            children.append(XMLOutput("system-out", text: lines(passing, in: report)))
        }
        return XMLOutput("testcase", [("name", name), ("classname", report.path)], children: children)
    }

    /// Whether `diagnostic` is a failure: an error, or at or above the fail level.
    private func fails(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error || failLevel.fails(diagnostic.severity)
    }

    private func lines(_ findings: [Diagnostic], in report: TemplateReport) -> String {
        findings.map { $0.severity.rawValue + ": " + $0.messageWithPlace(in: report) }.joined(separator: "\n")
    }
}
