import Foundation
import PWTemplateArchive
@testable import PWTemplateCLI
import PWTemplateLint
import Testing

/// `pwtemplate fmt`: what it writes, what `--check` and `--diff` leave alone, and its exit codes.
@Suite struct FmtCommandTests {
    static let compactConfig = #"{"displayType": "modal", "modal": {"showClose": true, "title": {"text": "{{t|text|Hi\u0021}}", "size": 1.0}, "buttons": []}}"#
    static let formattedConfig = #"""
        {
          "displayType": "modal",
          "modal": {
            "showClose": true,
            "title": {
              "text": "{{t|text|Hi\u0021}}",
              "size": 1.0
            },
            "buttons": []
          }
        }

        """#
    static let formattedLocalization = "{\n  \"default_language\": \"en\",\n  \"localization\": {}\n}\n"

    static func read(_ scratch: ScratchTemplates, _ path: String) throws -> String {
        try String(contentsOfFile: scratch.path + "/" + path, encoding: .utf8)
    }

    static func templateFolder() throws -> ScratchTemplates {
        let scratch = try ScratchTemplates()
        try scratch.write(compactConfig, to: "promo/native-config.json")
        try scratch.write(formattedLocalization, to: "promo/pushwoosh.json")
        return scratch
    }

    @Test func writesTheCanonicalLayoutAndASecondRunChangesNothing() throws {
        let scratch = try Self.templateFolder()
        let first = scratch.run(["fmt", "promo"])
        #expect(first.code == .success)
        #expect(first.output == "reformatted promo/native-config.json\n1 file reformatted, 1 file left unchanged\n")
        #expect(first.error.isEmpty)
        #expect(try Self.read(scratch, "promo/native-config.json") == Self.formattedConfig)
        #expect(try Self.read(scratch, "promo/pushwoosh.json") == Self.formattedLocalization)
        let second = scratch.run(["fmt", "promo"])
        #expect(second.code == .success)
        #expect(second.output == "0 files reformatted, 2 files left unchanged\n")
        #expect(try Self.read(scratch, "promo/native-config.json") == Self.formattedConfig)
    }

    @Test func checkListsTheFilesAndWritesNothing() throws {
        let scratch = try Self.templateFolder()
        let result = scratch.run(["fmt", "--check", "promo"])
        #expect(result.code == .findings)
        #expect(result.output == "would reformat promo/native-config.json\n1 file would be reformatted, 1 file already formatted\n")
        #expect(try Self.read(scratch, "promo/native-config.json") == Self.compactConfig)
        _ = scratch.run(["fmt", "promo"])
        let clean = scratch.run(["fmt", "--check", "promo"])
        #expect(clean.code == .success)
        #expect(clean.output == "0 files would be reformatted, 2 files already formatted\n")
    }

    @Test func diffPrintsTheChangeAndWritesNothing() throws {
        let scratch = try Self.templateFolder()
        let result = scratch.run(["fmt", "--diff", "promo"])
        #expect(result.code == .findings)
        let expected = UnifiedDiff.render(
            old: Array(Self.compactConfig.utf8), new: Array(Self.formattedConfig.utf8), path: "promo/native-config.json")
        #expect(result.output == expected)
        #expect(result.output.hasPrefix("--- a/promo/native-config.json\n+++ b/promo/native-config.json\n@@ -1 +1,11 @@\n"))
        #expect(result.error == "1 file would be reformatted, 1 file already formatted\n")
        #expect(try Self.read(scratch, "promo/native-config.json") == Self.compactConfig)
    }

    @Test func aBareNativeConfigIsFormattedUnderItsOwnName() throws {
        let scratch = try ScratchTemplates()
        try scratch.write(Self.compactConfig, to: "promo.json")
        let result = scratch.run(["fmt", "promo.json"])
        #expect(result.code == .success)
        #expect(result.output == "reformatted promo.json\n1 file reformatted, 0 files left unchanged\n")
        #expect(try Self.read(scratch, "promo.json") == Self.formattedConfig)
    }

    @Test func aFileWithAJSONErrorIsShownAsLintShowsItAndLeftAlone() throws {
        let scratch = try Self.templateFolder()
        try scratch.write("{\"default_language\": \"en\",}", to: "promo/pushwoosh.json")
        let result = scratch.run(["fmt", "promo"])
        #expect(result.code == .findings)
        #expect(result.error.hasPrefix("promo/pushwoosh.json:1:26: error: trailing comma before '}' [json-syntax]\n"), "\(result.error)")
        #expect(result.error.contains("✖ 1 problem (1 error, 0 warnings) in 1 template\n"))
        #expect(result.output.hasSuffix("1 file reformatted, 0 files left unchanged, 1 file with JSON errors not formatted\n"))
        #expect(try Self.read(scratch, "promo/pushwoosh.json") == "{\"default_language\": \"en\",}")
        #expect(try Self.read(scratch, "promo/native-config.json") == Self.formattedConfig)
    }

    @Test func aZipIsRewrittenKeepingItsOtherEntries() throws {
        let scratch = try ScratchTemplates()
        var writer = ZipWriter()
        writer.addFile("native-config.json", bytes: Array(Self.compactConfig.utf8))
        writer.addFile("images/cover.png", bytes: Array(repeating: 7, count: 300), compression: .store)
        writer.addFile("pushwoosh.json", bytes: Array(Self.formattedLocalization.utf8), compression: .store)
        try writer.write(toPath: scratch.path + "/promo.zip")
        let before = try ZipArchive(path: scratch.path + "/promo.zip")

        let check = scratch.run(["fmt", "--check", "promo.zip"])
        #expect(check.code == .findings)
        #expect(check.output.hasPrefix("would reformat promo.zip!/native-config.json\n"))
        let result = scratch.run(["fmt", "promo.zip"])
        #expect(result.code == .success)
        #expect(result.output == "reformatted promo.zip!/native-config.json\n1 file reformatted, 1 file left unchanged\n")

        let after = try ZipArchive(path: scratch.path + "/promo.zip")
        #expect(after.entries.map(\.name) == ["native-config.json", "images/cover.png", "pushwoosh.json"])
        #expect(after.entries.map(\.compressionMethod) == before.entries.map(\.compressionMethod))
        #expect(try after.read(after.entries[0], limit: 1 << 20) == Array(Self.formattedConfig.utf8))
        for index in 1...2 {
            #expect(try after.read(after.entries[index], limit: 1 << 20) == before.read(before.entries[index], limit: 1 << 20))
        }
        #expect(scratch.run(["fmt", "--check", "promo.zip"]).code == .success)
    }

    @Test func aZipOnStandardInputCanOnlyBeChecked() throws {
        let scratch = try ScratchTemplates()
        let result = scratch.run(["fmt", "-"])
        #expect(result.code == .usage)
        #expect(result.error.hasPrefix("error: a ZIP on standard input cannot be formatted in place; use --check or --diff\n"))
    }

    @Test func checkAndDiffExcludeEachOther() throws {
        let result = CLIRun(["fmt", "--check", "--diff", "promo"])
        #expect(result.code == .usage)
        #expect(result.error.contains("'--check' and '--diff' cannot be used together"))
    }
}
