import PWTemplateLint

/// The counts a report ends with: templates and messages checked and findings per severity.
public struct ReportSummary: Sendable, Equatable {
    /// Every document checked, template or message, clean or not (a configuration file's own
    /// findings do not count): the `templates` of the JSON summary.
    public var templates: Int
    /// Documents with at least one finding, of any severity.
    public var templatesWithFindings: Int
    /// Of ``templates``, the message files of a one-file kind (inbox, In-App).
    public var messages: Int
    /// Of ``templatesWithFindings``, the message files.
    public var messagesWithFindings: Int
    public var errors: Int
    public var warnings: Int
    public var infos: Int

    public init(
        templates: Int = 0, templatesWithFindings: Int = 0, messages: Int = 0, messagesWithFindings: Int = 0, errors: Int = 0,
        warnings: Int = 0, infos: Int = 0
    ) {
        self.templates = templates
        self.templatesWithFindings = templatesWithFindings
        self.messages = messages
        self.messagesWithFindings = messagesWithFindings
        self.errors = errors
        self.warnings = warnings
        self.infos = infos
    }

    /// Counts every finding of `reports`, whatever a reporter chooses to show.
    public init(reports: [TemplateReport]) {
        self.init(templates: reports.count { $0.kind != .configuration }, messages: reports.count { $0.kind == .message })
        for report in reports {
            if !report.diagnostics.isEmpty, report.kind != .configuration { templatesWithFindings += 1 }
            if !report.diagnostics.isEmpty, report.kind == .message { messagesWithFindings += 1 }
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
