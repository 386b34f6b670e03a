import PWTemplateSyntax

extension LintTarget {
    /// Whether the target was named among the command-line `paths` (itself, or a template file
    /// in it) rather than found by a scan: an excluded target named gets a note.
    public func isNamed(among paths: [String]) -> Bool {
        paths.contains { path in
            guard path != displayPath else { return true }
            let slash = path.lastIndex(of: "/")
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
            return EntryName.sdkFiles.contains(EntryName(name)) && folder == displayPath
        }
    }
}
