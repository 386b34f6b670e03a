import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax

/// One edit of a fix with the span it replaces in lines and columns of the entry's text.
struct LocatedEdit {
    var edit: TextEdit
    /// 1-based, end exclusive; `nil` when the report does not hold the entry's text.
    var range: LineColumnRange?
}

extension Fix {
    /// The entry this fix edits and its edits located in `report`'s text of that entry; `nil`
    /// for a fix that drops or moves entries.
    func locatedEdits(in report: TemplateReport) -> (entry: EntryName, edits: [LocatedEdit])? {
        guard case .edits(let entry, let edits) = change else { return nil }
        let text = report.sources[entry]
        return (entry, edits.map { LocatedEdit(edit: $0, range: text?.lineColumns(of: SourceRange(bytes: $0.bytes))) })
    }
}
