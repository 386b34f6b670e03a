import Foundation
import PWTemplateArchive
import PWTemplateLint
@testable import PWTemplateNative
import Testing

/// Writing a scaffold: checks before the first write, refusals that leave the file system as
/// it was, overwriting with `overwrite`, and no temporary files left behind.
@Suite struct ScaffoldWriterTests {
    private let folder: TemporaryFolder
    private let files = [
        ScaffoldFile(name: "native-config.json", bytes: Array("{}\n".utf8)),
        ScaffoldFile(name: "pushwoosh.json", bytes: Array("{\"default_language\":\"en\"}\n".utf8)),
    ]

    init() throws {
        folder = try TemporaryFolder()
    }

    private func listing(_ relativePath: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path + "/" + relativePath).sorted()
    }

    private func text(_ relativePath: String) throws -> String {
        try String(contentsOfFile: folder.path + "/" + relativePath, encoding: .utf8)
    }

    @Test func aNewFolderAppearsWithItsFilesAndNothingElse() throws {
        let removed = try ScaffoldWriter().write(files, to: .folder(folder.path + "/promo"))
        #expect(removed.isEmpty)
        #expect(try listing() == ["promo"])
        #expect(try listing("promo") == ["native-config.json", "pushwoosh.json"])
        #expect(try text("promo/native-config.json") == "{}\n")
    }

    @Test func anEmptyFolderIsFilledWithoutOverwrite() throws {
        try folder.makeFolder("promo")
        try ScaffoldWriter().write(files, to: .folder(folder.path + "/promo"))
        #expect(try listing("promo") == ["native-config.json", "pushwoosh.json"])
    }

    @Test func aFolderWithFilesIsRefusedAndLeftAsItWas() throws {
        try folder.write("old", to: "promo/native-config.json")
        #expect(throws: ScaffoldWriteError.targetExists) {
            try ScaffoldWriter().write(files, to: .folder(folder.path + "/promo"))
        }
        #expect(try listing() == ["promo"])
        #expect(try listing("promo") == ["native-config.json"])
        #expect(try text("promo/native-config.json") == "old")
    }

    @Test func overwriteReplacesTemplateFilesRemovesAStaleOneAndKeepsOthers() throws {
        try folder.write("old", to: "promo/native-config.json")
        try folder.write("old", to: "promo/pushwoosh.json")
        try folder.write("notes", to: "promo/notes.txt")
        let removed = try ScaffoldWriter(overwrite: true).write([files[0]], to: .folder(folder.path + "/promo"))
        #expect(removed == ["pushwoosh.json"])
        #expect(try listing("promo") == ["native-config.json", "notes.txt"])
        #expect(try text("promo/native-config.json") == "{}\n")
        #expect(try text("promo/notes.txt") == "notes")
    }

    @Test func aFileWhereTheFolderGoesIsRefused() throws {
        try folder.write("x", to: "promo")
        #expect(throws: ScaffoldWriteError.targetIsNotFolder) {
            try ScaffoldWriter(overwrite: true).write(files, to: .folder(folder.path + "/promo"))
        }
        #expect(try text("promo") == "x")
    }

    @Test func aMissingParentIsRefusedAndNothingIsCreated() throws {
        for destination in [ScaffoldWriter.Destination.folder(folder.path + "/a/promo"), .archive(folder.path + "/a/promo.zip")] {
            #expect(throws: ScaffoldWriteError.parentMissing) { try ScaffoldWriter().write(files, to: destination) }
        }
        #expect(try listing().isEmpty)
    }

    @Test func anArchiveIsWrittenAndReadsBack() throws {
        try ScaffoldWriter().write(files, to: .archive(folder.path + "/promo.zip"))
        #expect(try listing() == ["promo.zip"])
        let archive = try ZipArchive(path: folder.path + "/promo.zip")
        #expect(archive.entries.map(\.name) == ["native-config.json", "pushwoosh.json"])
    }

    @Test func anExistingArchiveIsRefusedUnlessOverwriting() throws {
        try folder.write("old", to: "promo.zip")
        #expect(throws: ScaffoldWriteError.targetExists) {
            try ScaffoldWriter().write(files, to: .archive(folder.path + "/promo.zip"))
        }
        #expect(try text("promo.zip") == "old")
        try ScaffoldWriter(overwrite: true).write(files, to: .archive(folder.path + "/promo.zip"))
        #expect(try listing() == ["promo.zip"])
        #expect(try ZipArchive(path: folder.path + "/promo.zip").entries.count == 2)
    }

    @Test func aFolderWhereTheArchiveGoesIsRefused() throws {
        try folder.makeFolder("promo.zip")
        #expect(throws: ScaffoldWriteError.targetIsFolder) {
            try ScaffoldWriter(overwrite: true).write(files, to: .archive(folder.path + "/promo.zip"))
        }
        #expect(try listing("promo.zip").isEmpty)
    }

    @Test func aFailedWriteLeavesNoTemporaryFolder() throws {
        // A file name with a folder in it cannot be written inside the hidden folder.
        let broken = [ScaffoldFile(name: "missing/native-config.json", bytes: [])]
        #expect(throws: ScaffoldWriteError.self) { try ScaffoldWriter().write(broken, to: .folder(folder.path + "/promo")) }
        #expect(try listing().isEmpty)
    }
}
