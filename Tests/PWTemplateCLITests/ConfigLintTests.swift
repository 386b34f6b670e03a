@testable import PWTemplateCLI
import Testing

extension CLIRun {
    /// Runs `arguments` in `currentDirectory` with `environment`.
    init(_ arguments: [String], environment: [String: String], currentDirectory: String) {
        let output = BufferedOutput()
        let error = BufferedOutput()
        code = CLI.run(Invocation(
            arguments: arguments, environment: environment, currentDirectory: currentDirectory,
            standardOutput: output, standardError: error))
        self.output = output.text
        self.error = error.text
    }
}

/// `pwtemplate lint` with `.pwtemplate.json` files, in-process on scratch repositories.
@Suite struct ConfigLintTests {
    static let modal = """
        {"displayType":"modal","modal":{"showClose":true,"dimBackground":true,"background":"#FFFFFFFF","title":{"text":"Hello","color":"#111111FF"},"buttons":[]}}
        """
    let scratch: ScratchTemplates

    /// A repository with two template folders, `a/one` and `b/two`, each with an unused file (a warning).
    init() throws {
        scratch = try ScratchTemplates()
        try scratch.write("", to: ".git/HEAD")
        for template in ["a/one", "b/two"] {
            try scratch.write(Self.modal, to: "\(template)/native-config.json")
            try scratch.write("png", to: "\(template)/cover.png")
        }
    }

    private func run(_ arguments: [String], environment: [String: String] = [:], in folder: String = "") -> CLIRun {
        CLIRun(arguments, environment: environment, currentDirectory: scratch.path + (folder.isEmpty ? "" : "/" + folder))
    }

