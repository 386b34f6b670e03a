import Foundation
import PWTemplateArchive
@testable import PWTemplateCLI
import Testing

/// `lint --fix`, `--diff` and `--unsafe-fixes` through the CLI, and the configuration keys
/// `fix.unsafe` and `unfixable`.
@Suite struct LintFixCommandTests {
    /// `Examples/mistakes/color-without-hash`: `"background": "FFFFFF"`.
    static let colorWithoutHash = try? String(contentsOfFile: #filePath.replacingOccurrences(of: "Tests/PWTemplateCLITests/LintFixCommandTests.swift", with: "Examples/mistakes/color-without-hash/native-config.json"), encoding: .utf8)
    /// The same template without mistakes.
    static let clean = (colorWithoutHash ?? "").replacingOccurrences(of: "\"FFFFFF\"", with: "\"#FFFFFF\"")

    @Test(arguments: [
        (["lint", "--fix", "--diff", "."], "'--fix' and '--diff' cannot be used together"),
        (["lint", "--unsafe-fixes", "."], "'--unsafe-fixes' works only with '--fix' or '--diff'"),
        (["lint", "--fix", "-"], "'--fix' and '-' cannot be used together (a ZIP read from standard input cannot be fixed in place; use '--diff')"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) {
        let run = CLIRun(arguments)
        #expect(run.code == .usage)
        #expect(run.error.contains(message), "\(run.error)")
    }

    @Test func aCleanTemplateIsLeftAloneByFixAndDiff() throws {
        #expect(Self.clean.contains("#FFFFFF"))
        let scratch = try ScratchTemplates()
        try scratch.write(Self.clean, to: "promo/native-config.json")
        let diff = scratch.run(["lint", "--diff", "promo"])
        #expect(diff.code == .success && diff.output.isEmpty && diff.error.isEmpty)
        let fix = scratch.run(["lint", "--fix", "promo"])
        #expect(fix.code == .success && fix.error.isEmpty)
        #expect(fix.output == scratch.run(["lint", "promo"]).output)
        #expect(try String(contentsOfFile: scratch.path + "/promo/native-config.json", encoding: .utf8) == Self.clean)
    }

    /// A `__MACOSX/` folder is dropped with everything in it, so a second `--fix` finds nothing.
    @Test func junkFoldersLeaveAZipWholeAndASecondFixChangesNothing() throws {
        let scratch = try ScratchTemplates()
        try scratch.writeZip(
            [("native-config.json", Self.clean), ("__MACOSX/", ""), ("__MACOSX/._native-config.json", "x"), (".DS_Store", "x")], to: "promo.zip")
        let fix = scratch.run(["lint", "--fix", "promo.zip"])
        #expect(fix.error == "note: promo.zip: 2 fixes applied\n")
        #expect(try ZipArchive(path: scratch.path + "/promo.zip").entries.map(\.name) == ["native-config.json"])
        let again = scratch.run(["lint", "--fix", "promo.zip"])
        #expect(again.code == .success && again.error.isEmpty)
    }

    @Test
    func fixWritesTheColourAndASecondFixChangesNothing() throws {
        let scratch = try ScratchTemplates()
        let text = try #require(Self.colorWithoutHash)
        try scratch.write(text, to: "promo/native-config.json")
        try scratch.write(text, to: "promo.json")
        try scratch.writeZip([("native-config.json", text), ("images/a.txt", "x")], to: "promo.zip")
        let checksums = try Self.checksums(in: scratch.path)
        let diff = scratch.run(["lint", "--diff", "promo", "promo.json", "promo.zip"])
        #expect(diff.code == .findings)
        #expect(diff.error.isEmpty, "\(diff.error)")
        #expect(try Self.checksums(in: scratch.path) == checksums)
        for path in ["promo/native-config.json", "promo.json", "promo.zip!/native-config.json"] {
            #expect(diff.output.contains("""
                --- a/\(path)
                +++ b/\(path)
                @@ -3,7 +3,7 @@
                   "modal": {
                     "showClose": true,
                     "dimBackground": true,
                -    "background": "FFFFFF",
                +    "background": "#FFFFFF",
                """), "\(diff.output)")
        }
        let fix = scratch.run(["lint", "--fix", "promo", "promo.json", "promo.zip"])
        #expect(fix.code == .success, "\(fix.output)")
        #expect(fix.error == "note: promo: 1 fix applied\nnote: promo.json: 1 fix applied\nnote: promo.zip: 1 fix applied\n")
        #expect(!fix.output.contains("invalid-color"))
        let fixed = Self.clean
        #expect(try String(contentsOfFile: scratch.path + "/promo/native-config.json", encoding: .utf8) == fixed)
        #expect(try String(contentsOfFile: scratch.path + "/promo.json", encoding: .utf8) == fixed)
        let archive = try ZipArchive(path: scratch.path + "/promo.zip")
        #expect(try archive.entries.map { String(decoding: try archive.read($0, limit: 1 << 20), as: UTF8.self) } == [fixed, "x"])
        let after = try Self.checksums(in: scratch.path)
        let again = scratch.run(["lint", "--fix", "promo", "promo.json", "promo.zip"])
        #expect(again.code == .success && !again.error.contains("applied"))
        #expect(try Self.checksums(in: scratch.path) == after)
    }

    @Test
    func anUnfixableRuleIsLeftAsItIs() throws {
        let scratch = try ScratchTemplates()
        try scratch.write(try #require(Self.colorWithoutHash), to: "promo/native-config.json")
        try scratch.write(#"{"unfixable": ["invalid-color"]}"#, to: ".pwtemplate.json")
        let checksums = try Self.checksums(in: scratch.path)
        let diff = scratch.run(["lint", "--diff", "promo"])
        #expect(diff.code == .success && diff.output.isEmpty)
        #expect(scratch.run(["lint", "--fix", "promo"]).code == .findings)
        #expect(try Self.checksums(in: scratch.path) == checksums)
    }

    @Test(arguments: [
        (#"{"fix": {"unsafe": "yes"}}"#, "'fix.unsafe' must be true or false, not a string"),
        (#"{"fix": {"safe": true}}"#, "safe"),
        (#"{"unfixable": ["invalid-colour"]}"#, "invalid-colour"),
        (#"{"unfixable": "invalid-color"}"#, "'unfixable' must be an array"),
    ])
    func badConfigurationKeysAreUsageErrors(_ config: String, _ message: String) throws {
        let scratch = try ScratchTemplates()
        try scratch.write(Self.clean, to: "promo/native-config.json")
        try scratch.write(config, to: ".pwtemplate.json")
        let run = scratch.run(["lint", "--fix", "promo"])
        #expect(run.code == .usage)
        #expect(run.error.contains(message), "\(run.error)")
    }

    @Test func configShowsTheFixKeys() throws {
        let scratch = try ScratchTemplates()
        try scratch.write(Self.clean, to: "promo/native-config.json")
        try scratch.write(#"{"fix": {"unsafe": true}, "unfixable": ["invalid-color", "archive-junk"]}"#, to: ".pwtemplate.json")
        let run = scratch.run(["config", "--effective", "promo"])
        let config = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(config["fix"] as? [String: Bool] == ["unsafe": true])
        #expect(config["unfixable"] as? [String] == ["archive-junk", "invalid-color"])
    }

    /// Every file below `folder` with a checksum of its bytes.
    static func checksums(in folder: String) throws -> [String: Int] {
        var sums: [String: Int] = [:]
        for case let name as String in FileManager.default.enumerator(atPath: folder)! {
            guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
            sums[name] = data.reduce(into: 5381) { $0 = ($0 &* 33) &+ Int($1) }
        }
        return sums
    }
}
