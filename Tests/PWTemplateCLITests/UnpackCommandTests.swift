import Foundation
@testable import PWTemplateCLI
import Testing

/// `pwtemplate unpack` run in-process in a scratch folder holding copies of the fixture archives.
@Suite final class UnpackCommandTests {
    private let folder: String
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/archives").path

    init() throws {
        folder = NSTemporaryDirectory() + "pwtemplate-unpack-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Copies a fixture archive into the scratch folder, as `name`.
    private func copy(_ fixture: String, as name: String? = nil) throws {
        try FileManager.default.copyItem(atPath: Self.fixtures + "/" + fixture, toPath: folder + "/" + (name ?? fixture))
    }

    private func names(in path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder + "/" + path).sorted()
    }

    private func run(_ arguments: [String]) -> CLIRun {
        CLIRun(arguments, currentDirectory: folder)
    }

    @Test func theTemplateIsExtractedBesideTheArchiveByDefault() throws {
        try copy("valid-modal.zip", as: "promo.zip")
        let result = run(["unpack", "promo.zip"])
        #expect(result.code == .success)
        #expect(result.output == "unpacked promo.zip → promo (native-config.json, pushwoosh.json)\n")
        #expect(result.error.isEmpty)
        #expect(try names(in: "promo") == ["native-config.json", "pushwoosh.json"])
    }

    @Test func anExplicitFolderIsCreatedWithItsParents() throws {
        try copy("valid-modal.zip")
        let result = run(["unpack", "valid-modal.zip", "work/edit"])
        #expect(result.code == .success)
        #expect(try names(in: "work/edit") == ["native-config.json", "pushwoosh.json"])
    }

    @Test func outputNamesTheFolderAsThePositionalDoes() throws {
        try copy("valid-modal.zip")
        let short = run(["unpack", "-o", "work/short", "valid-modal.zip"])
        #expect(short.code == .success)
        #expect(short.output == "unpacked valid-modal.zip → work/short (native-config.json, pushwoosh.json)\n")
        #expect(try names(in: "work/short") == ["native-config.json", "pushwoosh.json"])
        let long = run(["unpack", "valid-modal.zip", "--output=work/long"])
        #expect(long.code == .success)
        #expect(try names(in: "work/long") == ["native-config.json", "pushwoosh.json"])
        let both = run(["unpack", "valid-modal.zip", "./work/both/", "--output", "work/both"])
        #expect(both.code == .success, "\(both.error)")
        #expect(both.output == "unpacked valid-modal.zip → work/both (native-config.json, pushwoosh.json)\n")
        #expect(try names(in: "work") == ["both", "long", "short"])
    }

