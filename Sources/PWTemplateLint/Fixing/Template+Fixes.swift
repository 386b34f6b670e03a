import PWTemplateArchive
import PWTemplateSyntax

extension Template {
    /// Whether `fix` can be applied to this template: its edits lie within an entry it holds
    /// and do not overlap; an entry operation needs an archive or a folder.
    func canApply(_ fix: Fix) -> Bool {
        switch fix.change {
        case .edits(let entry, let edits):
            guard let bytes = FixOutcome.bytes(of: entry, in: self) else { return false }
            return TextEdit.areDisjoint(edits, within: bytes.count)
        case .dropEntry, .moveToRoot:
            return kind == .archive || kind == .folder
        }
    }

    /// This template with `fixes` applied, re-read through the same model. The fixes must be
    /// applicable (``canApply(_:)``) and their edits disjoint on each entry. An entry operation
    /// changes the container, which only the writer touches: here it resolves the container
    /// findings that carried it.
    func applying(_ fixes: [Fix]) -> Template {
        var contents = self.contents
        for entry in EntryName.sdkFiles {
            let edits = fixes.flatMap { fix -> [TextEdit] in
                guard case .edits(entry, let edits) = fix.change else { return [] }
                return edits
            }
            guard !edits.isEmpty, let bytes = FixOutcome.bytes(of: entry, in: self) else { continue }
            let edited = TextEdit.apply(edits, to: bytes)
            if entry == .nativeConfig { contents.nativeConfig = edited } else { contents.pushwoosh = edited }
        }
        let operations = Set(fixes.filter { if case .edits = $0.change { false } else { true } })
        contents.diagnostics.removeAll { $0.fix.map(operations.contains) ?? false }
        return Template(contents, path: path, kind: kind)
    }
}
