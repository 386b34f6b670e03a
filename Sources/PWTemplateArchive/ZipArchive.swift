import CLibzip
import PWTemplateSystem

/// A ZIP archive opened read-only with libzip, its directory listed up front.
///
/// Opening checks the archive's consistency (`ZIP_CHECKCONS`), so truncated or inconsistent
/// archives are refused. Nothing is inflated until ``read(_:limit:)``. Not `Sendable`: libzip
/// handles are not thread-safe, so open one archive per thread.
public final class ZipArchive {
    private let archive: OpaquePointer
    /// The archive's byte source (freed with the archive); a file archive's header scan
    /// (``ZIP64Scan``) also reads it while opening.
    private let source: OpaquePointer
    /// Every entry, in central-directory order.
    public let entries: [ArchiveEntry]
    /// The archive ends with a ZIP64 end-of-central-directory record.
    public let hasZIP64EndRecord: Bool

    /// Opens the ZIP file at `path`.
    public convenience init(path: String) throws(ArchiveError) {
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let source = zip_source_file_create(path, 0, -1, &error) else { throw ArchiveError(&error) }
        try self.init(source: source) { source, offset, count in Self.readRaw(source, offset: offset, count: count) }
    }

    /// Opens a ZIP archive held in memory (the bytes are copied).
    public convenience init(bytes: [UInt8]) throws(ArchiveError) {
        let buffer = try LibzipBuffer(copying: bytes)
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let source = zip_source_buffer_create(buffer.data, buffer.count, buffer.freeWhenDone, &error) else {
            buffer.release()
            throw ArchiveError(&error)
        }
        // The header scan reads `bytes` directly rather than through the source.
        try self.init(source: source) { _, offset, count in bytes.slice(at: offset, count: count) }
    }

    /// Opens the archive in `source`, taking over its reference; `readRaw(source, offset, count)`
    /// gives the header scan exactly `count` bytes of the archive at `offset`, or `nil`.
    private init(source: OpaquePointer, readRaw: (OpaquePointer, UInt64, Int) -> [UInt8]?) throws(ArchiveError) {
        var info = zip_stat_t()
        if zip_source_stat(source, &info) == 0, info.valid & UInt64(ZIP_STAT_SIZE) != 0, info.size == 0 {
            zip_source_free(source)
            throw ArchiveError(code: .empty, reason: "empty file, not a ZIP archive")
        }
        let archive: OpaquePointer
        switch Self.openChecked(source, flags: ZIP_RDONLY) {
        case .success(let opened): archive = opened
        case .failure(let error):
            zip_source_free(source)
            throw error
        }
        zip_source_keep(source)
        self.archive = archive
        self.source = source
        let scan = ZIP64Scan(size: info.valid & UInt64(ZIP_STAT_SIZE) != 0 ? info.size : 0) { offset, count in
            readRaw(source, offset, count)
        }
        hasZIP64EndRecord = scan.hasZIP64EndRecord
        entries = Self.listEntries(archive, zip64: scan.entries)
    }

    deinit {
        zip_discard(archive)
        zip_source_free(source)
    }

