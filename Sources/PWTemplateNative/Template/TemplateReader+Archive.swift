import PWTemplateArchive
import PWTemplateLint

extension TemplateReader {
    /// Opens an archive with `open` and reads it; a failure to open is the only finding.
    static func archiveContents(opening open: () throws(ArchiveError) -> ZipArchive, limits: ArchiveLimits) -> TemplateContents {
        let archive: ZipArchive
        do {
            archive = try open()
        } catch {
            return TemplateContents(diagnostics: [ArchiveFindings.unreadable(.archive, reason: error.reason)])
        }
        let entries = archive.entries.map(TemplateEntry.init(archiveEntry:))
        let findings = archive.hasZIP64EndRecord ? [ArchiveFindings.zip64EndRecord] : []
        return contents(of: entries, in: .archive, limits: limits, findings: findings) { position, limit in
            Result { () throws(ArchiveError) in try archive.read(archive.entries[position], limit: limit) }
                .mapError { $0.code == .exceedsLimit ? .overLimit : .unreadable(reason: $0.reason) }
        }
    }
}

extension TemplateEntry {
    /// The archive entry as the classifier sees it, with what iOS cannot extract.
    init(archiveEntry entry: ArchiveEntry) {
        var limitations: [EntryLimitation] = []
        if entry.compressionMethod != 0 && entry.compressionMethod != 8 { limitations.append(.compression(entry.compressionMethod)) }
        if entry.isEncrypted { limitations.append(.encrypted) }
        if entry.needsZIP64 { limitations.append(.zip64) }
        self.init(
            name: entry.name, rawName: entry.rawName, size: entry.size, compressedSize: entry.compressedSize,
            isDirectory: entry.isDirectory, limitations: limitations
        )
    }
}
