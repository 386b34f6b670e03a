import PWTemplateSyntax

/// What a ``MessageKind`` read of one target: its JSON texts by entry, parsed once, and the
/// findings about the container. `lint`, `--fix`, `fmt`, `resolve` and the language server
/// share this value; the fixer edits its texts and asks the kind to read the result again.
public protocol MessageDocument: Sendable {
    /// The document's path as reports name it.
    var path: String { get }
    /// How reports name the document's entries (an archive, a folder, one file).
    var kind: TemplateReport.Kind { get }
    /// The entries holding JSON text, in report order: what `fmt` formats and fixes edit.
    var textEntries: [EntryName] { get }
    /// The bytes of a text entry, as read or as fixed.
    func bytes(of entry: EntryName) -> [UInt8]?
    /// A text entry, parsed.
    func parsed(_ entry: EntryName) -> JSONDocument?
    /// The findings about the container rather than a text (an unreadable path, a ZIP's junk).
    var containerFindings: [Diagnostic] { get }
    /// This document with `fixes` applied and read again through the same model. The fixes are
    /// applicable (``canApply(_:)``) and their edits disjoint on each entry.
    func applying(_ fixes: [Fix]) -> Self
}

extension MessageDocument {
    /// How a report names an entry of this document (see ``TemplateReport/displayPath(ofEntry:)``).
    public func displayPath(ofEntry entry: EntryName?) -> String {
        TemplateReport(path: path, kind: kind).displayPath(ofEntry: entry)
    }

    /// Whether `fix` can be applied: its edits lie within a text entry and do not overlap; an
    /// entry operation needs an archive or a folder.
    public func canApply(_ fix: Fix) -> Bool {
        switch fix.change {
        case .edits(let entry, let edits):
            guard let bytes = bytes(of: entry) else { return false }
            return TextEdit.areDisjoint(edits, within: bytes.count)
        case .dropEntry, .moveToRoot:
            return kind == .archive || kind == .folder
        }
    }

    /// The new bytes of each text entry `fixes` edit (the fixes applicable, edits disjoint).
    public func editedTexts(_ fixes: [Fix]) -> [EntryName: [UInt8]] {
        var texts: [EntryName: [UInt8]] = [:]
        for entry in textEntries {
            let edits = fixes.flatMap { fix -> [TextEdit] in
                guard case .edits(entry, let edits) = fix.change else { return [] }
                return edits
            }
            guard !edits.isEmpty, let bytes = bytes(of: entry) else { continue }
            texts[entry] = TextEdit.apply(edits, to: bytes)
        }
        return texts
    }

    /// The text of each parsed entry, as a report keeps them for lines and code frames.
    public var sources: EntrySources {
        var sources = EntrySources()
        for entry in textEntries { sources[entry] = parsed(entry)?.text }
        return sources
    }
}
