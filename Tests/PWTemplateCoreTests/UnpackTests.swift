import Foundation
@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSystem
import Testing

/// `TemplateUnpacker`: which entries are taken, which are skipped, and how the folder is written.
@Suite struct UnpackTests {
    private let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder()
    }

    private func read(_ fixture: String) throws -> UnpackSource {
        try TemplateUnpacker.read(archiveAt: ArchiveFixtures.path(fixture))
    }

    private func read(_ files: [(String, [UInt8])], limits: ArchiveLimits = .default) throws -> UnpackSource {
        try TemplateUnpacker.read(ZipArchive(bytes: ArchiveFixtures.zip(files)), limits: limits)
    }

    private func contents(_ path: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    }

    // MARK: Reading

    @Test func aValidArchiveGivesBothFiles() throws {
        let source = try read("valid-modal.zip")
        #expect(source.folder == "")
        #expect(source.leftOut.isEmpty)
        #expect(source.files.nativeConfig.starts(with: Array("{".utf8)))
        #expect(source.files.pushwoosh != nil)
    }

    @Test func unsafeNamesAreSkippedAndReported() throws {
        let parent = try read("parent-path.zip")
        #expect(parent.leftOut.map(\.name) == ["../evil"])
        #expect(parent.leftOut.map(\.reason) == [.unsafeName])
        #expect(parent.leftOut[0].explanation.contains("\"..\""))
        let backslash = try read("backslash-name.zip")
        #expect(backslash.leftOut.map(\.name) == ["images\\logo.png"])
        #expect(backslash.leftOut.map(\.reason) == [.unsafeName])
        #expect(backslash.leftOut[0].explanation.contains("backslash"))

        let absolute = try read([("native-config.json", ArchiveFixtures.modal), ("/etc/x", [1]), ("C:/x", [2])])
        #expect(absolute.leftOut.map(\.reason) == [.unsafeName, .unsafeName])
    }

    @Test func aTemplateFileWithAnUnsafeNameIsNeverTheTemplate() throws {
        #expect(throws: UnpackError.noNativeConfig) {
            try read([("../native-config.json", ArchiveFixtures.modal), ("..\\native-config.json", ArchiveFixtures.modal)])
        }
    }

    @Test func filesInsideACompressedFolderAreTakenFromIt() throws {
        let source = try read("nested-folder.zip")
        #expect(source.folder == "promo/")
        #expect(source.files.pushwoosh != nil)
        #expect(source.leftOut.isEmpty)

        let deeper = try read([("a/b/native-config.json", ArchiveFixtures.modal), ("a/pushwoosh.json", ArchiveFixtures.pushwoosh)])
        #expect(deeper.folder == "a/b/")
        #expect(deeper.files == TemplateFiles(nativeConfig: ArchiveFixtures.modal))
        #expect(deeper.leftOut.map(\.name) == ["a/pushwoosh.json"])
    }

    @Test func theRootWinsOverAFolderAndSeveralFoldersAreAmbiguous() throws {
        let root = try read([("promo/native-config.json", [1]), ("native-config.json", ArchiveFixtures.modal)])
        #expect(root.folder == "")
        #expect(root.files.nativeConfig == ArchiveFixtures.modal)
        #expect(root.leftOut.map(\.name) == ["promo/native-config.json"])

        #expect(throws: UnpackError.severalTemplateFolders(["a/", "b/"])) {
            try read([("a/native-config.json", [1]), ("b/native-config.json", [2])])
        }
    }

    @Test func junkAndUnusedFilesAreSkipped() throws {
        let junk = try read("macos-junk.zip")
        #expect(junk.leftOut.map(\.name) == [".DS_Store", "__MACOSX/"])
        #expect(junk.leftOut.map(\.reason) == [.junk, .junk])
        #expect(junk.leftOut[1].explanation == "macOS resource forks (2 entries)")

        let image = try read("with-image.zip")
        #expect(image.leftOut.map(\.name) == ["images/hero.png"])
        #expect(image.leftOut.map(\.reason) == [.unused])
    }

    @Test func theLastCopyOfADuplicateIsTakenAsTheSDKsDo() throws {
        let source = try read("duplicate-entry.zip")
        #expect(source.files.nativeConfig == Array(#"{"displayType": "banner"}"#.utf8))
        #expect(source.leftOut.map(\.reason) == [.duplicate])
    }

    @Test func archivesThatCannotBeUnpackedAreRefused() throws {
        #expect(throws: UnpackError.noNativeConfig) { try read("html-only.zip") }
        #expect(throws: UnpackError.unreadable(reason: "Not a zip archive")) { try read("not-a-zip.zip") }
        let bomb = try #require(throws: UnpackError.self) { try read("zeros-1gib.zip") }
        guard case .tooLarge(let reason) = bomb else {
            Issue.record("expected tooLarge, got \(bomb)")
            return
        }
        #expect(reason.contains("zeros.bin"))
    }

    @Test func aTemplateFileOverTheJSONLimitIsRefused() throws {
        var limits = ArchiveLimits.default
        limits.maxJSONEntrySize = 10
        #expect(throws: UnpackError.entryTooLarge(name: "promo/native-config.json", limit: 10)) {
            try read([("promo/native-config.json", ArchiveFixtures.modal)], limits: limits)
        }
    }

    // MARK: Writing

    @Test func writingCreatesTheFolderAndOnlyTheTemplateFiles() throws {
        let folder = scratch.path("out/promo")
        let removed = try TemplateUnpacker.write(try read("parent-path.zip").files, to: folder, force: false)
        #expect(removed.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["native-config.json"])
        // The "../evil" entry landed nowhere.
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("out")) == ["promo"])
        #expect(!FileSystem.exists(scratch.path("evil")))
    }

    @Test func aFolderThatHoldsFilesIsWrittenIntoOnlyWithForce() throws {
        let folder = scratch.path("promo")
        try TemplateUnpacker.write(TemplateFiles(nativeConfig: [1], pushwoosh: [2]), to: folder, force: false)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))

        #expect(throws: UnpackError.folderNotEmpty) {
            try TemplateUnpacker.write(TemplateFiles(nativeConfig: [3]), to: folder, force: false)
        }
        #expect(try contents(folder + "/native-config.json") == [1])

        let removed = try TemplateUnpacker.write(TemplateFiles(nativeConfig: [3]), to: folder, force: true)
        #expect(removed == [folder + "/pushwoosh.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["native-config.json", "notes.txt"])
        #expect(try contents(folder + "/native-config.json") == [3])
    }

    @Test func anEmptyFolderIsWrittenIntoAndAFileIsNotAFolder() throws {
        let empty = try scratch.makeFolder("empty").path
        try TemplateUnpacker.write(TemplateFiles(nativeConfig: [1]), to: empty, force: false)
        #expect(try contents(empty + "/native-config.json") == [1])

        let file = scratch.path("file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: UnpackError.notAFolder) {
            try TemplateUnpacker.write(TemplateFiles(nativeConfig: [1]), to: file, force: true)
        }
    }
}
