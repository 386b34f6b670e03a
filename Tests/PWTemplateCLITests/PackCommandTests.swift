import Foundation
import PWTemplateArchive
@testable import PWTemplateCLI
import PWTemplateLint
import PWTemplateSystem
import Testing

/// `pwtemplate pack` run in-process in a scratch folder.
@Suite final class PackCommandTests {
    private let folder: String
    static let modal = """
        {"displayType":"modal","modal":{"showClose":true,"dimBackground":true,"background":"#FFFFFFFF","title":{"text":"Hello","color":"#111111FF"},"buttons":[]}}
        """
    /// A valid `pip` template: iOS only, so a warning unless the run targets iOS alone.
    static let pip = """
        {"displayType":"pip","pip":{"showClose":true,"position":"bottom-left","loop":false,"muted":true,"url":"https://media.example.com/clip.mp4","width":30,"aspectRatio":0.5625}}
        """
    static let broken = "{\n  \"displayType\": \"modal\",\n}\n"

    init() throws {
        folder = NSTemporaryDirectory() + "pwtemplate-pack-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ text: String, to path: String) throws {
        let full = folder + "/" + path
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    private func bytes(_ path: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/" + path)))
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: folder + "/" + path)
    }

    private func run(_ arguments: [String]) -> CLIRun {
        CLIRun(arguments, currentDirectory: folder)
    }

