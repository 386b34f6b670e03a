import CLibzip

/// Changes to the entries of a ZIP archive, by entry name as stored in the archive.
public struct ArchiveChanges: Sendable, Equatable {
    /// New bytes for existing entries.
    public var replacements: [String: [UInt8]]
    /// Entries to remove.
    public var removals: Set<String>
    /// Entries to rename: old name to new name.
    public var moves: [String: String]

    public init(replacements: [String: [UInt8]] = [:], removals: Set<String> = [], moves: [String: String] = [:]) {
        self.replacements = replacements
        self.removals = removals
        self.moves = moves
    }

    /// Whether the changes change nothing.
    public var isEmpty: Bool { replacements.isEmpty && removals.isEmpty && moves.isEmpty }
}

/// Rewrites a ZIP archive in place with libzip, which writes a temporary file beside it and
/// renames it over the archive: entries not replaced, removed or moved keep their compressed
/// bytes, compression method, timestamps and order. A replaced entry keeps its compression method.
public enum ArchiveRewriter {
    public static func rewrite(atPath path: String, applying changes: ArchiveChanges) throws(ArchiveError) {
        guard !changes.isEmpty else { return }
        var code: Int32 = 0
        guard let archive = zip_open(path, 0, &code) else { throw ArchiveError(libzipCode: code) }
        do throws(ArchiveError) {
            for (name, bytes) in changes.replacements { try replace(name, with: bytes, in: archive) }
            for name in changes.removals {
                guard zip_delete(archive, try index(of: name, in: archive)) == 0 else { throw ArchiveError(zip_get_error(archive)) }
            }
            for (name, newName) in changes.moves {
                guard zip_file_rename(archive, try index(of: name, in: archive), newName, ZIP_FL_ENC_UTF_8) == 0 else {
                    throw ArchiveError(zip_get_error(archive))
                }
            }
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

    private static func index(of name: String, in archive: OpaquePointer) throws(ArchiveError) -> UInt64 {
        let index = zip_name_locate(archive, name, ZIP_FL_ENC_RAW)
        guard index >= 0 else { throw ArchiveError(libzipCode: ZIP_ER_NOENT) }
        return UInt64(index)
    }

    private static func replace(_ name: String, with bytes: [UInt8], in archive: OpaquePointer) throws(ArchiveError) {
        let index = try index(of: name, in: archive)
        var info = zip_stat_t()
        zip_stat_init(&info)
        guard zip_stat_index(archive, index, 0, &info) == 0 else { throw ArchiveError(zip_get_error(archive)) }
        let buffer = try LibzipBuffer(copying: bytes)
        guard let data = zip_source_buffer(archive, buffer.data, buffer.count, buffer.freeWhenDone) else {
            buffer.release()
            throw ArchiveError(zip_get_error(archive))
        }
        guard zip_file_replace(archive, index, data, 0) == 0 else {
            zip_source_free(data)
            throw ArchiveError(zip_get_error(archive))
        }
        guard zip_set_file_compression(archive, index, Int32(info.comp_method), 0) == 0,
              zip_file_set_mtime(archive, index, info.mtime, 0) == 0
        else { throw ArchiveError(zip_get_error(archive)) }
    }
}
