import PWTemplateLint
import PWTemplateSyntax

extension Diagnostic {
    /// `native-config.json /modal/image (12:17) [de]`: where in the template the finding is, for
    /// formats whose location fields cannot say it, the position worked out in `report`'s text.
    /// Leaves out what is absent, the entry unless `withEntry`, and the position unless
    /// `withPosition`; empty when nothing is left.
    func placeLabel(in report: TemplateReport, withEntry: Bool = true, withPosition: Bool = true) -> String {
        var parts: [String] = []
        if withEntry, let entry = location.entry { parts.append(entry.path) }
        if let pointer = location.pointer, !pointer.isEmpty { parts.append(pointer) }
        if withPosition, let start = report.lineColumns(of: location)?.start { parts.append("(\(start.line):\(start.column))") }
        if let variantLabel { parts.append(variantLabel) }
        return parts.joined(separator: " ")
    }

    /// The message after its ``placeLabel(in:withEntry:withPosition:)`` and `: `, or alone when
    /// the label is empty.
    func messageWithPlace(in report: TemplateReport, withEntry: Bool = true, withPosition: Bool = true) -> String {
        let label = placeLabel(in: report, withEntry: withEntry, withPosition: withPosition)
        return label.isEmpty ? message : label + ": " + message
    }
}
