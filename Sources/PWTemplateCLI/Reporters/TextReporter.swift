import PWTemplateLint
import PWTemplateSyntax

/// The `text` format: compiler-style lines that editors and CI problem matchers parse, each
/// followed by a code frame, then a one-line summary.
///
/// ```text
/// promo.zip!/native-config.json:10:5: error: duplicate key "title" [json-duplicate-key]
///     |
///  10 |     "title": "Sale",
///     |     ^~~~~~~
///     = hint: keep one of them: Android uses the last value, iOS may use either
///     = note: first defined here (4:5)
///
/// ✖ 3 problems (2 errors, 1 warning) in 2 templates
/// ```
///
/// - The location is `path!/entry:line:column` for an archive, `path/entry:…` for a folder,
///   without `:line:column` when the finding has no position, and just `path` when it has no entry.
/// - The frame (see ``CodeFrame``) appears when the finding has a range and its entry's text is
///   known. `= hint:` and `= note:` lines follow, aligned with the gutter (4 columns when there is
///   no frame); a note names its entry when that differs from the finding's.
/// - A finding with more than one line is followed by a blank line; the summary is always
///   preceded by one when any finding is shown.
/// - `quiet` shows only errors; the summary still counts everything.
/// - A finding whose fix `lint --fix` would apply (a safe fix, or any fix with
///   `unsafeFixes`) shows `[*]` before its message, and a last line counts them:
///   `[*] 3 fixable with `--fix` (1 more with `--unsafe-fixes`)` (see ``FixableCount/line``).
/// - Summary: `✖ N problems (E errors, W warnings[, I infos]) in T templates` when there are
///   errors or warnings (N counts every finding, infos included; T the templates with findings);
///   otherwise `✔ T templates checked, no problems` or `✔ T templates checked, I infos`, and
///   `no template was linted` when none was (every path excluded, or an allowed empty scan).
///   Message files (inbox, In-App) are counted as messages: `in 2 messages`, `✔ 3 templates
///   and 2 messages checked, no problems`.
/// - With `colored`, ANSI styles mark the parts; without it the text has no escape codes.
///   Text taken from templates has control characters replaced (see `terminalSafe`).
public struct TextReporter: Sendable {
    public var colored: Bool
    public var quiet: Bool
    /// Whether the run applies unsafe fixes (`--unsafe-fixes`): their findings are marked too.
    public var unsafeFixes: Bool

    public init(colored: Bool, quiet: Bool, unsafeFixes: Bool = false) {
        self.colored = colored
        self.quiet = quiet
        self.unsafeFixes = unsafeFixes
    }

    /// The whole report, ending with the summary line and a newline.
    public func render(_ reports: [TemplateReport]) -> String {
        var text = ""
        for report in reports.inReportOrder() {
            var frames = CodeFrames(report: report)
            for diagnostic in report.diagnostics where !quiet || diagnostic.severity == .error {
                write(diagnostic, in: report, frames: &frames, to: &text)
            }
        }
        if !text.isEmpty, !text.hasSuffix("\n\n") { text += "\n" }
        text += summaryLine(ReportSummary(reports: reports)) + "\n"
        if let fixable = FixableCount(reports: reports, unsafeFixes: unsafeFixes).line { text += paint(fixable, .bold) + "\n" }
        return text
    }

    /// The last line of the report, without its newline.
    func summaryLine(_ summary: ReportSummary) -> String {
        guard summary.errors + summary.warnings > 0 else {
            if summary.templates == 0 {
                let infos = summary.infos > 0 ? " (" + count(summary.infos, "info") + ")" : ""
                return paint("no template was linted" + infos, .bold)
            }
            let checked = "✔ " + documents(summary.templates, messages: summary.messages) + " checked, "
            let infos = summary.infos > 0 ? count(summary.infos, "info") : "no problems"
            return paint(checked + infos, .bold + .green)
        }
        var counts = count(summary.errors, "error") + ", " + count(summary.warnings, "warning")
        if summary.infos > 0 { counts += ", " + count(summary.infos, "info") }
        let line = "✖ " + count(summary.findings, "problem") + " (" + counts + ") in "
            + documents(summary.templatesWithFindings, messages: summary.messagesWithFindings)
        return paint(line, .bold + .red)
    }

