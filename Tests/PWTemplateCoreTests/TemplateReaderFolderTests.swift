import Foundation
@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateNative
import Testing

/// Template folders get the archive rules that apply to files on disk.
@Suite struct TemplateReaderFolderTests {
    private let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder()
    }

    /// A new template folder holding `files` (relative path, bytes); parent folders are created.
    private func folder(_ files: [(String, [UInt8])]) throws -> URL {
        let root = try scratch.makeFolder(UUID().uuidString)
        for (name, bytes) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return root
    }

    @Test func aValidFolderReadsBothFiles() throws {
        let root = try folder([("native-config.json", ArchiveFixtures.modal), ("pushwoosh.json", ArchiveFixtures.pushwoosh)])
        let contents = TemplateReader.readFolder(atPath: root.path)
        #expect(contents.diagnostics.isEmpty)
        #expect(contents.nativeConfig == ArchiveFixtures.modal)
        #expect(contents.pushwoosh == ArchiveFixtures.pushwoosh)
        // A trailing slash names the same folder.
        #expect(TemplateReader.readFolder(atPath: root.path + "/").nativeConfig == ArchiveFixtures.modal)
    }

    @Test func junkAndUnusedFilesAreReportedByRelativePath() throws {
        let root = try folder([
            ("native-config.json", ArchiveFixtures.modal),
            (".DS_Store", [0]),
            ("images/hero.png", [1, 2, 3]),
            ("images/Thumbs.db", [0]),
            ("__MACOSX/images/._hero.png", [0]),
            (".git/config", [0]),
            (".git/objects/aa", [0]),
        ])
        let contents = TemplateReader.readFolder(atPath: root.path)
        #expect(contents.diagnostics.filter { $0.rule == .archiveJunk }.map(\.location.entry) == [".DS_Store", "images/Thumbs.db", "__MACOSX/"])
        #expect(contents.diagnostics.filter { $0.rule == .unusedFile }.map(\.location.entry) == ["images/hero.png"])
        #expect(contents.diagnostics.count == 4)
        #expect(contents.nativeConfig == ArchiveFixtures.modal)
    }

    @Test func folderLayoutRulesMatchTheArchiveOnes() throws {
        let nested = TemplateReader.readFolder(atPath: try folder([("promo/native-config.json", ArchiveFixtures.modal)]).path)
        #expect(nested.diagnostics.map(\.rule) == [.configNotAtRoot])
        #expect(nested.diagnostics.first?.location.entry == "promo/native-config.json")
        #expect(nested.diagnostics.first?.hint?.contains("subfolder \"promo\"") == true)

        let html = TemplateReader.readFolder(atPath: try folder([("index.html", []), ("app.js", [])]).path)
        #expect(html.isHTMLTemplate)
        #expect(html.diagnostics.map(\.rule) == [.htmlTemplate])

        let empty = TemplateReader.readFolder(atPath: try folder([]).path)
        #expect(empty.diagnostics.map(\.rule) == [.configMissing])
        #expect(empty.diagnostics.first?.message.contains("root of the folder") == true)

        let nonASCII = TemplateReader.readFolder(atPath: try folder([("native-config.json", ArchiveFixtures.modal), ("ü.png", [1])]).path)
        #expect(nonASCII.diagnostics.map(\.rule) == [.archiveUnsupportedEntry, .unusedFile])
    }

    @Test func sizeLimitsApplyToFolders() throws {
        var limits = ArchiveLimits.default
        limits.maxJSONEntrySize = 10
        let contents = TemplateReader.readFolder(atPath: try folder([("native-config.json", ArchiveFixtures.modal)]).path, limits: limits)
        #expect(contents.diagnostics.map(\.rule) == [.archiveTooLarge])
        #expect(contents.nativeConfig == nil)
    }

    @Test func symbolicLinksAreNotFollowed() throws {
        let outside = try folder([("native-config.json", ArchiveFixtures.modal), ("secret.txt", [1])])
        let root = try folder([])
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("native-config.json").path,
                                                   withDestinationPath: outside.appendingPathComponent("native-config.json").path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("linked").path, withDestinationPath: outside.path)
        let contents = TemplateReader.readFolder(atPath: root.path)
        let unreadable = contents.diagnostics.filter { $0.rule == .archiveUnreadable }
        #expect(unreadable.map(\.location.entry) == ["native-config.json"])
        #expect(unreadable.first?.message == "cannot read \"native-config.json\": it is a symbolic link, not a file")
        // The linked folder is one entry; nothing inside it was listed.
        #expect(contents.diagnostics.filter { $0.rule == .unusedFile }.map(\.location.entry) == ["linked"])
        #expect(contents.nativeConfig == nil)
    }

    @Test func aConfigThatIsNotARegularFileIsUnreadable() throws {
        // A FIFO cannot be read as a file, even by root (for whom chmod 000 changes nothing).
        let root = try folder([])
        #expect(mkfifo(root.appendingPathComponent("native-config.json").path, 0o644) == 0)
        let contents = TemplateReader.readFolder(atPath: root.path)
        #expect(contents.diagnostics.map(\.rule) == [.archiveUnreadable])
        #expect(contents.diagnostics.first?.message == "cannot read \"native-config.json\": it is not a regular file")
    }

    @Test(.enabled(if: geteuid() != 0, "root reads files whatever their permissions, so chmod 000 cannot make one unreadable"))
    func aConfigWithoutReadPermissionIsUnreadable() throws {
        let root = try folder([("native-config.json", ArchiveFixtures.modal)])
        let config = root.appendingPathComponent("native-config.json").path
        #expect(chmod(config, 0) == 0)
        defer { chmod(config, 0o644) }
        let contents = TemplateReader.readFolder(atPath: root.path)
        #expect(contents.diagnostics.map(\.rule) == [.archiveUnreadable])
        #expect(contents.diagnostics.first?.message == "cannot read \"native-config.json\": permission denied")
    }

    @Test func aMissingFolderOrAFileIsUnreadable() throws {
        let missing = TemplateReader.readFolder(atPath: "/nonexistent/pwtemplate-folder")
        #expect(missing.diagnostics.map(\.message) == ["cannot read the folder: no such file or directory"])
        let file = TemplateReader.readFolder(atPath: ArchiveFixtures.path("valid-modal.zip"))
        #expect(file.diagnostics.map(\.message) == ["cannot read the folder: not a folder"])
    }

    @Test func aFolderIsNotAnArchive() throws {
        let contents = TemplateReader.readArchive(atPath: scratch.url.path)
        #expect(contents.diagnostics.map(\.message) == ["cannot open the archive: a folder, not a ZIP archive"])
        #expect(contents.diagnostics.first?.location.entry == nil)
    }
}
