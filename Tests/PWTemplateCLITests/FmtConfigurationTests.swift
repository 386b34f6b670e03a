@testable import PWTemplateCLI
import Testing

/// `fmt` and `.pwtemplate.json`: `exclude` and `fmt.exclude` leave templates alone, chosen
/// as `lint` chooses the file (discovery, `--config`, `--no-config`).
@Suite struct FmtConfigurationTests {
    /// `kept` and `broken` (a trailing comma) and `skipped`, none formatted, under `config`.
    static func templates(config: String) throws -> ScratchTemplates {
        let scratch = try ScratchTemplates()
        try scratch.write(FmtCommandTests.compactConfig, to: "kept/native-config.json")
        try scratch.write(FmtCommandTests.compactConfig, to: "skipped/native-config.json")
        try scratch.write(#"{"displayType": "modal", "modal": {"showClose": true,}}"#, to: "broken/native-config.json")
        try scratch.write(config, to: ".pwtemplate.json")
        return scratch
    }

    @Test func excludedTemplatesFoundByAScanAreLeftAloneSilently() throws {
        let scratch = try Self.templates(config: #"{"exclude": ["skipped"], "fmt": {"exclude": ["broken"]}}"#)
        let result = scratch.run(["fmt", "--check", "."])
        #expect(result.code == .findings)
        #expect(result.output == "would reformat kept/native-config.json\n1 file would be reformatted, 0 files already formatted\n")
        #expect(result.error.isEmpty)
        #expect(scratch.run(["fmt", "."]).code == .success)
        #expect(try FmtCommandTests.read(scratch, "kept/native-config.json") == FmtCommandTests.formattedConfig)
        #expect(try FmtCommandTests.read(scratch, "skipped/native-config.json") == FmtCommandTests.compactConfig)
        #expect(scratch.run(["fmt", "--check", "."]).code == .success)
    }

    @Test func fmtExcludeLeavesLintAlone() throws {
        let scratch = try Self.templates(config: #"{"fmt": {"exclude": ["broken", "skipped"]}}"#)
        #expect(scratch.run(["fmt", "--check", "."]).output.hasPrefix("would reformat kept/native-config.json\n"))
        let lint = scratch.run(["lint", "broken"])
        #expect(lint.code == .findings)
        #expect(lint.output.contains("trailing comma before '}' [json-syntax]"))
    }

    @Test func anExcludedTemplateNamedOnTheCommandLineGetsANote() throws {
        let scratch = try Self.templates(config: #"{"fmt": {"exclude": ["broken"]}}"#)
        let result = scratch.run(["fmt", "--check", "broken/native-config.json"])
        #expect(result.code == .success)
        #expect(result.output == "0 files would be reformatted, 0 files already formatted\n")
        #expect(result.error == "note: skipped 'broken': excluded by 'broken' in .pwtemplate.json\n")
    }

    @Test func aJSONErrorOutsideTheExclusionsStillFails() throws {
        let scratch = try Self.templates(config: #"{"fmt": {"exclude": ["skipped"]}}"#)
        let result = scratch.run(["fmt", "--check", "broken"])
        #expect(result.code == .findings)
        #expect(result.error.contains("trailing comma before '}' [json-syntax]"))
        #expect(result.output.hasSuffix("1 file with JSON errors not formatted\n"))
    }

    @Test func noConfigAndConfigChooseTheFileAsLintDoes() throws {
        let scratch = try Self.templates(config: #"{"fmt": {"exclude": ["broken", "skipped"]}}"#)
        try scratch.write(#"{"fmt": {"exclude": ["kept"]}}"#, to: "other.json")
        let none = scratch.run(["fmt", "--check", "--no-config", "kept", "skipped"])
        #expect(none.output.hasSuffix("2 files would be reformatted, 0 files already formatted\n"))
        let other = scratch.run(["fmt", "--check", "--config", "other.json", "kept", "skipped"])
        #expect(other.output == "would reformat skipped/native-config.json\n1 file would be reformatted, 0 files already formatted\n")
        #expect(other.error == "note: skipped 'kept': excluded by 'kept' in other.json\n")
        let both = scratch.run(["fmt", "--config", "other.json", "--no-config", "kept"])
        #expect(both.code == .usage)
    }

    @Test func everyTemplateExcludedIsNoted() throws {
        let scratch = try Self.templates(config: #"{"exclude": ["kept"], "fmt": {"exclude": ["broken", "skipped"]}}"#)
        let result = scratch.run(["fmt", "--check"])
        #expect(result.code == .success)
        #expect(result.error == "note: all 3 templates found are excluded by the configuration\n")
    }

    @Test(arguments: [
        (#"{"fmt": {"exclude": "broken"}}"#, "'fmt.exclude' must be an array"),
        (#"{"fmt": {"include": []}}"#, "include"),
        (#"{"fmt": []}"#, "'fmt' must be an object"),
    ])
    func aConfigurationThatCannotBeUsedIsAUsageError(config: String, message: String) throws {
        let scratch = try Self.templates(config: config)
        let result = scratch.run(["fmt", "--check", "kept"])
        #expect(result.code == .usage)
        #expect(result.error.hasPrefix(".pwtemplate.json:1:"), "\(result.error)")
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.output.isEmpty)
    }
}
