import PWTemplateSyntax

extension ArchiveChanges {
    /// The entry operations of `fixes` (``Fix/Change/dropEntry(_:)`` and
    /// ``Fix/Change/moveToRoot(folder:)``) as changes to an archive holding `entries` (every
    /// entry name, folders included). Edits are left to the caller, which holds the entries' bytes.
    ///
    /// Dropping a name that ends with `/` removes that folder and everything in it. Moving a
    /// folder to the root renames each entry inside it and removes the folder's own entry. An
    /// entry both dropped and moved is removed.
    public init(fixes: [Fix], entries: [String]) {
        self.init()
        var folders: [String] = []
        for fix in fixes {
            switch fix.change {
            case .edits: break
            case .dropEntry(let entry) where entry.path.hasSuffix("/"):
                removals.formUnion(entries.filter { $0.removingFolder(entry.path) != nil })
            case .dropEntry(let entry):
                if entries.contains(entry.path) { removals.insert(entry.path) }
            case .moveToRoot(let folder):
                folders.append(folder + "/")
            }
        }
        for folder in folders {
            for name in entries where !removals.contains(name) {
                switch name.removingFolder(folder) {
                case nil: break
                case "": removals.insert(name)
                case let moved?: moves[name] = moved
                }
            }
        }
    }
}

extension String {
    /// The rest of the name below `folder` (a path ending with `/`): `""` for the folder itself,
    /// `nil` outside it. Compared byte for byte.
    package func removingFolder(_ folder: some StringProtocol) -> String? {
        guard utf8.starts(with: folder.utf8) else { return nil }
        return String(decoding: utf8.dropFirst(folder.utf8.count), as: UTF8.self)
    }
}