    @Test func aCleanFolderIsPackedBesideItself() throws {
        try write(Self.modal, to: "promo/native-config.json")
        try write(#"{"default_language":"en","localization":{"en":{}}}"#, to: "promo/pushwoosh.json")
        let result = run(["pack", "promo/"])
        #expect(result.code == .success)
        let size = ByteCount.text(UInt64(try bytes("promo.zip").count))
        #expect(result.output == "packed promo → promo.zip (2 entries, \(size))\n")
        #expect(result.error.isEmpty)
        let archive = try ZipArchive(path: folder + "/promo.zip")
        #expect(archive.entries.map(\.name) == ["native-config.json", "pushwoosh.json"])
        #expect(try archive.read(archive.entries[0], limit: 1 << 20) == Array(Self.modal.utf8))
    }

    @Test func filesLeftOutAreListedOnStandardError() throws {
        try write(Self.modal, to: "promo/native-config.json")
        try write("", to: "promo/.DS_Store")
        try write("png", to: "promo/hero.png")
        try write("png", to: "promo/images/logo.png")
        let result = run(["pack", "promo"])
        #expect(result.code == .success)
        #expect(result.error == """
            note: left out promo/.DS_Store: macOS Finder metadata
            note: left out promo/hero.png: never read by the SDKs, which read only native-config.json and pushwoosh.json and take media from HTTPS URLs
            note: left out promo/images/: a folder; the SDKs read files only at the root

            """)
        #expect(try ZipArchive(path: folder + "/promo.zip").entries.map(\.name) == ["native-config.json"])
    }

    @Test func aTemplateWithErrorsIsNotPackedUnlessLintIsSkipped() throws {
        try write(Self.broken, to: "promo/native-config.json")
        let refused = run(["pack", "promo"])
        #expect(refused.code == .findings)
        #expect(refused.output.hasPrefix("promo/native-config.json:2:25: error: [*] trailing comma"))
        #expect(refused.output.hasSuffix("not packed promo: lint found 1 error\n"))
        #expect(!exists("promo.zip"))

        let skipped = run(["pack", "--no-lint", "promo"])
        #expect(skipped.code == .success)
        #expect(skipped.output.hasPrefix("packed promo → promo.zip (1 entry, "))
        #expect(!skipped.output.contains("error"))
        #expect(exists("promo.zip"))
    }

    @Test func warningsAreShownAndRefuseOnlyUnderStrict() throws {
        try write(Self.pip, to: "pip/native-config.json")
        let packed = run(["pack", "pip"])
        #expect(packed.code == .success)
        #expect(packed.output.contains("pip/native-config.json"))
        #expect(packed.output.contains("warning:"))
        #expect(packed.output.contains("packed pip → pip.zip"))

        let strict = run(["pack", "--strict", "--force", "pip"])
        #expect(strict.code == .findings)
        #expect(strict.output.hasSuffix("not packed pip: lint found 1 warning (--strict)\n"))

        let targeted = run(["pack", "--strict", "--force", "--target", "ios", "pip"])
        #expect(targeted.code == .success)
        #expect(targeted.output.hasPrefix("packed pip → pip.zip"))
    }

    @Test func anExistingArchiveIsReplacedOnlyWithForce() throws {
        try write(Self.modal, to: "promo/native-config.json")
        try write("old", to: "promo.zip")
        let refused = run(["pack", "promo"])
        #expect(refused.code == .usage)
        #expect(refused.error.hasPrefix("error: 'promo.zip' already exists; pass --force to replace it\n"))
        #expect(refused.output.isEmpty)
        #expect(try bytes("promo.zip") == Array("old".utf8))

        let forced = run(["pack", "--force", "promo"])
        #expect(forced.code == .success)
        #expect(try ZipArchive(path: folder + "/promo.zip").entries.count == 1)
    }

    @Test func outputNamesTheArchiveOrAFolderForIt() throws {
        try write(Self.modal, to: "promo/native-config.json")
        try FileManager.default.createDirectory(atPath: folder + "/existing", withIntermediateDirectories: false)

        #expect(run(["pack", "promo", "-o", "custom.zip"]).output.hasPrefix("packed promo → custom.zip "))
        #expect(run(["pack", "promo", "--output=existing"]).output.hasPrefix("packed promo → existing/promo.zip "))
        #expect(run(["pack", "promo", "-o", "new/dist/"]).output.hasPrefix("packed promo → new/dist/promo.zip "))
        let written = try ["custom.zip", "existing/promo.zip", "new/dist/promo.zip"].map(bytes)
        #expect(Set(written).count == 1)
    }

    @Test func severalFoldersArePackedIntoAnOutputFolderWithALinePerTemplate() throws {
        try write(Self.modal, to: "campaigns/a/native-config.json")
        try write(Self.broken, to: "campaigns/b/native-config.json")
        try write(Self.modal, to: "campaigns/c/native-config.json")
        let result = run(["pack", "campaigns/a/", "campaigns/b/", "campaigns/c/", "-o", "dist/"])
        #expect(result.code == .findings)
        let lines = result.output.split(separator: "\n").filter { $0.hasPrefix("packed") || $0.hasPrefix("not packed") }
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("packed campaigns/a → dist/a.zip (1 entry, "))
        #expect(lines[1] == "not packed campaigns/b: lint found 1 error")
        #expect(lines[2].hasPrefix("packed campaigns/c → dist/c.zip (1 entry, "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/dist").sorted() == ["a.zip", "c.zip"])
    }

    @Test func severalFoldersWithoutOutputArePackedBesideEach() throws {
        try write(Self.modal, to: "a/native-config.json")
        try write(Self.modal, to: "b/native-config.json")
        let result = run(["pack", "a", "b"])
        #expect(result.code == .success)
        #expect(exists("a.zip") && exists("b.zip"))
    }

    @Test func severalFoldersNeedAnOutputFolderAndDistinctNames() throws {
        try write(Self.modal, to: "a/native-config.json")
        try write(Self.modal, to: "b/native-config.json")
        try write(Self.modal, to: "x/a/native-config.json")

        let file = run(["pack", "a", "b", "-o", "out.zip"])
        #expect(file.code == .usage)
        #expect(file.error.hasPrefix("error: with several folders, --output must be a folder: 'out.zip' is not one"))

        let clash = run(["pack", "a", "x/a", "-o", "dist/"])
        #expect(clash.code == .usage)
        #expect(clash.error.hasPrefix("error: 'a' and 'x/a' would both be packed into 'dist/a.zip'"))
        #expect(!exists("out.zip") && !exists("dist"))
    }

    @Test func anExistingArchiveStopsTheWholeRunBeforeAnythingIsWritten() throws {
        try write(Self.modal, to: "a/native-config.json")
        try write(Self.modal, to: "b/native-config.json")
        try write("old", to: "b.zip")
        let result = run(["pack", "a", "b"])
        #expect(result.code == .usage)
        #expect(!exists("a.zip"))
        #expect(try bytes("b.zip") == Array("old".utf8))
    }

    @Test func aFolderThatIsNoTemplateIsAUsageError() throws {
        try write(Self.modal, to: "campaigns/promo/native-config.json")
        let scan = run(["pack", "campaigns"])
        #expect(scan.code == .usage)
        #expect(scan.error.hasPrefix("error: 'campaigns': not a template folder: no native-config.json at its top\n"))
        let missing = run(["pack", "nope"])
        #expect(missing.code == .usage)
        #expect(missing.error.hasPrefix("error: 'nope': not a template folder: No such file or directory\n"))
        // Issue 12: lint takes a native config under another name; pack, which reads folders, says so.
        try write(Self.modal, to: "promo.json")
        let file = run(["pack", "promo.json"])
        #expect(file.code == .usage)
        #expect(file.error.hasPrefix("error: 'promo.json' is a file, not a template folder: pack reads a folder with native-config.json at its top "
            + "(to pack a native config under another name, copy it into a folder as native-config.json)\n"))
        #expect(!exists("promo.json.zip"))
        let none = run(["pack"])
        #expect(none.code == .usage)
        #expect(none.error.hasPrefix("error: missing argument '<folder>'"))
    }

    @Test func anUnwritableOutputIsAnInternalErrorThatWritesNothing() throws {
        try write(Self.modal, to: "promo/native-config.json")
        try write("a file", to: "blocker")
        let result = run(["pack", "promo", "-o", "blocker/promo.zip"])
        #expect(result.code == .internalError)
        #expect(result.output == "not packed promo: cannot write 'blocker/promo.zip': Not a directory\n")
        #expect(try bytes("blocker") == Array("a file".utf8))
    }

    @Test func theCurrentFolderIsNamedByItsRealName() throws {
        try write(Self.modal, to: "promo/native-config.json")
        let result = CLIRun(["pack", "."], currentDirectory: folder + "/promo")
        #expect(result.code == .success)
        let real = try #require(FileSystem.canonicalPath(folder + "/promo"))
        #expect(result.output.hasPrefix("packed \(real) → \(real).zip "))
        #expect(exists("promo.zip"))
    }
}

/// Pack lints with the `.pwtemplate.json` that applies to the folder, as lint does.
@Suite struct PackConfigurationTests {
    @Test func aRuleTurnedOffInTheConfigurationDoesNotRefuseThePack() throws {
        let folder = NSTemporaryDirectory() + "pwtemplate-pack-config-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/promo", withIntermediateDirectories: true)
        let config = ##"{"displayType":"modal","modal":{"showClose":true,"dimBackground":true,"background":"#FFFFFFFF","image":"http://cdn.example.com/a.png","title":{"text":"Hi","color":"#111111FF"},"buttons":[]}}"##
        try Data(config.utf8).write(to: URL(fileURLWithPath: folder + "/promo/native-config.json"))

        func pack() -> (ExitCode, String) {
            let output = BufferedOutput(), error = BufferedOutput()
            let code = CLI.run(Invocation(
                arguments: ["pack", "--force", "promo"], currentDirectory: folder, standardOutput: output, standardError: error))
            return (code, output.text)
        }
        let (refused, refusal) = pack()
        #expect(refused == .findings)
        #expect(refusal.contains("[insecure-media-url]"))

        try Data(#"{"rules":{"insecure-media-url":"off"}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/.pwtemplate.json"))
        let (packed, text) = pack()
        #expect(packed == .success, "\(text)")
        #expect(text.contains("packed promo → promo.zip"))
    }
}
