import Foundation
@testable import PWTemplateSystem
import Testing

/// The file-system steps `pack` and `unpack` write with: atomic replacement and folder creation.
@Suite struct PackAtomicWriteTests {
    private let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder()
    }

    private func contents(_ path: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    }

    private func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
    }

    @Test func aNewFileIsWrittenWhole() throws {
        let path = scratch.path("new.zip")
        try FileSystem.writeFileAtomically([1, 2, 3], to: path)
        #expect(try contents(path) == [1, 2, 3])
        try FileSystem.writeFileAtomically([], to: path)
        #expect(try contents(path) == [])
        #expect(try names() == ["new.zip"])
    }

    @Test func replacingWritesANewFileInsteadOfOverwritingTheOldOne() throws {
        let path = scratch.path("promo.zip")
        let keep = scratch.path("keep.zip")
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        // A second name for the old file: an in-place overwrite would change it too.
        try FileManager.default.linkItem(atPath: path, toPath: keep)
        try FileSystem.writeFileAtomically(Array("new".utf8), to: path)
        #expect(try contents(path) == Array("new".utf8))
        #expect(try contents(keep) == Array("old".utf8))
        #expect(try names() == ["keep.zip", "promo.zip"])
    }

    @Test func aFailedRenameLeavesTheTargetAndNoTemporaryFile() throws {
        // rename(2) cannot put a file over a folder that holds something.
        let target = try scratch.makeFolder("promo.zip")
        try Data("inside".utf8).write(to: target.appendingPathComponent("file"))
        #expect(throws: FileSystemError.self) {
            try FileSystem.writeFileAtomically([1], to: target.path)
        }
        #expect(try names() == ["promo.zip"])
        #expect(try contents(target.appendingPathComponent("file").path) == Array("inside".utf8))
    }

    @Test func aParentThatIsAFileIsAnError() throws {
        let file = scratch.path("file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: FileSystemError(code: .notFound, path: file + "/promo.zip", reason: "Not a directory")) {
            try FileSystem.writeFileAtomically([1], to: file + "/promo.zip")
        }
        #expect(try names() == ["file"])
    }

    @Test func createFolderMakesMissingParentsAndAcceptsAnExistingFolder() throws {
        let path = scratch.path("a/b/c")
        try FileSystem.createFolder(atPath: path)
        try FileSystem.createFolder(atPath: path + "/")
        #expect(try FileSystem.resolvedKind(of: path) == .directory)

        let file = scratch.path("file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: FileSystemError.self) { try FileSystem.createFolder(atPath: file) }
        #expect(throws: FileSystemError.self) { try FileSystem.createFolder(atPath: file + "/sub") }
    }

    @Test func removeFileRemovesOnlyFiles() throws {
        let file = scratch.path("file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        try FileSystem.removeFile(file)
        #expect(!FileSystem.exists(file))
        #expect(throws: FileSystemError.self) { try FileSystem.removeFile(file) }
        let folder = try scratch.makeFolder("folder")
        #expect(throws: FileSystemError.self) { try FileSystem.removeFile(folder.path) }
        #expect(FileSystem.exists(folder.path))
    }
}
