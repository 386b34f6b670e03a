import PWTemplateArchive
import PWTemplateSyntax

/// The hover every kind shares: the rules of the findings under the cursor, then what the kind
/// says of the place.
package enum DocumentHover {
    /// The hover at `offset` of `document`, the text of `entry`: the rules of the findings whose
    /// range holds it, then what `describe` says of the tree's place there, a rule between them;
    /// `nil` when neither has anything (the native and In-App hovers).
    package static func hover(
        _ document: JSONDocument, entry: EntryName, offset: Int, findings: [Diagnostic],
        describe: (TreeCursor) -> (markdown: String, range: Range<Int>)?
    ) -> EditorHover? {
        var parts: [String] = []
        var range: Range<Int>?
        if let rules = findingsMarkdown(findings, entry: entry, text: document.text, offset: offset) {
            parts.append(rules.markdown)
            range = rules.range
        }
        if let root = document.root, let cursor = TreeCursor(root: root, offset: offset), let described = describe(cursor) {
            parts.append(described.markdown)
            range = range ?? described.range
        }
        guard !parts.isEmpty else { return nil }
        return EditorHover(markdown: parts.joined(separator: "\n\n---\n\n"), range: range.map(EditorRange.init))
    }

    /// The rules of the findings of `entry` whose range holds `offset`, each once, with the
    /// range of the first. Offsets compare as positions do (``SourceText/characterStart(ofByte:)``).
    package static func findingsMarkdown(_ findings: [Diagnostic], entry: EntryName, text: SourceText, offset: Int) -> (markdown: String, range: Range<Int>?)? {
        let cursor = text.characterStart(ofByte: offset)
        var seen: Set<String> = []
        var lines: [String] = []
        var range: Range<Int>?
        for finding in findings where finding.location.entry == entry {
            guard let bytes = finding.location.range?.bytes else { continue }
            let start = text.characterStart(ofByte: bytes.lowerBound), end = max(start, text.characterStart(ofByte: bytes.upperBound))
            guard start <= cursor, cursor < end || start == end && cursor == start else { continue }
            if range == nil { range = start..<end }
            guard seen.insert(finding.rule.id).inserted else { continue }
            lines.append("**\(finding.severity.rawValue)** `\(finding.rule.id)`: \(finding.rule.summary)")
        }
        return lines.isEmpty ? nil : (lines.joined(separator: "\n\n"), range)
    }
}
