import PWTemplateLint
import PWTemplateSyntax

/// The `checkstyle` format: Checkstyle XML, read by Jenkins, reviewdog, SonarQube and others.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <checkstyle version="4.3">
///   <file name="promo.zip!/native-config.json">
///     <error line="12" column="17" severity="error" message="/modal/image: media URL …" source="pwtemplate.insecure-media-url"/>
///   </file>
/// </checkstyle>
/// ```
///
/// A `<file>` per template entry with findings, named as the text report names it
/// (`promo.zip!/native-config.json`, `promo/native-config.json`, or the template path for
/// template-level findings); an empty `<file>` for a clean template. `line` and `column` are
/// left out when the finding has no position; the message starts with the JSON Pointer and the
/// language when there are any. Files and errors follow report order.
public struct CheckstyleReporter: Sendable {
    public init() {}

    /// The whole document.
    public func render(_ reports: [TemplateReport]) -> String {
        let files = reports.inReportOrder().flatMap(files)
        return XMLOutput("checkstyle", [("version", "4.3")], children: files).document()
    }

    /// The `<file>` elements of one template: one per run of findings in the same entry.
    private func files(_ report: TemplateReport) -> [XMLOutput] {
        guard !report.diagnostics.isEmpty else { return [XMLOutput("file", [("name", report.path)])] }
        var files: [(entry: EntryName?, element: XMLOutput)] = []
        for diagnostic in report.diagnostics {
            if files.isEmpty || files[files.count - 1].entry != diagnostic.location.entry {
                files.append((diagnostic.location.entry, XMLOutput("file", [("name", report.displayPath(ofEntry: diagnostic.location.entry))])))
            }
            files[files.count - 1].element.children.append(error(diagnostic, in: report))
        }
        return files.map(\.element)
    }

    private func error(_ diagnostic: Diagnostic, in report: TemplateReport) -> XMLOutput {
        var attributes: [(String, String)] = []
        if let start = report.lineColumns(of: diagnostic.location)?.start {
            attributes += [("line", String(start.line)), ("column", String(start.column))]
        }
        attributes += [
            ("severity", diagnostic.severity.rawValue),
            ("message", diagnostic.messageWithPlace(in: report, withEntry: false, withPosition: false)),
            ("source", ToolInfo.name + "." + diagnostic.rule.id),
        ]
        return XMLOutput("error", attributes)
    }
}
