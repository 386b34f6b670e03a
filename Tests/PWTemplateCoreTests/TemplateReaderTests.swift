import CLibzip
import Foundation
@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
@testable import PWTemplateSystem
import Testing

/// One test per archive rule triggering, and the same rule staying quiet on a near miss.
@Suite struct TemplateReaderTests {
    private let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder()
    }

    private func read(_ fixture: String, limits: ArchiveLimits = .default) -> TemplateContents {
        TemplateReader.readArchive(atPath: ArchiveFixtures.path(fixture), limits: limits)
    }

    private func read(_ files: [(String, [UInt8])], limits: ArchiveLimits = .default) throws -> TemplateContents {
        TemplateReader.readArchive(bytes: try ArchiveFixtures.zip(files), limits: limits)
    }

    private func findings(_ contents: TemplateContents, _ rule: Rule) -> [Diagnostic] {
        contents.diagnostics.filter { $0.rule == rule }
    }

    @Test func aValidTemplateHasNoFindingsAndBothFilesRead() throws {
        let contents = read("valid-modal.zip")
        #expect(contents.diagnostics.isEmpty)
        let config = try #require(contents.nativeConfig)
        #expect(String(decoding: config, as: UTF8.self).contains(#""displayType": "modal""#))
        #expect(contents.pushwoosh != nil)
        #expect(!contents.isHTMLTemplate)
    }

    @Test func inMemoryArchivesReadLikeFiles() throws {
        for fixture in ["valid-modal.zip", "macos-junk.zip", "nested-folder.zip", "bad-crc.zip", "empty.zip", "truncated.zip"] {
            let bytes = try FileSystem.readFile(ArchiveFixtures.path(fixture))
            let fromBytes = TemplateReader.readArchive(bytes: bytes)
            let fromPath = read(fixture)
            #expect(fromBytes.diagnostics == fromPath.diagnostics, "\(fixture)")
            #expect(fromBytes.nativeConfig == fromPath.nativeConfig, "\(fixture)")
            #expect(fromBytes.pushwoosh == fromPath.pushwoosh, "\(fixture)")
            #expect(fromBytes.isHTMLTemplate == fromPath.isHTMLTemplate, "\(fixture)")
        }
    }

    @Test func archivesPastTheWholeReadLimitReadLikeSmallOnes() throws {
        // Bytes that do not compress keep the file past the limit, so it is read piecewise.
        var state: UInt32 = 1
        let image = (0..<TemplateReader.wholeReadLimit + 1024).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        let bytes = try ArchiveFixtures.zip([("native-config.json", ArchiveFixtures.modal), ("unused.png", image)])
        #expect(bytes.count > TemplateReader.wholeReadLimit)
        let path = scratch.path("large.zip")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let fromPath = TemplateReader.readArchive(atPath: path)
        let fromBytes = TemplateReader.readArchive(bytes: bytes)
        #expect(fromPath.diagnostics.map(\.rule) == [.unusedFile])
        #expect(fromPath.diagnostics == fromBytes.diagnostics)
        #expect(fromPath.nativeConfig == ArchiveFixtures.modal)
        #expect(fromBytes.nativeConfig == ArchiveFixtures.modal)
    }

    // MARK: archive-unreadable

    @Test func foreignTruncatedAndEmptyFilesAreUnreadable() {
        for fixture in ["not-a-zip.zip", "truncated.zip"] {
            let contents = read(fixture)
            #expect(contents.diagnostics.map(\.rule) == [.archiveUnreadable], "\(fixture)")
            #expect(contents.diagnostics.first?.message == "cannot open the archive: not a zip archive")
            #expect(contents.diagnostics.first?.location.entry == nil)
            #expect(contents.diagnostics.first?.hint?.contains("interrupted download") == true)
            #expect(contents.nativeConfig == nil)
        }
        let empty = read("empty.zip")
        #expect(empty.diagnostics.map(\.message) == ["cannot open the archive: empty file, not a ZIP archive"])
        let missing = read("no-such-file.zip")
        #expect(missing.diagnostics.map(\.rule) == [.archiveUnreadable])
        #expect(missing.diagnostics.first?.message == "cannot open the archive: no such file")
    }

    @Test func aBadCRCInTheConfigIsUnreadable() throws {
        let contents = read("bad-crc.zip")
        let finding = try #require(findings(contents, .archiveUnreadable).first)
        #expect(finding.location.entry == "native-config.json")
        #expect(finding.message == "cannot read \"native-config.json\": CRC error")
        #expect(contents.nativeConfig == nil)
    }

    @Test func aBadCRCInAnotherEntryIsNeverNoticedBecauseItIsNeverInflated() throws {
        // The damaged entry is renamed; only the root JSON files are ever inflated.
        var bytes = try FileSystem.readFile(ArchiveFixtures.path("bad-crc.zip"))
        try ArchiveFixtures.rename("native-config.json", to: "native-config.jsoX", in: &bytes)
        let contents = TemplateReader.readArchive(bytes: bytes)
        #expect(findings(contents, .archiveUnreadable).isEmpty)
        #expect(findings(contents, .unusedFile).map(\.location.entry) == ["native-config.jsoX"])
    }

    // MARK: archive-unsupported-entry

    @Test func bzip2EntriesAreUnsupportedAndNotInflated() throws {
        let contents = read("bzip2-entry.zip")
        let finding = try #require(findings(contents, .archiveUnsupportedEntry).first)
        #expect(finding.location.entry == "native-config.json")
        #expect(finding.message.contains("bzip2 compression (method 12)"))
        #expect(contents.nativeConfig == nil)
        #expect(findings(contents, .configMissing).isEmpty)
    }

    @Test func zip64EntriesAreUnsupported() throws {
        let finding = try #require(findings(read("zip64-entry.zip"), .archiveUnsupportedEntry).first)
        #expect(finding.location.entry == "native-config.json")
        #expect(finding.message.contains("ZIP64"))
    }

    @Test func nonASCIINamesAreUnsupported() throws {
        let contents = read("non-ascii-name.zip")
        let finding = try #require(findings(contents, .archiveUnsupportedEntry).first)
        #expect(finding.location.entry == "café.png")
        #expect(finding.message.contains("non-ASCII name"))
        #expect(contents.nativeConfig != nil)
    }

    @Test func encryptedEntriesAreUnsupported() throws {
        let path = scratch.path("encrypted.zip")
        try ArchiveFixtures.writeEncrypted(path: path, files: [("native-config.json", ArchiveFixtures.modal)])
        let contents = TemplateReader.readArchive(atPath: path)
        let finding = try #require(findings(contents, .archiveUnsupportedEntry).first)
        #expect(finding.message.contains("is encrypted"))
        #expect(contents.nativeConfig == nil)
    }

    @Test func storedAndDeflatedASCIIEntriesAreSupported() throws {
        var writer = ZipWriter()
        writer.addFile("native-config.json", bytes: ArchiveFixtures.modal, compression: .store)
        writer.addFile("pushwoosh.json", bytes: ArchiveFixtures.pushwoosh, compression: .deflate)
        let contents = TemplateReader.readArchive(bytes: try writer.archiveBytes())
        #expect(contents.diagnostics.isEmpty)
        #expect(contents.nativeConfig == ArchiveFixtures.modal)
        #expect(contents.pushwoosh == ArchiveFixtures.pushwoosh)
    }

    // MARK: archive-unsafe-path

    @Test func entriesThatLeaveTheFolderAreUnsafe() throws {
        let names = ["../evil", "a/../../evil", "/etc/passwd", "images\\logo.png", "C:evil.txt"]
        let contents = try read([("native-config.json", ArchiveFixtures.modal)] + names.map { ($0, [1, 2, 3]) })
        #expect(findings(contents, .archiveUnsafePath).map(\.location.entry?.path) == names)
        // Unsafe entries get that one finding and nothing else (they are not "unused" files).
        #expect(contents.diagnostics.count == names.count)
        #expect(contents.nativeConfig == ArchiveFixtures.modal)

        let fixture = read("parent-path.zip")
        let finding = try #require(findings(fixture, .archiveUnsafePath).first)
        #expect(finding.location.entry == "../evil")
        #expect(finding.message.contains("\"..\" segment"))
        #expect(findings(read("backslash-name.zip"), .archiveUnsafePath).first?.message.contains("backslash") == true)
    }

    @Test func dotsInsideNamesAreSafe() throws {
        let contents = try read([("native-config.json", ArchiveFixtures.modal), ("..hidden", []), ("a..b/c...d", []), ("10:30.txt", [])])
        #expect(findings(contents, .archiveUnsafePath).isEmpty)
    }

    // MARK: archive-duplicate-entry

    @Test func duplicateNamesAreReportedOnceAndTheLastCopyIsRead() throws {
        let contents = read("duplicate-entry.zip")
        let duplicates = findings(contents, .archiveDuplicateEntry)
        #expect(duplicates.map(\.location.entry) == ["native-config.json"])
        #expect(duplicates.first?.message.contains("appears 2 times") == true)
        #expect(contents.nativeConfig == Array(#"{"displayType": "banner"}"#.utf8))
    }

    @Test func eachRepeatedNameIsReportedOnceAtItsFirstEntryWithItsCount() {
        let names = ["b.png", "native-config.json", "a.png", "b.png", "a.png", "b.png", "B.png"]
        let entries = names.map { TemplateEntry(name: $0, size: 1) }
        let duplicates = EntryClassifier.classify(entries, limits: .default, container: .archive).diagnostics
            .filter { (finding: Diagnostic) in finding.rule == .archiveDuplicateEntry }
        #expect(duplicates.map(\.location.entry) == ["b.png", "a.png"])
        #expect(duplicates.map { $0.message.contains("appears 3 times") } == [true, false])
        #expect(duplicates.last?.message.contains("appears 2 times") == true)
    }

    @Test func namesDifferingOnlyInCaseAreNotDuplicates() throws {
        let contents = try read([("native-config.json", ArchiveFixtures.modal), ("Native-Config.json", ArchiveFixtures.modal)])
        #expect(findings(contents, .archiveDuplicateEntry).isEmpty)
        #expect(findings(contents, .unusedFile).map(\.location.entry) == ["Native-Config.json"])
    }

    // MARK: archive-too-large

    /// Refused from the size the directory states (1 GiB), before anything is inflated.
    @Test func aGigabyteOfZerosIsRefusedWithoutInflating() throws {
        let contents = read("zeros-1gib.zip")
        let tooLarge = findings(contents, .archiveTooLarge)
        #expect(tooLarge.map(\.location.entry) == ["zeros.bin", nil])
        #expect(tooLarge.first?.message.contains("1 GiB") == true)
        #expect(tooLarge.last?.message.contains("over the 64 MiB limit") == true)
        #expect(contents.nativeConfig == nil)
    }

    @Test func aJSONFileOverItsLimitIsNotRead() throws {
        var limits = ArchiveLimits.default
        limits.maxJSONEntrySize = 50
        let contents = try read([("native-config.json", ArchiveFixtures.modal), ("pushwoosh.json", Array("{}".utf8))], limits: limits)
        let finding = try #require(findings(contents, .archiveTooLarge).first)
        #expect(finding.location.entry == "native-config.json")
        #expect(finding.message.contains("over the 50 bytes limit"))
        #expect(contents.nativeConfig == nil)
        #expect(contents.pushwoosh == nil)
    }

    @Test func aHighlyCompressedLargeEntryIsAZipBomb() throws {
        let zeros = [UInt8](repeating: 0, count: 1 << 20)
        let contents = try read([("native-config.json", ArchiveFixtures.modal), ("zeros.bin", zeros)])
        #expect(findings(contents, .archiveTooLarge).map(\.location.entry) == ["zeros.bin"])
        #expect(contents.nativeConfig == nil)
    }

    @Test func smallOrModestlyCompressedEntriesAreWithinTheLimits() throws {
        // 60 KiB of zeros compresses far past 200:1 but is under the 64 KiB ratio threshold.
        let contents = try read([("native-config.json", ArchiveFixtures.modal), ("zeros.bin", [UInt8](repeating: 0, count: 60 << 10))])
        #expect(findings(contents, .archiveTooLarge).isEmpty)
        #expect(contents.nativeConfig != nil)
    }

    @Test func theTotalSizeCountsEveryEntry() throws {
        var limits = ArchiveLimits.default
        limits.maxTotalSize = 1000
        var writer = ZipWriter()
        writer.addFile("native-config.json", bytes: ArchiveFixtures.modal)
        writer.addFile("a.bin", bytes: [UInt8](repeating: 1, count: 600), compression: .store)
        writer.addFile("b.bin", bytes: [UInt8](repeating: 2, count: 600), compression: .store)
        let contents = TemplateReader.readArchive(bytes: try writer.archiveBytes(), limits: limits)
        let finding = try #require(findings(contents, .archiveTooLarge).first)
        #expect(finding.location.entry == nil)
        #expect(finding.message.contains("largest: \"a.bin\""))
        #expect(contents.nativeConfig == nil)
    }

    // MARK: config-missing, config-not-at-root

    @Test func anArchiveWithoutConfigOrIndexHasNothingToShow() throws {
        let contents = try read([("readme.txt", Array("hi".utf8))])
        let finding = try #require(findings(contents, .configMissing).first)
        #expect(finding.location.entry == nil)
        #expect(finding.hint?.contains("native-config.json at the root") == true)
        #expect(findings(read("valid-modal.zip"), .configMissing).isEmpty)
    }

    @Test func aCompressedFolderPutsTheConfigOutOfReach() throws {
        let contents = read("nested-folder.zip")
        let finding = try #require(findings(contents, .configNotAtRoot).first)
        #expect(finding.location.entry == "promo/native-config.json")
        #expect(finding.message.contains("(the folder was compressed instead of its contents)"))
        #expect(finding.hint?.contains("`pwtemplate pack promo`") == true)
        #expect(finding.hint?.contains("native-config.json and pushwoosh.json") == true)
        // The pushwoosh.json beside it is covered by that finding, not reported as unused.
        #expect(contents.diagnostics.map(\.rule) == [.configNotAtRoot])
        #expect(contents.nativeConfig == nil)
    }

    @Test func aNestedCopyBesideARootConfigIsOnlyUnused() throws {
        let contents = try read([("native-config.json", ArchiveFixtures.modal), ("old/native-config.json", ArchiveFixtures.modal)])
        #expect(findings(contents, .configNotAtRoot).isEmpty)
        #expect(findings(contents, .unusedFile).map(\.location.entry) == ["old/native-config.json"])
    }

    // MARK: archive-junk

    @Test func systemClutterIsJunkAtAnyDepth() throws {
        let macOS = read("macos-junk.zip")
        let junk = findings(macOS, .archiveJunk)
        #expect(junk.map(\.location.entry) == [".DS_Store", "__MACOSX/"])
        #expect(junk.last?.message.contains("(2 entries)") == true)
        #expect(junk.allSatisfy { $0.severity == .warning })
        #expect(findings(macOS, .unusedFile).isEmpty)

        let names = ["a/.DS_Store", "a/b/._logo.png", "Thumbs.db", "img/desktop.ini", "promo/__MACOSX/._x"]
        let contents = try read([("native-config.json", ArchiveFixtures.modal)] + names.map { ($0, [1]) })
        #expect(findings(contents, .archiveJunk).map(\.location.entry) == ["a/.DS_Store", "a/b/._logo.png", "Thumbs.db", "img/desktop.ini", "promo/__MACOSX/"])
    }

    @Test func lookalikeNamesAreNotJunk() throws {
        let contents = try read([("native-config.json", ArchiveFixtures.modal), ("DS_Store.txt", [1]), ("thumbs.db.bak", [1]), ("MACOSX/x", [1])])
        #expect(findings(contents, .archiveJunk).isEmpty)
        #expect(findings(contents, .unusedFile).count == 3)
    }

    // MARK: mixed-formats, html-template, unused-file

    @Test func indexHTMLBesideTheConfigIsTheFallbackForOlderSDKs() throws {
        let contents = read("mixed-formats.zip")
        #expect(findings(contents, .mixedFormats).map(\.location.entry) == ["index.html"])
        #expect(findings(contents, .mixedFormats).map(\.severity) == [.info])
        #expect(findings(contents, .mixedFormats).map(\.message) == [HTMLFallbackTests.mixedFormatsMessage])
        #expect(!contents.isHTMLTemplate)
        #expect(findings(read("valid-modal.zip"), .mixedFormats).isEmpty)
    }

    @Test func anHTMLTemplateSkipsNativeChecks() throws {
        let contents = read("html-only.zip")
        #expect(contents.isHTMLTemplate)
        #expect(contents.diagnostics.map(\.rule) == [.htmlTemplate])
        #expect(contents.diagnostics.first?.severity == .info)
        #expect(contents.nativeConfig == nil)
        #expect(!read("valid-modal.zip").isHTMLTemplate)
    }

    @Test func filesTheSDKsNeverReadAreUnused() throws {
        let contents = read("with-image.zip")
        let unused = findings(contents, .unusedFile)
        #expect(unused.map(\.location.entry) == ["images/hero.png"])
        #expect(unused.first?.message.contains("HTTPS") == true)
        #expect(contents.nativeConfig != nil)
        #expect(findings(read("valid-modal.zip"), .unusedFile).isEmpty)
    }
}

