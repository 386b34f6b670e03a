import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax

extension Template {
    /// The template folder at `folder` as `lint` reads it, with `buffers` (e.g. an editor's
    /// unsaved texts, by entry) laid over the files on disk: every entry is judged as `lint`
    /// judges it (`unused-file`, `archive-junk`, `mixed-formats`, sizes), and a buffer of a file
    /// not yet on disk, or of a folder not yet saved, counts as a file of the folder.
    public convenience init(folder: String, buffers: [EntryName: [UInt8]], limits: ArchiveLimits) {
        let overlay = Dictionary(uniqueKeysWithValues: buffers.map { ($0.key.path, $0.value) })
        self.init(TemplateReader.readFolder(atPath: folder, limits: limits, overlay: overlay), path: folder, kind: .folder)
    }
}
