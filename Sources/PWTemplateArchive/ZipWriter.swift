import CLibzip

/// Builds a reproducible ZIP archive with libzip: entries in the order added, a fixed DOS
/// timestamp and fixed Unix permissions, so the same input gives the same bytes anywhere.
public struct ZipWriter: Sendable {
    /// How an entry's data is stored.
    public enum Compression: Sendable {
        case store
        case deflate

        var libzipMethod: Int32 {
            switch self {
            case .store: ZIP_CM_STORE
            case .deflate: ZIP_CM_DEFLATE
            }
        }
    }

    private struct Item: Sendable {
        var name: String
        /// `nil` for a folder entry.
        var bytes: [UInt8]?
        var compression: Compression
    }

    /// DOS date of every entry: 1980-01-01, the earliest a ZIP can hold.
    public static let dosDate: UInt16 = (0 << 9) | (1 << 5) | 1
    /// DOS time of every entry: 00:00:00.
    public static let dosTime: UInt16 = 0

    private var items: [Item] = []

    public init() {}

    /// Adds a file entry named `name` (slash-separated, UTF-8) holding `bytes`.
    public mutating func addFile(_ name: String, bytes: [UInt8], compression: Compression = .deflate) {
        items.append(Item(name: name, bytes: bytes, compression: compression))
    }

    /// Adds a folder entry; libzip appends the trailing `/`.
    public mutating func addDirectory(_ name: String) {
        items.append(Item(name: name, bytes: nil, compression: .store))
    }

    /// Writes the archive to `path`, replacing any file there.
    public func write(toPath path: String) throws(ArchiveError) {
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let source = zip_source_file_create(path, 0, -1, &error) else { throw ArchiveError(&error) }
        defer { zip_source_free(source) }
        try fill(source)
    }

    /// The archive's bytes.
    public func archiveBytes() throws(ArchiveError) -> [UInt8] {
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let source = zip_source_buffer_create(nil, 0, 0, &error) else { throw ArchiveError(&error) }
        defer { zip_source_free(source) }
        try fill(source)
        var info = zip_stat_t()
        guard zip_source_stat(source, &info) == 0, zip_source_open(source) == 0 else {
            throw ArchiveError(zip_source_error(source))
        }
        defer { zip_source_close(source) }
        var bytes = [UInt8](repeating: 0, count: Int(info.size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { zip_source_read(source, $0.baseAddress! + filled, UInt64($0.count - filled)) }
            guard count > 0 else { throw ArchiveError(zip_source_error(source)) }
            filled += Int(count)
        }
        return bytes
    }

    /// Writes every entry into a new archive over `source`; the caller keeps its reference to `source`.
    private func fill(_ source: OpaquePointer) throws(ArchiveError) {
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        zip_source_keep(source)
        guard let archive = zip_open_from_source(source, ZIP_CREATE | ZIP_TRUNCATE, &error) else {
            zip_source_free(source)
            throw ArchiveError(&error)
        }
        try commitChanges(to: archive) { () throws(ArchiveError) in
            for item in items { try add(item, to: archive) }
        }
    }

    private func add(_ item: Item, to archive: OpaquePointer) throws(ArchiveError) {
        let flags = ZIP_FL_ENC_UTF_8
        let index: Int64
        let mode: UInt32
        if let bytes = item.bytes {
            let data = try LibzipBuffer.source(of: bytes, in: archive)
            index = zip_file_add(archive, item.name, data, flags)
            if index < 0 { zip_source_free(data) }
            mode = 0o100644
        } else {
            index = zip_dir_add(archive, item.name, flags)
            mode = 0o040755
        }
        guard index >= 0,
              zip_set_file_compression(archive, UInt64(index), item.compression.libzipMethod, 0) == 0,
              zip_file_set_dostime(archive, UInt64(index), Self.dosTime, Self.dosDate, 0) == 0,
              zip_file_set_external_attributes(archive, UInt64(index), 0, UInt8(ZIP_OPSYS_UNIX), mode << 16) == 0
        else { throw ArchiveError(zip_get_error(archive)) }
    }
}
