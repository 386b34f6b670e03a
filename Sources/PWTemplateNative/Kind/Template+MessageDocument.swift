import PWTemplateLint
import PWTemplateSyntax

extension Template: MessageDocument {
    /// `native-config.json` and `pushwoosh.json`, those the template has.
    public var textEntries: [EntryName] {
        EntryName.sdkFiles.filter { bytes(of: $0) != nil }
    }

    public func bytes(of entry: EntryName) -> [UInt8]? {
        switch entry {
        case .nativeConfig: contents.nativeConfig
        case .pushwoosh: contents.pushwoosh
        default: nil
        }
    }

    public func parsed(_ entry: EntryName) -> JSONDocument? {
        switch entry {
        case .nativeConfig: nativeConfig
        case .pushwoosh: pushwoosh
        default: nil
        }
    }

    public var containerFindings: [Diagnostic] { contents.diagnostics }

    /// An entry operation changes the container, which only the writer touches: here it
    /// resolves the container findings that carried it.
    public func applying(_ fixes: [Fix]) -> Template {
        var contents = self.contents
        for (entry, edited) in editedTexts(fixes) {
            if entry == .nativeConfig { contents.nativeConfig = edited } else { contents.pushwoosh = edited }
        }
        let operations = Set(fixes.filter { if case .edits = $0.change { false } else { true } })
        contents.diagnostics.removeAll { $0.fix.map(operations.contains) ?? false }
        return Template(contents, path: path, kind: kind)
    }
}