    /// Inflates one entry, reading at most `limit + 1` bytes so a header that understates the
    /// size cannot make it inflate more. Throws `.exceedsLimit` past `limit` bytes, and libzip's
    /// error (e.g. `ZIP_ER_CRC`, "CRC error") when the data is damaged.
    public func read(_ entry: ArchiveEntry, limit: UInt64) throws(ArchiveError) -> [UInt8] {
        guard let file = zip_fopen_index(archive, UInt64(entry.index), 0) else {
            throw ArchiveError(zip_get_error(archive))
        }
        defer { zip_fclose(file) }
        let cap = limit == .max ? limit : limit + 1
        var bytes: [UInt8] = []
        // A chunk just over the declared size takes a typical entry in one read without zeroing
        // 64 KiB for it; a size that lies only costs more reads.
        let chunkSize = entry.size < 60 * 1024 ? max(4 * 1024, Int(entry.size) + 1) : 64 * 1024
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while UInt64(bytes.count) < cap {
            let wanted = min(UInt64(chunk.count), cap - UInt64(bytes.count))
            let count = chunk.withUnsafeMutableBytes { zip_fread(file, $0.baseAddress!, wanted) }
            if count < 0 { throw ArchiveError(zip_file_get_error(file)) }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<Int(count)])
        }
        throw ArchiveError(code: .exceedsLimit, reason: "inflates to more than \(limit) bytes")
    }

    /// Opens `source` with `flags` and a consistency check (`ZIP_CHECKCONS`); on failure the
    /// source is left closed and still owned by the caller. An archive whose only flaw is a name
    /// stored twice is opened all the same, so the caller can see the duplicates (compare the
    /// raw names of `entries`).
    static func openChecked(_ source: OpaquePointer, flags: Int32) -> Result<OpaquePointer, ArchiveError> {
        let opened = open(source, flags: flags | ZIP_CHECKCONS)
        // libzip checks duplicate names last, after the headers were found consistent, and
        // refuses them only under ZIP_CHECKCONS.
        if case .failure(let error) = opened, error.code == .libzip(ZIP_ER_EXISTS) { return open(source, flags: flags) }
        return opened
    }

    /// Opens `source` with `flags`; on failure the source is left closed and still owned by the caller.
    private static func open(_ source: OpaquePointer, flags: Int32) -> Result<OpaquePointer, ArchiveError> {
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let archive = zip_open_from_source(source, flags, &error) else { return .failure(ArchiveError(&error)) }
        return .success(archive)
    }

    private static func listEntries(_ archive: OpaquePointer, zip64: Set<Int>) -> [ArchiveEntry] {
        let count = max(zip_get_num_entries(archive, 0), 0)
        return (0..<count).compactMap { index in
            var info = zip_stat_t()
            guard zip_stat_index(archive, UInt64(index), 0, &info) == 0,
                  let name = info.name,
                  let rawName = zip_get_name(archive, UInt64(index), ZIP_FL_ENC_RAW)
            else { return nil }
            return ArchiveEntry(
                index: Int(index),
                name: String(cString: name),
                rawName: bytes(ofCString: rawName),
                size: info.size,
                compressedSize: info.comp_size,
                compressionMethod: info.comp_method,
                encryptionMethod: info.encryption_method,
                needsZIP64: zip64.contains(Int(index))
            )
        }
    }

    /// Exactly `count` bytes of the raw archive at `offset`, or `nil`.
    private static func readRaw(_ source: OpaquePointer, offset: UInt64, count: Int) -> [UInt8]? {
        guard offset <= UInt64(Int64.max), zip_source_open(source) == 0 else { return nil }
        defer { zip_source_close(source) }
        guard zip_source_seek(source, Int64(offset), SystemMemory.seekFromStart) == 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let read = bytes.withUnsafeMutableBytes { zip_source_read(source, $0.baseAddress! + filled, UInt64(count - filled)) }
            guard read > 0 else { return nil }
            filled += Int(read)
        }
        return bytes
    }
}

private extension [UInt8] {
    /// Exactly `count` bytes at `offset`, or `nil` past the end.
    func slice(at offset: UInt64, count: Int) -> [UInt8]? {
        guard offset <= UInt64(self.count), count <= self.count - Int(offset) else { return nil }
        return Array(self[Int(offset)..<Int(offset) + count])
    }
}

/// The bytes of a C string up to its terminating zero, without any UTF-8 repair.
private func bytes(ofCString string: UnsafePointer<CChar>) -> [UInt8] {
    var bytes: [UInt8] = []
    var cursor = string
    while cursor.pointee != 0 {
        bytes.append(UInt8(bitPattern: cursor.pointee))
        cursor += 1
    }
    return bytes
}
