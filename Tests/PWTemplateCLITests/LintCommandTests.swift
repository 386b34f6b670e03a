import Foundation
import PWTemplateArchive
import PWTemplateBuildInfo
@testable import PWTemplateCLI
@testable import PWTemplateInApp
@testable import PWTemplateInbox
import PWTemplateLint
import Testing

/// `pwtemplate lint` run in-process with injected arguments, environment and streams.
@Suite struct LintCommandTests {
    struct Run {
        var code: ExitCode
        var output: String
        var error: String
    }

    private let folder: String
    private static let modal = """
        {"displayType":"modal","modal":{"showClose":true,"dimBackground":true,"background":"#FFFFFFFF","title":{"text":"Hello","color":"#111111FF"},"buttons":[]}}
        """

    init() throws {
        folder = NSTemporaryDirectory() + "pwtemplate-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func write(_ text: String, to path: String) throws {
        let full = folder + "/" + path
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    private func run(
        _ arguments: [String], environment: [String: String] = [:], terminal: Bool = false, stdin: [UInt8] = []
    ) -> Run {
        let output = BufferedOutput(isTerminal: terminal)
        let error = BufferedOutput()
        let code = CLI.run(Invocation(
            arguments: arguments, environment: environment, currentDirectory: folder,
            standardOutput: output, standardError: error, readStandardInput: { stdin }))
        return Run(code: code, output: output.text, error: error.text)
    }

    @Test func aCleanTemplateExitsZero() throws {
        try write(Self.modal, to: "promo/native-config.json")
        let result = run(["lint", "promo"])
        #expect(result.code == .success)
        #expect(result.output == "✔ 1 template checked, no problems\n")
        #expect(result.error.isEmpty)
    }

    @Test func errorsExitOneAndAreReportedWithTheirPosition() throws {
        try write("{\n  \"displayType\": \"modal\",\n}\n", to: "promo/native-config.json")
        let result = run(["promo"])
        #expect(result.code == .findings)
        #expect(result.output.hasPrefix("promo/native-config.json:2:25: error: [*] trailing comma"))
        #expect(result.output.contains("[json-syntax]"))
    }

    @Test func warningsFailOnlyUnderStrict() throws {
        try write(Self.modal, to: "promo/native-config.json")
        try write("png", to: "promo/cover.png")
        #expect(run(["promo"]).code == .success)
        let strict = run(["--strict", "promo"])
        #expect(strict.code == .findings)
        #expect(strict.output.contains("[unused-file]"))
    }

    @Test func quietHidesWarningsButKeepsTheExitCode() throws {
        try write(Self.modal, to: "promo/native-config.json")
        try write("png", to: "promo/cover.png")
        let quiet = run(["--quiet", "--strict", "promo"])
        #expect(quiet.code == .findings)
        #expect(!quiet.output.contains("[unused-file]"))
    }

    @Test func colourFollowsTheTerminalNoColorAndTheFlag() throws {
        try write("[]", to: "promo/native-config.json")
        let escape = "\u{1B}["
        #expect(run(["promo"], terminal: true).output.contains(escape))
        #expect(!run(["promo"], terminal: false).output.contains(escape))
        #expect(!run(["promo"], environment: ["NO_COLOR": "1"], terminal: true).output.contains(escape))
        #expect(run(["--color", "always", "promo"], environment: ["NO_COLOR": "1"]).output.contains(escape))
        #expect(!run(["--color", "never", "promo"], terminal: true).output.contains(escape))
        #expect(!run(["--format", "json", "promo"], terminal: true).output.contains(escape))
    }

    @Test func jsonReportsHaveTheSameExitCode() throws {
        try write("[]", to: "promo/native-config.json")
        let result = run(["--format", "json", "promo"])
        #expect(result.code == .findings)
        #expect(result.output.contains("\"rule\": \"json-root-not-object\""))
    }

    @Test func usageErrorsExitTwoOnStandardError() {
        let result = run(["lint", "--formt", "json"])
        #expect(result.code == .usage)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("did you mean '--format'?"))
    }

    @Test func aMissingPathExitsTwoNamingIt() {
        let result = run(["lint", "missing.zip"])
        #expect(result.code == .usage)
        #expect(result.error.contains("'missing.zip'"))
    }

    @Test func anEmptyScanExitsTwoUnlessAllowed() throws {
        try FileManager.default.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: true)
        #expect(run(["empty"]).code == .usage)
        let allowed = run(["--allow-empty", "empty"])
        #expect(allowed.code == .success)
        #expect(allowed.error.contains("no templates found in 'empty'"))
    }

    // Issue 12 (no silent pass): a named file lint cannot read is a usage error, no longer a note
    // with exit 0; pre-commit passes only files matching the hooks' `files:` pattern.
    @Test func explicitFilesThatAreNotTemplatesAreAUsageError() throws {
        try write("# notes", to: "README.md")
        try write(Self.modal, to: "promo/native-config.json")
        let result = run(["promo", "README.md"])
        #expect(result.code == .usage)
        #expect(result.output.isEmpty)
        #expect(result.error == "error: 'README.md' is not a template: expected a .zip file, a template folder (with native-config.json), "
            + #"its native-config.json or pushwoosh.json, or a .json native config under another name (a root object with "displayType")"#
            + "; or " + InboxKind().acceptedPaths + "; or " + InAppKind().acceptedPaths + "\n  See 'pwtemplate help lint' for more information.\n")
    }

    @Test func anEmptyFolderBesideATemplateIsAUsageErrorUnlessAllowed() throws {
        try FileManager.default.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: true)
        try write(Self.modal, to: "promo/native-config.json")
        let result = run(["promo", "empty"])
        #expect(result.code == .usage)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("error: no templates found in 'empty'"))
        let allowed = run(["--allow-empty", "promo", "empty"])
        #expect(allowed.code == .success)
        #expect(allowed.error == "note: no templates found in 'empty'\n")
        #expect(allowed.output == "✔ 1 template checked, no problems\n")
    }

    @Test func standardInputIsReadAsAZipAndNamed() {
        let result = run(["-", "--stdin-filename", "promo.zip"], stdin: Array("not a zip".utf8))
        #expect(result.code == .findings)
        #expect(result.output.hasPrefix("promo.zip: error: "))
        #expect(result.output.contains("[archive-unreadable]"))
    }

    @Test func versionNamesTheVersionTheCommitAndLibzip() {
        let result = run(["--version"])
        #expect(result.code == .success)
        #expect(result.output == "pwtemplate \(ToolInfo.version) (\(BuildInfo.commit), libzip \(Libzip.version))\n")
    }

    @Test func aRefusedReportIsAnInternalError() throws {
        try write(Self.modal, to: "promo/native-config.json")
        let error = BufferedOutput()
        let code = CLI.run(Invocation(
            arguments: ["promo"], currentDirectory: folder, standardOutput: RefusingOutput(), standardError: error))
        #expect(code == .internalError)
        #expect(error.text.contains("cannot write"))
    }
}

/// A destination that refuses every write, like a closed pipe or a full disk.
private struct RefusingOutput: OutputSink {
    func write(_ text: String) -> Bool { false }
    var isTerminal: Bool { false }
}
