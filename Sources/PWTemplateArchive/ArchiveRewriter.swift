import CLibzip
import PWTemplateSystem

/// Changes a ZIP archive in place with libzip: the new archive is written to a temporary file
/// beside the old one, which it then replaces by a rename, so the old file stays whole until
/// the new one is complete, and on any failure.
///
/// Every entry that no change replaces keeps its compressed bytes, compression method,
/// timestamp, attributes, extra fields and comment, and all entries keep their order; a moved
/// entry keeps all of these too. A replaced entry keeps its timestamp, attributes and extra
/// fields, and is written stored if it was stored, deflated otherwise. libzip 1.7 rewrites
/// every header (clearing the data-descriptor flag, which sizes known up front make
/// unnecessary) and passes DOS timestamps through the local time zone, so a time that the
/// zone skips (the hour a clock springs forward) comes out an hour later.
public enum ArchiveRewriter {
    /// Applies `changes` to the archive at `path` (a symbolic link is followed and kept).
    /// Nothing is written when `changes` is empty.
    ///
    /// Throws `.invalidChanges` when a change names an entry the archive does not hold,
    /// replaces or moves a name stored more than once, also replaces or moves a removed
    /// entry, or leaves no entry at all (libzip would delete the file); and libzip's error
    /// when the archive cannot be read or the new one cannot be written.
    public static func rewrite(atPath path: String, applying changes: ArchiveChanges) throws(ArchiveError) {
        guard !changes.isEmpty else { return }
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let source = zip_source_file_create(FileSystem.canonicalPath(path) ?? path, 0, -1, &error) else {
            throw ArchiveError(&error)
        }
        let archive: OpaquePointer
        switch ZipArchive.openChecked(source, flags: 0) {
        case .success(let opened): archive = opened
        case .failure(let failure):
            zip_source_free(source)
            throw failure
        }
        try commitChanges(to: archive) { () throws(ArchiveError) in try ArchiveEditor(archive: archive).apply(changes) }
    }
}
