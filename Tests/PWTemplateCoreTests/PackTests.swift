import CLibzip
import Foundation
@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateNative
import Testing

/// `TemplatePacker`: what goes into a packed archive, how it is laid out, and what stays out.
@Suite struct PackTests {
    private let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder()
    }

    /// A new folder holding `files` (relative path, bytes); parent folders are created.
    private func folder(_ files: [(String, [UInt8])]) throws -> String {
        let root = try scratch.makeFolder(UUID().uuidString)
        for (name, bytes) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return root.path
    }

    @Test func theSameFilesGiveTheSameBytes() throws {
        let first = try TemplatePacker.archiveBytes(nativeConfig: ArchiveFixtures.modal, pushwoosh: ArchiveFixtures.pushwoosh)
        let second = try TemplatePacker.archiveBytes(nativeConfig: ArchiveFixtures.modal, pushwoosh: ArchiveFixtures.pushwoosh)
        #expect(first == second)
        let other = try TemplatePacker.archiveBytes(nativeConfig: ArchiveFixtures.modal + [0x20], pushwoosh: ArchiveFixtures.pushwoosh)
        #expect(other != first)
    }

    @Test func entriesAreTheTwoFilesInOrderDeflated() throws {
        let bytes = try TemplatePacker.archiveBytes(nativeConfig: ArchiveFixtures.modal, pushwoosh: ArchiveFixtures.pushwoosh)
        let archive = try ZipArchive(bytes: bytes)
        #expect(archive.entries.map(\.name) == ["native-config.json", "pushwoosh.json"])
        #expect(archive.entries.map(\.compressionMethod) == [8, 8])
        #expect(archive.entries.allSatisfy { !$0.isEncrypted && !$0.needsZIP64 })
        #expect(try archive.read(archive.entries[0], limit: 1 << 20) == ArchiveFixtures.modal)
        #expect(try archive.read(archive.entries[1], limit: 1 << 20) == ArchiveFixtures.pushwoosh)

        let alone = try ZipArchive(bytes: try TemplatePacker.archiveBytes(nativeConfig: ArchiveFixtures.modal, pushwoosh: nil))
        #expect(alone.entries.map(\.name) == ["native-config.json"])
    }

    @Test func entriesHaveUnixRegularFilePermissionsAndTheFixedDOSTime() throws {
        let bytes = try TemplatePacker.archiveBytes(nativeConfig: ArchiveFixtures.modal, pushwoosh: ArchiveFixtures.pushwoosh)
        #expect(try externalAttributes(of: bytes) == [
            ExternalAttributes(system: UInt8(ZIP_OPSYS_UNIX), attributes: 0o100644 << 16),
            ExternalAttributes(system: UInt8(ZIP_OPSYS_UNIX), attributes: 0o100644 << 16),
        ])
        let headers = centralHeaders(of: bytes)
        // 1980-01-01 00:00:00 in DOS format: date 0x0021, time 0.
        #expect(headers.map { $0.time } == [0, 0])
        #expect(headers.map { $0.date } == [0x21, 0x21])
    }

    @Test func readingAFolderTakesTheTwoFilesAndListsEverythingElse() throws {
        let root = try folder([
            ("native-config.json", ArchiveFixtures.modal),
            ("pushwoosh.json", ArchiveFixtures.pushwoosh),
            (".DS_Store", [0]),
            ("__MACOSX/._native-config.json", [0]),
            ("images/hero.png", [1, 2, 3]),
            ("logo.png", [4]),
            ("index.html", Array("<p>".utf8)),
        ])
        let source = try TemplatePacker.read(folder: root)
        #expect(source.files == TemplateFiles(nativeConfig: ArchiveFixtures.modal, pushwoosh: ArchiveFixtures.pushwoosh))
        #expect(source.leftOut.map(\.name) == [".DS_Store", "__MACOSX/", "images/", "index.html", "logo.png"])
        #expect(source.leftOut.map(\.reason) == [.junk, .junk, .folder, .unused, .unused])
        #expect(source.leftOut[0].explanation == "macOS Finder metadata")
        #expect(source.leftOut[1].explanation == "macOS resource forks")
        #expect(source.leftOut[4].explanation.contains("never read by the SDKs"))
    }

    @Test func pushwooshIsOptionalAndATrailingSlashNamesTheSameFolder() throws {
        let root = try folder([("native-config.json", ArchiveFixtures.modal)])
        let source = try TemplatePacker.read(folder: root + "/")
        #expect(source == PackSource(files: TemplateFiles(nativeConfig: ArchiveFixtures.modal)))
    }

    @Test func onlyAFolderWithNativeConfigAtItsTopIsATemplateFolder() throws {
        let nested = try folder([("promo/native-config.json", ArchiveFixtures.modal)])
        #expect(throws: PackError.notTemplateFolder(reason: "no native-config.json at its top")) {
            try TemplatePacker.read(folder: nested)
        }
        #expect(throws: PackError.notTemplateFolder(reason: "No such file or directory")) {
            try TemplatePacker.checkTemplateFolder(nested + "/missing")
        }
        #expect(throws: PackError.notTemplateFolder(reason: "Not a directory")) {
            try TemplatePacker.checkTemplateFolder(nested + "/promo/native-config.json")
        }
        try TemplatePacker.checkTemplateFolder(nested + "/promo")
    }

    @Test func aTemplateFileOverTheJSONLimitOrUnreadableIsRefused() throws {
        let root = try folder([("native-config.json", ArchiveFixtures.modal), ("pushwoosh.json/inner", [1])])
        var limits = ArchiveLimits.default
        limits.maxJSONEntrySize = 10
        #expect(throws: PackError.fileTooLarge(name: "native-config.json", limit: 10)) {
            try TemplatePacker.read(folder: root, limits: limits)
        }
        // pushwoosh.json is a folder here.
        #expect(throws: PackError.unreadable(name: "pushwoosh.json", reason: "Is a directory")) {
            try TemplatePacker.read(folder: root)
        }
    }

    @Test func packWritesTheArchiveAndReplacesOneOnlyWithForce() throws {
        let root = try folder([("native-config.json", ArchiveFixtures.modal)])
        let output = scratch.path("promo.zip")
        try TemplatePacker.pack(folder: root, to: output, force: false)
        let packed = try [UInt8](Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(packed == (try TemplatePacker.archiveBytes(nativeConfig: ArchiveFixtures.modal, pushwoosh: nil)))

        try Data("old".utf8).write(to: URL(fileURLWithPath: output))
        #expect(throws: PackError.outputExists(path: output)) {
            try TemplatePacker.pack(folder: root, to: output, force: false)
        }
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "old")
        try TemplatePacker.pack(folder: root, to: output, force: true)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: output))) == packed)
    }

    // MARK: Reading the archive back

    private struct ExternalAttributes: Equatable {
        var system: UInt8
        var attributes: UInt32
    }

    /// Each entry's external attributes, as libzip reads them.
    private func externalAttributes(of bytes: [UInt8]) throws -> [ExternalAttributes] {
        let path = scratch.path(UUID().uuidString + ".zip")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        var code: Int32 = 0
        guard let archive = zip_open(path, ZIP_RDONLY, &code) else { throw ArchiveError(libzipCode: code) }
        defer { zip_discard(archive) }
        return (0..<UInt64(zip_get_num_entries(archive, 0))).map { index in
            var system: UInt8 = 0
            var attributes: UInt32 = 0
            zip_file_get_external_attributes(archive, index, 0, &system, &attributes)
            return ExternalAttributes(system: system, attributes: attributes)
        }
    }

    /// The DOS time and date of each central-directory header, read from the raw bytes.
    private func centralHeaders(of bytes: [UInt8]) -> [(time: UInt16, date: UInt16)] {
        func uint16(_ offset: Int) -> UInt16 { UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8 }
        func uint32(_ offset: Int) -> Int { Int(uint16(offset)) | Int(uint16(offset + 2)) << 16 }
        guard let end = stride(from: bytes.count - 22, through: 0, by: -1).first(where: { uint32($0) == 0x0605_4B50 }) else { return [] }
        var position = uint32(end + 16)
        var headers: [(time: UInt16, date: UInt16)] = []
        while position + 46 <= bytes.count, uint32(position) == 0x0201_4B50 {
            headers.append((uint16(position + 12), uint16(position + 14)))
            position += 46 + Int(uint16(position + 28)) + Int(uint16(position + 30)) + Int(uint16(position + 32))
        }
        return headers
    }
}
