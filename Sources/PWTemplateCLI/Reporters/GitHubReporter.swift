import PWTemplateLint
import PWTemplateSyntax

/// The `github` format: GitHub Actions workflow commands, which the runner turns into
/// annotations on the pull request and the run.
///
/// ```text
/// ::error file=promo.zip,title=insecure-media-url::native-config.json /modal/image (12:17): media URL …
/// ::warning file=promo/native-config.json,line=4,col=5,endLine=4,endColumn=12,title=json-bom::…
/// ```
///
/// - error → `::error`, warning → `::warning`, info → `::notice`; `title` is the rule id.
/// - `file` is the ``AnnotationTarget``: a ZIP (binary) gets no `line`/`col`, so the
///   annotation attaches to the file, and the message starts with the place in the template; a
///   template folder's entry file gets the range. A hint follows the message on its own line.
/// - Escaping as the runner expects: in the message `%`, CR and LF become `%25`, `%0D`, `%0A`;
///   in properties `:` and `,` also become `%3A`, `%2C`.
/// - One line per finding in report order; nothing for a clean run.
public struct GitHubReporter: Sendable {
    /// The working folder (the workspace in Actions), which paths are made relative to.
    public var currentDirectory: String

    public init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
    }

    /// All the commands, one per line.
    public func render(_ reports: [TemplateReport]) -> String {
        var text = ""
        for report in reports.inReportOrder() {
            for diagnostic in report.diagnostics {
                text += command(diagnostic, in: report) + "\n"
            }
        }
        return text
    }

    private func command(_ diagnostic: Diagnostic, in report: TemplateReport) -> String {
        let target = AnnotationTarget(diagnostic, in: report, currentDirectory: currentDirectory)
        var properties = [("file", target.path)]
        if let range = target.range {
            properties += [
                ("line", String(range.start.line)), ("col", String(range.start.column)),
                ("endLine", String(range.end.line)), ("endColumn", String(range.end.column)),
            ]
        }
        properties.append(("title", diagnostic.rule.id))
        var message = diagnostic.messageWithPlace(in: report)
        if let hint = diagnostic.hint { message += "\nhint: " + hint }
        return "::" + Self.command(for: diagnostic.severity) + " "
            + properties.map { $0.0 + "=" + Self.escapedProperty($0.1) }.joined(separator: ",")
            + "::" + Self.escapedData(message)
    }

    private static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// A message escaped for a workflow command: `%`, CR and LF.
    static func escapedData(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A property value escaped for a workflow command: as data, plus `:` and `,`.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
