import CLibzip

/// Makes the changes of `change` to an archive open for writing, then writes it with
/// `zip_close`. On any failure the archive is discarded, so nothing is written, and the
/// error is thrown; either way the handle is gone afterwards.
func commitChanges(to archive: OpaquePointer, _ change: () throws(ArchiveError) -> Void) throws(ArchiveError) {
    do throws(ArchiveError) {
        try change()
    } catch {
        zip_discard(archive)
        throw error
    }
    guard zip_close(archive) == 0 else {
        let failure = ArchiveError(zip_get_error(archive))
        zip_discard(archive)
        throw failure
    }
}