    /// `3 templates`, `2 messages` or `3 templates and 2 messages`, of `total` documents of
    /// which `messages` are messages.
    private func documents(_ total: Int, messages: Int) -> String {
        let templates = total - messages
        if messages == 0 { return count(templates, "template") }
        if templates == 0 { return count(messages, "message") }
        return count(templates, "template") + " and " + count(messages, "message")
    }

    /// `[de] ` or `[de, ios] ` for a finding of one language variant; nothing otherwise (a
    /// platform-only finding names its platform in the message).
    static func variantPrefix(of diagnostic: Diagnostic) -> String {
        diagnostic.variantLabel.map { $0.terminalSafe + " " } ?? ""
    }

    /// Appends the finding's lines to `text`. Each piece is appended in place: a report has
    /// thousands of findings, and joining temporary strings for each cost more than the rest.
    private func write(_ diagnostic: Diagnostic, in report: TemplateReport, frames: inout CodeFrames, to text: inout String) {
        var location = report.displayPath(ofEntry: diagnostic.location.entry)
        let range = report.lineColumns(of: diagnostic.location)
        if let start = range?.start { location += ":\(start.line):\(start.column)" }
        text += paint(location.terminalSafe + ":", .bold)
        text += " "
        text += paint(diagnostic.severity.rawValue + ":", .severity(diagnostic.severity))
        text += " "
        if diagnostic.fix?.isApplied(unsafeFixes: unsafeFixes) == true { text += paint("[*]", .bold) + " " }
        text += Self.variantPrefix(of: diagnostic)
        text += diagnostic.message.terminalSafe
        text += " "
        text += paint("[" + diagnostic.rule.id + "]", .dim)
        var hasMoreLines = false
        var gutter = "   "
        if let frame = frames.frame(of: diagnostic, at: range) {
            let number = String(frame.lineNumber)
            gutter = String(repeating: " ", count: number.count + 1)
            text += "\n" + paint(gutter + " |", .blue)
            text += "\n" + paint(" " + number + " |", .blue) + " " + frame.text
            text += "\n" + paint(gutter + " |", .blue) + " " + frame.indent + paint(frame.marks, .severity(diagnostic.severity))
            hasMoreLines = true
        }
        if let hint = diagnostic.hint {
            text += "\n" + paint(gutter + " =", .blue) + " hint: " + hint.terminalSafe
            hasMoreLines = true
        }
        for related in diagnostic.related {
            text += "\n" + paint(gutter + " =", .blue) + " note: " + note(related, of: diagnostic, in: report)
            hasMoreLines = true
        }
        text += hasMoreLines ? "\n\n" : "\n"
    }

    /// `message (entry:line:column)`, leaving out the entry when it is the finding's own and
    /// falling back to the pointer when there is neither.
    private func note(_ related: RelatedLocation, of diagnostic: Diagnostic, in report: TemplateReport) -> String {
        var place: [String] = []
        if let entry = related.location.entry, entry != diagnostic.location.entry { place.append(entry.path) }
        if let start = report.lineColumns(of: related.location, in: diagnostic.location.entry)?.start { place.append("\(start.line):\(start.column)") }
        if place.isEmpty, let pointer = related.location.pointer, !pointer.isEmpty { place.append(pointer) }
        let suffix = place.isEmpty ? "" : " (" + place.joined(separator: ":") + ")"
        return (related.message + suffix).terminalSafe
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)" + (number == 1 ? "" : "s")
    }

    private func paint(_ text: String, _ style: TextStyle) -> String {
        colored ? style.apply(to: text) : text
    }
}