extension ArchiveFixtures {
    /// Renames an entry in place by patching its name in both headers (same length only).
    static func rename(_ old: String, to new: String, in bytes: inout [UInt8]) throws {
        let from = Array(old.utf8)
        let to = Array(new.utf8)
        try #require(from.count == to.count)
        var start = 0
        var replaced = 0
        while start + from.count <= bytes.count {
            if Array(bytes[start..<start + from.count]) == from {
                bytes.replaceSubrange(start..<start + from.count, with: to)
                replaced += 1
            }
            start += 1
        }
        try #require(replaced == 2)
    }

    /// Writes an archive whose entries are AES-256 encrypted, straight through libzip.
    static func writeEncrypted(path: String, files: [(String, [UInt8])]) throws {
        var error: Int32 = 0
        let archive = try #require(zip_open(path, ZIP_CREATE | ZIP_TRUNCATE, &error))
        for (name, bytes) in files {
            let memory = try #require(malloc(bytes.count))
            bytes.withUnsafeBytes { memory.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            let source = try #require(zip_source_buffer(archive, memory, UInt64(bytes.count), 1))
            let index = zip_file_add(archive, name, source, 0)
            try #require(index >= 0)
            try #require(zip_file_set_encryption(archive, UInt64(index), UInt16(ZIP_EM_AES_256), "secret") == 0)
        }
        try #require(zip_close(archive) == 0)
    }
}
