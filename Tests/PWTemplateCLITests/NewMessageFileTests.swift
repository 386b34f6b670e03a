import Foundation
@testable import PWTemplateCLI
import Testing

/// `new` of a one-file kind (inbox and In-App messages): the scaffold is `<name>` with the
/// kind's ending, refused when it exists or names a folder, written over with `--force`, and
/// never an archive or a translations file.
@Suite struct NewMessageFileTests {
    private static let scaffolds = [("inbox-banner", ".inbox.json"), ("inapp-center", ".inapp.json")]

    private func contents(_ scratch: ScratchTemplates) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
    }

    @Test(arguments: scaffolds)
    func theNameGetsTheKindsEndingOnce(_ scaffold: String, _ suffix: String) throws {
        let scratch = try ScratchTemplates()
        let run = CLIRun(["new", scaffold, "promo"], currentDirectory: scratch.path)
        #expect(run.code == .success, "\(run.error)")
        #expect(run.output.hasPrefix("Created promo\(suffix)\n"))
        #expect(run.output.hasSuffix("\n  pwtemplate lint promo\(suffix)\n"))
        let again = CLIRun(["new", scaffold, "spring\(suffix)"], currentDirectory: scratch.path)
        #expect(again.code == .success, "\(again.error)")
        #expect(try contents(scratch) == ["promo\(suffix)", "spring\(suffix)"])
        let lint = CLIRun(["lint", "promo\(suffix)", "spring\(suffix)"], currentDirectory: scratch.path)
        #expect(lint.code == .success, "\(lint.output)")
    }

    @Test(arguments: scaffolds)
    func withoutANameTheFileIsNamedAfterTheScaffold(_ scaffold: String, _ suffix: String) throws {
        let scratch = try ScratchTemplates()
        #expect(CLIRun(["new", scaffold], currentDirectory: scratch.path).code == .success)
        #expect(try contents(scratch) == [scaffold + suffix])
    }

    @Test(arguments: scaffolds)
    func anExistingFileIsKeptWithoutForce(_ scaffold: String, _ suffix: String) throws {
        let scratch = try ScratchTemplates()
        try scratch.write("mine", to: "promo\(suffix)")
        let refused = CLIRun(["new", scaffold, "promo"], currentDirectory: scratch.path)
        #expect(refused.code == .usage)
        #expect(refused.error == "error: 'promo\(suffix)' already exists; nothing was written\n  Pass --force to replace it, or choose another name.\n")
        #expect(try String(contentsOfFile: scratch.path + "/promo\(suffix)", encoding: .utf8) == "mine")
        let forced = CLIRun(["new", scaffold, "promo", "--force"], currentDirectory: scratch.path)
        #expect(forced.code == .success, "\(forced.error)")
        #expect(try String(contentsOfFile: scratch.path + "/promo\(suffix)", encoding: .utf8).hasPrefix("{"))
    }

    @Test(arguments: scaffolds)
    func aFolderOrAMissingParentIsRefused(_ scaffold: String, _ suffix: String) throws {
        let scratch = try ScratchTemplates()
        try FileManager.default.createDirectory(atPath: scratch.path + "/promo\(suffix)", withIntermediateDirectories: false)
        let folder = CLIRun(["new", scaffold, "promo", "--force"], currentDirectory: scratch.path)
        #expect(folder.code == .usage)
        #expect(folder.error.hasPrefix("error: 'promo\(suffix)' is a folder; nothing was written\n"))
        let parent = CLIRun(["new", scaffold, "missing/promo"], currentDirectory: scratch.path)
        #expect(parent.code == .usage)
        #expect(parent.error.hasPrefix("error: cannot create 'missing/promo\(suffix)': its parent folder does not exist"))
    }

    @Test(arguments: scaffolds, [["--zip"], ["--languages", "en,de"]])
    func anArchiveOrTranslationsAreRefused(_ scaffold: (String, String), _ options: [String]) throws {
        let scratch = try ScratchTemplates()
        let run = CLIRun(["new", scaffold.0, "promo"] + options, currentDirectory: scratch.path)
        #expect(run.code == .usage)
        #expect(run.error.hasPrefix("error: '\(options[0])' and '\(scaffold.0)' cannot be used together ('\(scaffold.0)' writes one \(scaffold.1) file)\n"))
        #expect(try contents(scratch).isEmpty)
    }
}
