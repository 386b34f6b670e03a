import PWTemplateLint
import PWTemplateSyntax

/// The `gitlab` format: a GitLab Code Quality report, shown in merge requests.
///
/// A JSON array with one object per finding, in report order:
///
/// ```json
/// [ { "description": "native-config.json /modal/image (12:17): media URL …",
///     "check_name": "insecure-media-url", "fingerprint": "3f1c…", "severity": "major",
///     "location": { "path": "promo.zip", "lines": { "begin": 1 } } } ]
/// ```
///
/// error → `major`, warning → `minor`, info → `info`. `location.path` is the
/// ``AnnotationTarget``; `lines.begin` is the finding's line in a template folder's entry file
/// and 1 elsewhere (ZIPs have no lines). Fingerprints come from ``FindingFingerprinter``:
/// unique per finding (GitLab shows one issue per fingerprint) and stable across line shifts.
public struct GitLabReporter: Sendable {
    /// The working folder (the project directory in GitLab CI), which paths are made relative to.
    public var currentDirectory: String

    public init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
    }

    /// The whole report, pretty-printed, ending with a newline.
    public func render(_ reports: [TemplateReport]) -> String {
        var fingerprinter = FindingFingerprinter()
        var issues: [JSONOutput] = []
        for report in reports.inReportOrder() {
            let templatePath = RepositoryPath.relative(report.path, to: currentDirectory)
            for diagnostic in report.diagnostics {
                let target = AnnotationTarget(diagnostic, in: report, currentDirectory: currentDirectory)
                issues.append(.object([
                    ("description", .string(diagnostic.messageWithPlace(in: report))),
                    ("check_name", .string(diagnostic.rule.id)),
                    ("fingerprint", .string(fingerprinter.fingerprint(of: diagnostic, templatePath: templatePath))),
                    ("severity", .string(Self.severity(diagnostic.severity))),
                    ("location", .object([
                        ("path", .string(target.path)),
                        ("lines", .object([("begin", .int(target.range?.start.line ?? 1))])),
                    ])),
                ]))
            }
        }
        return JSONOutput.array(issues).rendered()
    }

    private static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .info: "info"
        }
    }
}
