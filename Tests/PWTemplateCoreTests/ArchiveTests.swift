import CLibzip
import Foundation
@testable import PWTemplateArchive
@testable import PWTemplateSystem
import Testing

@Suite struct ArchiveTests {
    private let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder()
    }

    @Test func writtenEntriesReadBackWithTheirDirectoryFacts() throws {
        var writer = ZipWriter()
        writer.addFile("native-config.json", bytes: ArchiveFixtures.modal)
        writer.addDirectory("images")
        writer.addFile("images/raw.bin", bytes: [UInt8](repeating: 7, count: 1000), compression: .store)
        writer.addFile("empty.txt", bytes: [])
        let archive = try ZipArchive(bytes: try writer.archiveBytes())

        #expect(archive.entries.map(\.name) == ["native-config.json", "images/", "images/raw.bin", "empty.txt"])
        #expect(archive.entries.map(\.isDirectory) == [false, true, false, false])
        #expect(archive.entries.map(\.compressionMethod) == [8, 0, 0, 8])
        #expect(try archive.read(archive.entries[3], limit: 10) == [])
        #expect(archive.entries[2].size == 1000 && archive.entries[2].compressedSize == 1000)
        #expect(archive.entries[0].size == UInt64(ArchiveFixtures.modal.count))
        #expect(archive.entries[0].compressedSize < archive.entries[0].size)
        #expect(archive.entries.allSatisfy { !$0.needsZIP64 && !$0.isEncrypted })
        #expect(!archive.hasZIP64EndRecord)
        #expect(try archive.read(archive.entries[0], limit: 1 << 20) == ArchiveFixtures.modal)
    }

    @Test func readStopsOneBytePastTheLimit() throws {
        var writer = ZipWriter()
        writer.addFile("big.json", bytes: [UInt8](repeating: 32, count: 10_000))
        let archive = try ZipArchive(bytes: try writer.archiveBytes())
        #expect(try archive.read(archive.entries[0], limit: 10_000).count == 10_000)
        #expect(throws: ArchiveError(code: .exceedsLimit, reason: "inflates to more than 9999 bytes")) {
            try archive.read(archive.entries[0], limit: 9_999)
        }
    }

    @Test func writerOutputIsReproducibleAndCarriesFixedAttributes() throws {
        var writer = ZipWriter()
        writer.addFile("native-config.json", bytes: ArchiveFixtures.modal)
        writer.addFile("pushwoosh.json", bytes: Array("{}".utf8), compression: .store)
        let path = scratch.path("written.zip")
        try writer.write(toPath: path)
        let fromFile = try FileSystem.readFile(path)
        #expect(fromFile == (try writer.archiveBytes()))
        #expect(fromFile == (try writer.archiveBytes()))

        var error: Int32 = 0
        let raw = try #require(zip_open(path, ZIP_RDONLY, &error))
        defer { zip_discard(raw) }
        var system: UInt8 = 0
        var attributes: UInt32 = 0
        #expect(zip_file_get_external_attributes(raw, 0, 0, &system, &attributes) == 0)
        #expect(system == UInt8(ZIP_OPSYS_UNIX))
        #expect(attributes == 0o100644 << 16)
        var info = zip_stat_t()
        #expect(zip_stat_index(raw, 1, 0, &info) == 0)
        #expect(info.comp_method == UInt16(ZIP_CM_STORE))
    }

    @Test func rawNamesKeepTheStoredBytes() throws {
        let archive = try ZipArchive(path: ArchiveFixtures.path("non-ascii-name.zip"))
        #expect(archive.entries[1].name == "café.png")
        #expect(archive.entries[1].rawName == Array("café.png".utf8))
    }

    @Test func zip64HeadersAreFoundAlthoughLibzipHidesThem() throws {
        let zip64 = try ZipArchive(path: ArchiveFixtures.path("zip64-entry.zip"))
        #expect(zip64.entries.map(\.needsZIP64) == [true])
        let plain = try ZipArchive(path: ArchiveFixtures.path("valid-modal.zip"))
        #expect(plain.entries.map(\.needsZIP64) == [false, false])
    }

    @Test func openingRefusesEmptyTruncatedAndForeignFiles() {
        #expect(throws: ArchiveError(code: .empty, reason: "empty file, not a ZIP archive")) { try ZipArchive(bytes: []) }
        #expect(throws: ArchiveError(code: .empty, reason: "empty file, not a ZIP archive")) {
            try ZipArchive(path: ArchiveFixtures.path("empty.zip"))
        }
        for name in ["truncated.zip", "not-a-zip.zip"] {
            #expect(throws: ArchiveError(code: .libzip(ZIP_ER_NOZIP), reason: "Not a zip archive")) {
                try ZipArchive(path: ArchiveFixtures.path(name))
            }
        }
        #expect(throws: ArchiveError.self) { try ZipArchive(path: ArchiveFixtures.path("no-such-file.zip")) }
    }

    @Test func aDamagedEntryFailsWithLibzipsReason() throws {
        let archive = try ZipArchive(path: ArchiveFixtures.path("bad-crc.zip"))
        #expect(throws: ArchiveError(code: .libzip(ZIP_ER_CRC), reason: "CRC error")) {
            try archive.read(archive.entries[0], limit: 1 << 20)
        }
    }

    @Test func duplicateNamesStillOpenSoTheyCanBeReported() throws {
        let archive = try ZipArchive(path: ArchiveFixtures.path("duplicate-entry.zip"))
        #expect(archive.entries.map(\.name) == ["native-config.json", "native-config.json"])
    }

    @Test func duplicateNamesDoNotExcuseInconsistentHeaders() throws {
        var bytes = try FileSystem.readFile(ArchiveFixtures.path("duplicate-entry.zip"))
        // Corrupt the CRC in the second local header: it no longer matches the central directory.
        let second = try #require((4..<bytes.count - 4).first { Array(bytes[$0..<$0 + 4]) == [0x50, 0x4B, 0x03, 0x04] })
        bytes[second + 14] ^= 0xFF
        #expect(throws: ArchiveError(code: .libzip(ZIP_ER_INCONS), reason: "Zip archive inconsistent")) {
            try ZipArchive(bytes: bytes)
        }
    }
}

/// Fixture archives and scratch files shared by the archive and template-reader tests.
enum ArchiveFixtures {
    static let modal = Array("""
    {"displayType": "modal", "modal": {"title": {"text": "Hi", "color": "#111111"}}}
    """.utf8)
    static let pushwoosh = Array(#"{"default_language": "en", "localization": {"en": {}}}"#.utf8)

    /// `Tests/Fixtures/archives/<name>`, written by `Tests/Fixtures/make-fixtures.py`.
    static func path(_ name: String, file: String = #filePath) -> String {
        URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/archives/\(name)").path
    }

    /// An in-memory archive of `files` (name, bytes), deflated, in order.
    static func zip(_ files: [(String, [UInt8])]) throws -> [UInt8] {
        var writer = ZipWriter()
        for (name, bytes) in files { writer.addFile(name, bytes: bytes) }
        return try writer.archiveBytes()
    }
}

/// A temporary folder for one test, removed with everything in it when the test's suite
/// instance goes away.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("pwtemplate-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `name` inside the folder.
    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// A new, empty subfolder.
    func makeFolder(_ name: String) throws -> URL {
        let folder = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
