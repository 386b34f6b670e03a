import PWTemplateSyntax
import PWTemplateSystem

extension LintTarget {
    /// Whether the target was named among the command-line `paths` (itself, or a template file
    /// in it) rather than found by a scan: an excluded target named gets a note.
    public func isNamed(among paths: [String]) -> Bool {
        paths.contains { path in
            guard path != displayPath else { return true }
            return EntryName.sdkFiles.contains(EntryName(FilePath.name(of: path))) && FilePath.parent(of: path) == displayPath
        }
    }
}