    @Test func eachTemplateGetsItsNearestConfiguration() throws {
        try scratch.write(#"{"rules": {"unused-file": "error"}}"#, to: ".pwtemplate.json")
        try scratch.write(#"{"rules": {"unused-file": "off"}}"#, to: "a/.pwtemplate.json")
        let result = run(["lint"])
        #expect(result.code == .findings)
        #expect(result.output.contains("b/two/cover.png: error: "))
        #expect(!result.output.contains("a/one"))
        #expect(result.error.isEmpty)
    }

    @Test func withoutAFileTheDefaultsApply() {
        let result = run(["lint"])
        #expect(result.code == .success)
        #expect(result.output.contains("a/one/cover.png: warning: "))
    }

    @Test func theEnvironmentNamesAFileAndFlagsBeatIt() throws {
        try scratch.write(#"{"rules": {"unused-file": "off"}}"#, to: ".pwtemplate.json")
        try scratch.write(#"{"rules": {"unused-file": "error"}}"#, to: "ci/strict.json")
        try scratch.write(#"{"rules": {"unused-file": "info"}}"#, to: "ci/info.json")
        let environment = ["PWTEMPLATE_CONFIG": "ci/strict.json"]
        #expect(run(["lint", "a"], environment: environment).output.contains("cover.png: error: "))
        #expect(run(["lint", "a", "--config", "ci/info.json"], environment: environment).output.contains("cover.png: info: "))
        #expect(run(["lint", "a", "--no-config"], environment: environment).output.contains("cover.png: warning: "))
        #expect(!run(["lint", "a"]).output.contains("cover.png"))
        #expect(run(["lint", "a", "--enable", "unused-file"]).output.contains("cover.png: warning: "))
        let disabled = run(["lint", "a", "--disable", "unused-file"], environment: environment)
        #expect(disabled.code == .success && !disabled.output.contains("cover.png"))
    }

    @Test func targetsFromTheFileAndTheFlag() throws {
        try scratch.write(#"{"displayType":"video","video":{"showClose":true,"url":"https://e.com/v.mp4"}}"#, to: "v/native-config.json")
        try scratch.write(#"{"targets": ["ios", "android"]}"#, to: ".pwtemplate.json")
        let explicit = run(["lint", "v"])
        // `android` without a version is 6.10.0, which rejects video (Android 6.11.0 parses it, sdk-behaviour §15).
        #expect(explicit.output.contains("[sdk-version]"))
        #expect(explicit.code == .findings)
        let iOS = run(["lint", "v", "--target", "ios"])
        #expect(!iOS.output.contains("[sdk-version]"))
    }

    @Test func excludedTemplatesAreSkippedAndNamedOnesGetANote() throws {
        try scratch.write(#"{"exclude": ["b/**"]}"#, to: ".pwtemplate.json")
        let scan = run(["lint"])
        #expect(!scan.output.contains("b/two"))
        #expect(scan.output.contains("a/one"))
        #expect(scan.error.isEmpty)
        let named = run(["lint", "b/two/native-config.json"])
        #expect(named.code == .success)
        #expect(named.error == "note: skipped 'b/two': excluded by 'b/**' in .pwtemplate.json\n")
        #expect(named.output == "no template was linted\n")
    }

    @Test func aBrokenFileStopsTheRunWithItsPosition() throws {
        try scratch.write("{\n  \"rule\": {}\n}\n", to: "b/.pwtemplate.json")
        let result = run(["lint"])
        #expect(result.code == .usage)
        #expect(result.output.isEmpty)
        #expect(result.error == "b/.pwtemplate.json:2:3: error: unknown key 'rule'; did you mean 'rules'?\n"
            + "  See docs/configuration.md for every key of .pwtemplate.json.\n")
        let missing = run(["lint", "--config", "nope.json"])
        #expect(missing.code == .usage)
        #expect(missing.error.hasPrefix("nope.json: error: no such configuration file\n"))
    }

    @Test func unknownRulesOnTheCommandLineSuggestTheNearest() {
        let result = run(["lint", "--disable", "unused-fil"])
        #expect(result.code == .usage)
        #expect(result.error.hasPrefix("error: unknown rule 'unused-fil'; did you mean 'unused-file'?\n"))
        let both = run(["lint", "--enable", "unused-file", "--disable", "unused-file"])
        #expect(both.code == .usage)
        #expect(both.error.hasPrefix("error: '--enable unused-file' and '--disable unused-file' cannot be used together"))
        #expect(run(["lint", "--config", "x.json", "--no-config"]).code == .usage)
    }

    @Test func ignoresAcceptFindingsAndUnusedOnesAreReported() throws {
        try scratch.write("""
            {
              "ignore": [
                {"path": "a/one", "entry": "cover.png", "rules": ["unused-file"], "reason": "kept for the next campaign"},
                {"path": "b/two", "rules": ["json-bom"], "reason": "was saved by Notepad"}
              ]
            }
            """, to: ".pwtemplate.json")
        let result = run(["lint"])
        #expect(result.code == .success)
        #expect(!result.output.contains("a/one/cover.png"))
        #expect(result.output.contains("b/two/cover.png: warning: "))
        #expect(result.output.contains("""
            .pwtemplate.json:4:5: info: ignore entry matches no finding: json-bom in 'b/two' [unused-ignore]
               |
             4 |     {"path": "b/two", "rules": ["json-bom"], "reason": "was saved by Notepad"}
               |     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            """))
        // The configuration file's own finding is counted as a problem, not as a template.
        #expect(result.output.hasSuffix("✖ 2 problems (0 errors, 1 warning, 1 info) in 1 template\n"))
        let strict = run(["lint", "--strict"])
        #expect(strict.code == .findings)
        #expect(strict.output.contains(".pwtemplate.json:4:5: error: ignore entry matches no finding"))
        // A hook linting one template hears nothing about the entries of the others.
        let hook = run(["lint", "a/one/native-config.json"])
        #expect(!hook.output.contains("unused-ignore"))
    }

    @Test func theFileFailLevelAppliesUnlessAFlagSaysOtherwise() throws {
        try scratch.write(#"{"failLevel": "warning"}"#, to: ".pwtemplate.json")
        #expect(run(["lint"]).code == .findings)
        try scratch.write(#"{"failLevel": "never", "rules": {"unused-file": "error"}}"#, to: ".pwtemplate.json")
        #expect(run(["lint"]).code == .success)
        #expect(run(["lint", "--strict"]).code == .findings)
    }

    @Test func theJSONReportNamesTheConfigurationFileOfAnUnusedIgnore() throws {
        try scratch.write(#"{"ignore": [{"path": "**", "rules": ["json-bom"], "reason": "r"}]}"#, to: "a/.pwtemplate.json")
        let result = run(["lint", "--format", "json", "a"])
        #expect(result.output.contains(#": "a","#))
        #expect(result.output.contains(#""entry": ".pwtemplate.json""#))
        #expect(result.output.contains(#": "unused-ignore","#))
        #expect(result.output.contains(#""pointer": "/ignore/0""#))
    }

    @Test func aSplitRuleIDInTheFileOrAFlagGetsANoteNamingTheNewID() throws {
        try scratch.write(#"{"rules": {"placeholder-platform-divergence": "error"}}"#, to: ".pwtemplate.json")
        let note = "'placeholder-platform-divergence' no longer covers CapitalizeFirst and CapitalizeAllFirst case differences: "
            + "they are reported as 'placeholder-capitalize-divergence' now; configure that id\n"
        let configured = run(["lint", "a"])
        #expect(configured.code == .success)
        #expect(configured.error == ".pwtemplate.json:1:12: note: " + note)
        let flagged = run(["lint", "--no-config", "--disable", "placeholder-platform-divergence", "a"])
        #expect(flagged.error == "note: " + note)
        #expect(run(["lint", "--no-config", "--disable", "placeholder-capitalize-divergence", "a"]).error.isEmpty)
    }
}
