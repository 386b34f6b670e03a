@testable import PWTemplateSyntax

extension Diagnostic {
    /// The finding in one line, for exact comparisons: entry, start, severity, rule, language and
    /// message (`pushwoosh.json:5:20 warning l10n-html-markup [de] translation …`).
    var line: String {
        let start = location.range.map { "\($0.start.line):\($0.start.column)" } ?? "-"
        let scope = language.map { " [\($0)]" } ?? ""
        return "\(location.entry?.path ?? "-"):\(start) \(severity) \(rule.id)\(scope) \(message)"
    }
}
