import Foundation
@testable import PWTemplateCLI
import PWTemplateKinds
import PWTemplateLint
import Testing

/// `new` writes what a scaffold needs for a plain `lint` of it to be clean: an `overrides`
/// entry with its targets in the nearest `.pwtemplate.json` (or a new file beside it), never
/// twice, never into a file it cannot read, and `--target` advice when it leaves the file alone.
@Suite struct NewTargetsTests {
    /// The `lint` command `new` printed last, as arguments (the scaffold paths here need no quoting).
    private static func lintCommand(_ output: String) throws -> [String] {
        let line = try #require(output.split(separator: "\n").last)
        let words = line.split(separator: " ").map(String.init)
        try #require(words.starts(with: ["pwtemplate", "lint"]), "\(output)")
        return Array(words.dropFirst())
    }

    @Test(arguments: KindRegistry.standard.scaffoldNames)
    func everyScaffoldOfEveryKindLintsWithNoFindingsAsWritten(_ name: String) throws {
        let scratch = try ScratchTemplates()
        let created = CLIRun(["new", name], currentDirectory: scratch.path)
        #expect(created.code == .success, "\(created.error)")
        let command = try Self.lintCommand(created.output)
        #expect(command.count == 2, "no options needed: \(command)")
        let lint = CLIRun(command + ["--format", "json"], currentDirectory: scratch.path)
        #expect(lint.code == .success, "\(lint.output)")
        let report = try JSONSerialization.jsonObject(with: Data(lint.output.utf8)) as? [String: Any]
        let summary = try #require(report?["summary"] as? [String: Any], "\(lint.output)")
        for count in ["errors", "warnings", "infos"] {
            #expect(summary[count] as? Int == 0, "\(name): \(lint.output)")
        }
    }

    @Test(arguments: KindRegistry.standard.scaffoldNames)
    func afterInitEveryScaffoldLintsWithoutWarnings(_ name: String) throws {
        let scratch = try ScratchTemplates()
        #expect(CLIRun(["init"], currentDirectory: scratch.path).code == .success)
        let created = CLIRun(["new", name], currentDirectory: scratch.path)
        let lint = CLIRun(try Self.lintCommand(created.output) + ["--fail-level", "warning"], currentDirectory: scratch.path)
        #expect(lint.code == .success, "\(name): \(lint.output)")
    }

    @Test func anExistingConfigurationGetsOneOverridePerScaffoldAndKeepsTheRest() throws {
        let scratch = try ScratchTemplates()
        #expect(CLIRun(["init"], currentDirectory: scratch.path).code == .success)
        let starter = try String(contentsOfFile: scratch.path + "/.pwtemplate.json", encoding: .utf8)
        try FileManager.default.createDirectory(atPath: scratch.path + "/games", withIntermediateDirectories: false)
        let first = CLIRun(["new", "spinwheel", "games/wheel"], currentDirectory: scratch.path)
        #expect(first.code == .success, "\(first.error)")
        #expect(first.output.contains("Added an override to .pwtemplate.json: games/wheel is linted for ios@7.2.1 (iOS\nis the only"))
        let again = CLIRun(["new", "spinwheel", "games/wheel", "--force"], currentDirectory: scratch.path)
        #expect(again.code == .success)
        #expect(!again.output.contains(".pwtemplate.json"), "the override is there already")
        let card = CLIRun(["new", "inbox-wallet", "games/pass"], currentDirectory: scratch.path)
        #expect(!card.output.contains(".pwtemplate.json"), "ios@7.2.1 draws the wallet card")
        let text = try String(contentsOfFile: scratch.path + "/.pwtemplate.json", encoding: .utf8)
        let entry = "    {\"files\": [\"games/wheel\"], \"targets\": [\"ios@7.2.1\"]}\n  ],"
        #expect(text == starter.replacing("    }\n  ],", with: "    },\n" + entry))
        #expect(CLIRun(["lint", "--fail-level", "warning", "."], currentDirectory: scratch.path).code == .success)
    }

    @Test func theNearestConfigurationAboveTheScaffoldIsTheOneExtended() throws {
        let scratch = try ScratchTemplates()
        try scratch.write(#"{"targets": ["ios@7.0.40"]}"#, to: ".pwtemplate.json")
        try FileManager.default.createDirectory(atPath: scratch.path + "/team", withIntermediateDirectories: false)
        let created = CLIRun(["new", "inbox-carousel", "promo"], currentDirectory: scratch.path + "/team")
        #expect(created.output.replacing("\n", with: " ").contains(
            "/.pwtemplate.json: team/promo.inbox.json is linted for ios@7.1.2 (InboxKit draws the carousel card from iOS SDK 7.1.2)."))
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/team/.pwtemplate.json"))
        #expect(CLIRun(["lint", "--strict", "promo.inbox.json"], currentDirectory: scratch.path + "/team").code == .success)
    }

    @Test func aConfigurationThatDoesNotParseIsLeftAloneWithAWarningAndTheTargetsShown() throws {
        let scratch = try ScratchTemplates()
        try scratch.write("{\"targets\": [\"ios\",]", to: ".pwtemplate.json")
        let created = CLIRun(["new", "scratchcard"], currentDirectory: scratch.path)
        #expect(created.code == .success)
        #expect(created.error.hasPrefix("warning: .pwtemplate.json:1:"))
        #expect(created.error.hasSuffix("; the scaffold's targets were not written\n"))
        #expect(try Self.lintCommand(created.output) == ["lint", "--target", "ios", "scratchcard"])
        #expect(try String(contentsOfFile: scratch.path + "/.pwtemplate.json", encoding: .utf8) == "{\"targets\": [\"ios\",]")
    }

    @Test func anEnvironmentConfigurationIsLeftAloneAndTheTargetsShown() throws {
        let scratch = try ScratchTemplates()
        let created = CLIRun(["new", "inbox-video"], environment: ["PWTEMPLATE_CONFIG": "/nonexistent/ci.json"], currentDirectory: scratch.path)
        #expect(created.code == .success)
        #expect(created.output.contains("PWTEMPLATE_CONFIG names the configuration, so it was left alone."))
        #expect(try Self.lintCommand(created.output) == ["lint", "--target", "ios@7.1.2", "inbox-video.inbox.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["inbox-video.inbox.json"])
    }

    @Test func aPathThatWouldBeAGlobIsNotWrittenAsOne() throws {
        let scratch = try ScratchTemplates()
        let created = CLIRun(["new", "spinwheel", "wheel[1]"], currentDirectory: scratch.path)
        #expect(created.code == .success)
        #expect(created.output.contains("'wheel[1]' cannot be named in a configuration file."))
        #expect(created.output.hasSuffix("  pwtemplate lint --target ios 'wheel[1]'\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["wheel[1]"])
    }
}