    @Test func outputAndAPositionalFolderThatDifferAreAUsageError() throws {
        try copy("valid-modal.zip")
        let result = run(["unpack", "valid-modal.zip", "edit", "-o", "work"])
        #expect(result.code == .usage)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("""
            error: '--output work' and 'edit' cannot be used together (both name the folder to extract into, and they differ; give one)
            Usage: pwtemplate unpack [<options>] <zip> [<folder>]
            """))
        #expect(try names(in: ".") == ["valid-modal.zip"])
    }

    @Test func unsafeEntriesAreSkippedWithANoteAndNeverWritten() throws {
        try copy("parent-path.zip")
        try copy("backslash-name.zip")
        let parent = run(["unpack", "parent-path.zip", "deep/promo"])
        #expect(parent.code == .success)
        #expect(parent.error == "note: skipped ../evil: unsafe name with a \"..\" segment, which could point outside the folder; never written\n")
        #expect(try names(in: "deep") == ["promo"])
        #expect(try names(in: "deep/promo") == ["native-config.json"])

        let backslash = run(["unpack", "backslash-name.zip"])
        #expect(backslash.code == .success)
        #expect(backslash.error.contains("skipped images\\logo.png: unsafe name with a backslash"))
        #expect(try names(in: "backslash-name") == ["native-config.json"])
        #expect(try names(in: ".") == ["backslash-name", "backslash-name.zip", "deep", "parent-path.zip"])
    }

    @Test func aTemplateInsideAFolderIsTakenFromThereWithANote() throws {
        try copy("nested-folder.zip")
        let result = run(["unpack", "nested-folder.zip", "promo"])
        #expect(result.code == .success)
        #expect(result.error.hasPrefix("note: the template files are in the folder \"promo/\" of nested-folder.zip"))
        #expect(try names(in: "promo") == ["native-config.json", "pushwoosh.json"])
    }

    @Test func junkAndImagesAreSkippedWithANote() throws {
        try copy("macos-junk.zip")
        try copy("with-image.zip")
        let junk = run(["unpack", "macos-junk.zip"])
        #expect(junk.error == """
            note: skipped .DS_Store: macOS Finder metadata
            note: skipped __MACOSX/: macOS resource forks (2 entries)

            """)
        let image = run(["unpack", "with-image.zip"])
        #expect(image.error.hasPrefix("note: skipped images/hero.png: never read by the SDKs"))
        #expect(try names(in: "with-image") == ["native-config.json"])
    }

    @Test func aFolderThatHoldsFilesIsReplacedOnlyWithForce() throws {
        try copy("valid-modal.zip", as: "promo.zip")
        try FileManager.default.createDirectory(atPath: folder + "/promo", withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/promo/native-config.json"))
        let refused = run(["unpack", "promo.zip"])
        #expect(refused.code == .usage)
        #expect(refused.error == "error: cannot unpack into 'promo': the folder is not empty; pass --force to write the template files into it\n")
        #expect(try String(contentsOfFile: folder + "/promo/native-config.json", encoding: .utf8) == "mine")

        let forced = run(["unpack", "--force", "promo.zip"])
        #expect(forced.code == .success)
        #expect(try String(contentsOfFile: folder + "/promo/native-config.json", encoding: .utf8) != "mine")
    }

    @Test func forceRemovesAPushwooshFileTheArchiveLacks() throws {
        try copy("with-image.zip", as: "promo.zip")
        try FileManager.default.createDirectory(atPath: folder + "/promo", withIntermediateDirectories: false)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/promo/pushwoosh.json"))
        let result = run(["unpack", "--force", "promo.zip"])
        #expect(result.code == .success)
        #expect(result.error.hasSuffix("note: removed promo/pushwoosh.json: the archive has none\n"))
        #expect(try names(in: "promo") == ["native-config.json"])
    }

    @Test func archivesThatCannotBeUnpackedExitOneAndWriteNothing() throws {
        for fixture in ["not-a-zip.zip", "html-only.zip", "zeros-1gib.zip"] {
            try copy(fixture)
            let result = run(["unpack", fixture])
            #expect(result.code == .findings, "\(fixture)")
            #expect(result.error.hasPrefix("error: cannot unpack '\(fixture)': "), "\(fixture)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/" + fixture.dropLast(4)), "\(fixture)")
        }
    }

    @Test func usageErrorsExitTwo() throws {
        try copy("valid-modal.zip", as: "promo.bin")
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
        let missing = run(["unpack", "nope.zip"])
        #expect(missing.code == .usage)
        #expect(missing.error.hasPrefix("error: no such file: 'nope.zip'\n"))
        let noSuffix = run(["unpack", "promo.bin"])
        #expect(noSuffix.code == .usage)
        #expect(noSuffix.error.hasPrefix("error: 'promo.bin' does not end with .zip; name the folder to extract into\n"))
        #expect(run(["unpack", "promo.bin", "promo"]).code == .success)
        let intoFile = run(["unpack", "promo.bin", "file"])
        #expect(intoFile.code == .usage)
        #expect(intoFile.error == "error: cannot unpack into 'file': it exists and is not a folder\n")
        #expect(run(["unpack"]).code == .usage)
    }

    @Test func packThenUnpackThenPackGivesTheSameBytes() throws {
        try copy("valid-modal.zip")
        #expect(run(["unpack", "valid-modal.zip", "first"]).code == .success)
        #expect(run(["pack", "first"]).code == .success)
        #expect(run(["unpack", "first.zip", "second"]).code == .success)
        #expect(run(["pack", "second"]).code == .success)
        let first = try Data(contentsOf: URL(fileURLWithPath: folder + "/first.zip"))
        let second = try Data(contentsOf: URL(fileURLWithPath: folder + "/second.zip"))
        #expect(first == second)
        #expect(try names(in: "first") == names(in: "second"))
    }

    @Test func defaultFolderDropsTheZipExtension() {
        #expect(UnpackCommand.defaultFolder(for: "a/promo.zip") == "a/promo")
        #expect(UnpackCommand.defaultFolder(for: "PROMO.ZIP") == "PROMO")
        #expect(UnpackCommand.defaultFolder(for: "a/.zip") == nil)
        #expect(UnpackCommand.defaultFolder(for: "promo") == nil)
    }
}
