import CLibzip

/// What to change in a ZIP: entries (named as stored) whose bytes are replaced, removed, or
/// renamed (`moves` maps an old name to its new one).
public struct ArchiveChanges: Sendable, Equatable {
    public var replacements: [String: [UInt8]]
    public var removals: Set<String>
    public var moves: [String: String]

    public init(replacements: [String: [UInt8]] = [:], removals: Set<String> = [], moves: [String: String] = [:]) {
        self.replacements = replacements
        self.removals = removals
        self.moves = moves
    }

    /// Nothing to change.
    public var isEmpty: Bool { replacements.isEmpty && removals.isEmpty && moves.isEmpty }
}

/// Rewrites a ZIP in place with libzip, which writes a temporary file beside it and renames it
/// over the archive: the archive is changed whole or not at all. Every entry not replaced,
/// removed or moved keeps its bytes, compression method, timestamps and order; a replaced
/// entry keeps its place and compression method.
public enum ArchiveRewriter {
    public static func rewrite(atPath path: String, applying changes: ArchiveChanges) throws(ArchiveError) {
        guard !changes.isEmpty else { return }
        var status: Int32 = 0
        guard let archive = zip_open(path, 0, &status) else { throw ArchiveError(libzipCode: status) }
        do throws(ArchiveError) {
            for (name, bytes) in changes.replacements { try replace(name, with: bytes, in: archive) }
            for name in changes.removals {
                guard zip_delete(archive, try index(of: name, in: archive)) == 0 else { throw ArchiveError(zip_get_error(archive)) }
            }
            for (old, new) in changes.moves {
                guard zip_file_rename(archive, try index(of: old, in: archive), new, zip_flags_t(ZIP_FL_ENC_UTF_8)) == 0 else { throw ArchiveError(zip_get_error(archive)) }
            }
        } catch {
            zip_discard(archive)
            throw error
        }
        guard zip_close(archive) == 0 else {
            let error = ArchiveError(zip_get_error(archive))
            zip_discard(archive)
            throw error
        }
    }

    private static func index(of name: String, in archive: OpaquePointer) throws(ArchiveError) -> UInt64 {
        let index = zip_name_locate(archive, name, zip_flags_t(ZIP_FL_ENC_RAW))
        guard index >= 0 else { throw ArchiveError(code: .libzip(ZIP_ER_NOENT), reason: "no entry named '\(name)'") }
        return UInt64(index)
    }

    private static func replace(_ name: String, with bytes: [UInt8], in archive: OpaquePointer) throws(ArchiveError) {
        let index = try index(of: name, in: archive)
        var info = zip_stat_t()
        let method = zip_stat_index(archive, index, 0, &info) == 0 && info.valid & UInt64(ZIP_STAT_COMP_METHOD) != 0 ? Int32(info.comp_method) : ZIP_CM_DEFLATE
        let buffer = try LibzipBuffer(copying: bytes)
        guard let source = zip_source_buffer(archive, buffer.data, buffer.count, buffer.freeWhenDone) else {
            buffer.release()
            throw ArchiveError(zip_get_error(archive))
        }
        guard zip_file_replace(archive, index, source, 0) == 0 else {
            zip_source_free(source)
            throw ArchiveError(zip_get_error(archive))
        }
        guard zip_set_file_compression(archive, index, method, 0) == 0 else { throw ArchiveError(zip_get_error(archive)) }
    }
}
