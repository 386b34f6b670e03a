import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax

/// The `json` format: one versioned object for the whole run, for scripts and dashboards.
///
/// Shape (keys in this order; keys may be added later, never renamed or removed):
///
/// ```json
/// {
///   "version": 1,
///   "tool": { "name": "pwtemplate", "version": "X.Y.Z" },
///   "summary": { "templates": 2, "errors": 1, "warnings": 0, "infos": 0 },
///   "results": [ { "path": "promo.zip", "displayType": "modal",
///     "diagnostics": [ { "rule": "…", "severity": "error", "message": "…", "hint": null,
///       "entry": "native-config.json", "pointer": "/modal/image",
///       "line": 5, "column": 14, "endLine": 5, "endColumn": 47,
///       "language": null, "platform": null,
///       "related": [ { "message": "…", "entry": "native-config.json", "pointer": "/modal",
///         "line": 3, "column": 3 } ],
///       "fix": { "title": "…", "applicability": "safe", "kind": "edits",
///         "entry": "native-config.json", "folder": null,
///         "edits": [ { "start": 120, "end": 134, "line": 7, "column": 5, "endLine": 7,
///           "endColumn": 19, "replacement": "" } ] } } ] } ]
/// }
/// ```
///
/// `summary.templates` counts every template and message file checked, clean ones included; a configuration
/// file's own findings (`unused-ignore`) are a result too but not a template. A native config
/// linted under another name (`promo.json`) is a result with that `path`; its findings keep
/// `entry` `native-config.json`, the file it stands for.
/// Results are sorted by path (byte order), diagnostics in ``Diagnostic/inReportOrder(_:sources:)``.
/// Positions are 1-based, end positions exclusive. Absent values are `null`, never omitted,
/// except `fix`, present only on a finding that has one (see ``Fix``; reserved for
/// `lint --fix`); `related` is always an array, and a related location without its own entry
/// gets the diagnostic's. In a fix, `kind` is `edits` (`entry` and its `edits`: 0-based byte
/// offsets into the entry's bytes, `end` exclusive, all relative to the unedited bytes, and
/// the same span as 1-based lines and columns of the unedited text, `null` when unknown),
/// `drop-entry` (`entry`) or `move-to-root` (`folder`); `edits` is `[]` unless the kind is
/// `edits`. The text is pretty-printed with 2-space indentation and ends with a newline.
public struct JSONReporter: Sendable {
    public var toolVersion: String

    public init(toolVersion: String) {
        self.toolVersion = toolVersion
    }

    /// The whole report.
    public func render(_ reports: [TemplateReport]) -> String {
        let reports = reports.inReportOrder()
        let summary = ReportSummary(reports: reports)
        let document = JSONOutput.object([
            ("version", .int(1)),
            ("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(toolVersion))])),
            ("summary", .object([
                ("templates", .int(summary.templates)),
                ("errors", .int(summary.errors)),
                ("warnings", .int(summary.warnings)),
                ("infos", .int(summary.infos)),
            ])),
            ("results", .array(reports.map(result))),
        ])
        return document.rendered()
    }

    private func result(_ report: TemplateReport) -> JSONOutput {
        .object([
            ("path", .string(report.path)),
            ("displayType", JSONOutput(report.displayType)),
            ("diagnostics", .array(report.diagnostics.map { diagnostic($0, in: report) })),
        ])
    }

    private func diagnostic(_ diagnostic: Diagnostic, in report: TemplateReport) -> JSONOutput {
        let location = diagnostic.location
        let range = report.lineColumns(of: location)
        let members: [(key: String, value: JSONOutput)] = [
            ("rule", .string(diagnostic.rule.id)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
            ("hint", JSONOutput(diagnostic.hint)),
            ("entry", JSONOutput(location.entry?.path)),
            ("pointer", JSONOutput(location.pointer)),
            ("line", JSONOutput(range?.start.line)),
            ("column", JSONOutput(range?.start.column)),
            ("endLine", JSONOutput(range?.end.line)),
            ("endColumn", JSONOutput(range?.end.column)),
            ("language", JSONOutput(diagnostic.language)),
            ("platform", JSONOutput(diagnostic.platform?.rawValue)),
            ("related", .array(diagnostic.related.map { related($0, of: diagnostic, in: report) })),
        ]
        return .object(members + (diagnostic.fix.map { [("fix", fix($0, in: report))] } ?? []))
    }

    private func related(_ related: RelatedLocation, of diagnostic: Diagnostic, in report: TemplateReport) -> JSONOutput {
        let start = report.lineColumns(of: related.location, in: diagnostic.location.entry)?.start
        return .object([
            ("message", .string(related.message)),
            ("entry", JSONOutput((related.location.entry ?? diagnostic.location.entry)?.path)),
            ("pointer", JSONOutput(related.location.pointer)),
            ("line", JSONOutput(start?.line)),
            ("column", JSONOutput(start?.column)),
        ])
    }

    private func fix(_ fix: Fix, in report: TemplateReport) -> JSONOutput {
        let (kind, entry, folder): (String, EntryName?, String?) = switch fix.change {
        case .edits(let entry, _): ("edits", entry, nil)
        case .dropEntry(let entry): ("drop-entry", entry, nil)
        case .moveToRoot(let folder): ("move-to-root", nil, folder)
        }
        let edits = fix.locatedEdits(in: report)?.edits ?? []
        return .object([
            ("title", .string(fix.title)),
            ("applicability", .string(fix.applicability.rawValue)),
            ("kind", .string(kind)),
            ("entry", JSONOutput(entry?.path)),
            ("folder", JSONOutput(folder)),
            ("edits", .array(edits.map { located in
                .object([
                    ("start", .int(located.edit.bytes.lowerBound)),
                    ("end", .int(located.edit.bytes.upperBound)),
                    ("line", JSONOutput(located.range?.start.line)),
                    ("column", JSONOutput(located.range?.start.column)),
                    ("endLine", JSONOutput(located.range?.end.line)),
                    ("endColumn", JSONOutput(located.range?.end.column)),
                    ("replacement", .string(located.edit.replacement)),
                ])
            })),
        ])
    }
}
