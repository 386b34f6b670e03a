import PWTemplateLint

/// The counts a report ends with: templates checked and findings per severity.
public struct ReportSummary: Sendable, Equatable {
    /// Every template checked, clean or not (a configuration file's own findings do not count).
    public var templates: Int
    /// Templates with at least one finding, of any severity.
    public var templatesWithFindings: Int
    public var errors: Int
    public var warnings: Int
    public var infos: Int

    public init(templates: Int = 0, templatesWithFindings: Int = 0, errors: Int = 0, warnings: Int = 0, infos: Int = 0) {
        self.templates = templates
        self.templatesWithFindings = templatesWithFindings
        self.errors = errors
        self.warnings = warnings
        self.infos = infos
    }

    /// Counts every finding of `reports`, whatever a reporter chooses to show.
    public init(reports: [TemplateReport]) {
        self.init(templates: reports.count { $0.kind != .configuration })
        for report in reports {
            if !report.diagnostics.isEmpty, report.kind != .configuration { templatesWithFindings += 1 }
            for diagnostic in report.diagnostics {
                switch diagnostic.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .info: infos += 1
                }
            }
        }
    }

    /// All findings: errors, warnings and infos.
    public var findings: Int { errors + warnings + infos }
}
