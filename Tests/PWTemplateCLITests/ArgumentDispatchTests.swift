@testable import PWTemplateCLI
import Testing

@Suite("Command dispatch")
struct ArgumentDispatchTests {
    private func parse(_ arguments: [String], existing: Set<String> = []) throws(UsageError) -> ParsedCommand {
        try CommandLineParser.parse(arguments, pathExists: existing.contains)
    }

    private var rootHelp: ParsedCommand { .help(HelpRenderer.help(for: CommandPath(root: .root))) }
    private var lintHelp: ParsedCommand { .help(HelpRenderer.help(for: CommandPath(root: .root).appending(.lint))) }

    @Test func noArgumentsLintsTheCurrentFolder() throws {
        #expect(try parse([]) == .lint(LintOptions()))
        #expect(try parse(["lint"]) == .lint(LintOptions()))
    }

    @Test(arguments: [["--help"], ["-h"], ["help"], ["-h", "lint"], ["x.zip", "--help"]])
    func rootHelpForms(_ arguments: [String]) throws {
        #expect(try parse(arguments) == rootHelp)
    }

    @Test(arguments: [["help", "lint"], ["lint", "--help"], ["lint", "-h"], ["lint", "--format", "xml", "--help"]])
    func lintHelpForms(_ arguments: [String]) throws {
        #expect(try parse(arguments) == lintHelp)
    }

    @Test func helpOfOtherSubcommands() throws {
        let root = CommandPath(root: .root)
        #expect(try parse(["help", "help"]) == .help(HelpRenderer.help(for: root.appending(.help))))
        #expect(try parse(["help", "--help"]) == .help(HelpRenderer.help(for: root.appending(.help))))
        #expect(try parse(["version", "-h"]) == .help(HelpRenderer.help(for: root.appending(.version))))
        #expect(try parse(["help", "version"]) == .help(HelpRenderer.help(for: root.appending(.version))))
    }

    @Test(arguments: [["--version"], ["version"]])
    func versionForms(_ arguments: [String]) throws {
        #expect(try parse(arguments) == .version)
    }

    @Test func explicitLintWithPaths() throws {
        #expect(try parse(["lint", "a.zip", "templates"]) == .lint(LintOptions(paths: ["a.zip", "templates"])))
    }

    @Test func pathsWithoutSubcommand() throws {
        #expect(try parse(["x.zip"]) == .lint(LintOptions(paths: ["x.zip"])))
        #expect(try parse(["promo/native-config.json", "b.zip"])
            == .lint(LintOptions(paths: ["promo/native-config.json", "b.zip"])))
    }

    @Test func standardInput() throws {
        #expect(try parse(["-"]) == .lint(LintOptions(paths: ["-"])))
        #expect(try parse(["-", "--stdin-filename", "promo.zip"])
            == .lint(LintOptions(paths: ["-"], stdinFilename: "promo.zip")))
    }

    @Test func doubleDashMakesDashedPaths() throws {
        #expect(try parse(["--", "-x.zip"]) == .lint(LintOptions(paths: ["-x.zip"])))
        #expect(try parse(["lint", "--strict", "--", "-x.zip", "--quiet"])
            == .lint(LintOptions(paths: ["-x.zip", "--quiet"], strict: true)))
    }

    @Test func lintOptionsBeforePathsWithoutSubcommand() throws {
        #expect(try parse(["--format", "json", "x.zip"]) == .lint(LintOptions(paths: ["x.zip"], formats: [ReportDestination(format: .json)])))
    }

    @Test func everyLintOption() throws {
        let arguments = [
            "lint", "--format=json", "--format", "sarif:out/r.sarif", "--color", "never", "--strict",
            "--max-warnings", "3", "--quiet", "--stdin-filename", "promo.zip", "--allow-empty", "-",
        ]
        #expect(try parse(arguments) == .lint(LintOptions(
            paths: ["-"],
            formats: [ReportDestination(format: .json), ReportDestination(format: .sarif, path: "out/r.sarif")],
            color: .never, strict: true, maxWarnings: 3, quiet: true,
            stdinFilename: "promo.zip", allowEmpty: true
        )))
    }

    @Test func anExistingPathIsLintedEvenWhenItLooksLikeACommand() throws {
        #expect(try parse(["lnt"], existing: ["lnt"]) == .lint(LintOptions(paths: ["lnt"])))
    }

    @Test func aMissingPathFarFromAnyCommandIsLeftToLint() throws {
        #expect(try parse(["missing.zip"]) == .lint(LintOptions(paths: ["missing.zip"])))
    }

    @Test func subcommandNamesAfterTheFirstArgumentArePaths() throws {
        #expect(try parse(["lint", "help"]) == .lint(LintOptions(paths: ["help"])))
        #expect(try parse(["--strict", "version"]) == .lint(LintOptions(paths: ["version"], strict: true)))
    }
}
