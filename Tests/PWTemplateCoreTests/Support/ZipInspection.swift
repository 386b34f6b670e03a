import CLibzip
import Foundation
import Testing

/// Python's zipfile through `Tests/Fixtures/zip-entries.py`: writes template archives, and lists
/// entries as zipfile reads them.
enum PythonZip {
    struct Listing: Decodable, Equatable {
        var comment: String
        var entries: [Entry]
    }

    /// One `ZipInfo`, with the entry's raw and inflated data in hex.
    struct Entry: Decodable, Equatable {
        var name: String
        var compressType: Int
        var dateTime: [Int]
        var crc: UInt32
        var compressSize: Int
        var fileSize: Int
        var extra: String
        var comment: String
        var externalAttr: UInt32
        var createSystem: Int
        var flagBits: Int
        var raw: String
        var data: String
    }

    /// `Tests/Fixtures/zip-entries.py`.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/zip-entries.py").path

    /// Writes the script's template archive to `path`, to an unseekable stream if `streamed`,
    /// with a second `promo/.DS_Store` if `duplicate`.
    static func write(_ path: String, streamed: Bool = false, duplicate: Bool = false) throws {
        _ = try run(["write", path] + (streamed ? ["--streamed"] : []) + (duplicate ? ["--duplicate"] : []))
    }

    static func list(_ path: String) throws -> Listing {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Listing.self, from: try run(["list", path]))
    }

    private static func run(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3 zip-entries.py \(arguments.joined(separator: " ")) failed")
        return data
    }
}

/// One entry as libzip reads it from the central directory, with its raw (still compressed) data.
struct LibzipEntry: Equatable {
    var name: String
    var method: UInt16
    var modified: Int
    var crc: UInt32
    var size: UInt64
    var raw: [UInt8]
    var system: UInt8
    var attributes: UInt32
    var extraFields: Int16
    var comment: String

    /// Every entry of the archive at `path`, in directory order.
    static func list(_ path: String) throws -> [LibzipEntry] {
        var error: Int32 = 0
        let archive = try #require(zip_open(path, ZIP_RDONLY | ZIP_CHECKCONS, &error), "libzip error \(error)")
        defer { zip_discard(archive) }
        return try (0..<UInt64(zip_get_num_entries(archive, 0))).map { index in
            var info = zip_stat_t()
            try #require(zip_stat_index(archive, index, 0, &info) == 0)
            var entry = LibzipEntry(
                name: String(cString: info.name), method: info.comp_method, modified: info.mtime, crc: info.crc,
                size: info.size, raw: [], system: 0, attributes: 0,
                extraFields: zip_file_extra_fields_count(archive, index, ZIP_FL_LOCAL | ZIP_FL_CENTRAL), comment: ""
            )
            try #require(zip_file_get_external_attributes(archive, index, 0, &entry.system, &entry.attributes) == 0)
            var length: UInt32 = 0
            entry.comment = zip_file_get_comment(archive, index, &length, 0).map { String(cString: $0) } ?? ""
            let file = try #require(zip_fopen_index(archive, index, ZIP_FL_COMPRESSED))
            defer { zip_fclose(file) }
            entry.raw = [UInt8](repeating: 0, count: Int(info.comp_size))
            let read = entry.raw.withUnsafeMutableBytes { zip_fread(file, $0.baseAddress, info.comp_size) }
            try #require(read == Int64(info.comp_size))
            return entry
        }
    }
}
