import PWTemplateSystem

extension KindRegistry {
    /// The one document `path` names, as discovery reads an explicit path: a `.zip` file, a
    /// template folder, a template's `native-config.json` or `pushwoosh.json` (its folder), a
    /// file a kind claims by its name or content, or `-` for a ZIP on standard input (named
    /// `<stdin>`). A folder that is no document is not searched. Where commands that show one
    /// document (rather than lint many) start.
    public func target(opening path: String, currentDirectory: String) throws(TemplateOpenError) -> LintTarget {
        let discovery: Discovery
        do {
            discovery = try TemplateDiscovery(currentDirectory: currentDirectory, kinds: self).discover([path])
        } catch {
            throw .discovery(error)
        }
        // Targets found by scanning a folder sit below `path`; the document itself is `path`
        // or, for a named template file, its folder.
        let names = [path, FilePath.parent(of: path)]
        guard var target = discovery.targets.first(where: { names.contains($0.displayPath) }) else {
            throw .notATemplate(path, templatesInside: discovery.targets.map(\.displayPath), accepted: acceptedPaths)
        }
        switch target.source {
        case .standardInput:
            target.displayPath = "<stdin>"
        case .unreadable(let reason):
            throw .unreadable(target.displayPath, reason: reason)
        case .archive, .folder, .document:
            break
        }
        return target
    }
}
