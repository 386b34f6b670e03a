import Foundation
import PWTemplateArchive
@testable import PWTemplateCLI
import Testing

/// `lint --fix` on a template whose mistakes hide others: a trailing comma, and the block under
/// `"Modal"`, so the SDKs read neither the colour without `#`, the string `"true"` nor the
/// `http:` image. Repairing and renaming reveal them; later passes fix all but the image.
@Suite struct LintFixRevealTests {
    /// `Tests/Fixtures/hidden-mistakes/<name>`: the template (`native-config.json`) and the
    /// template with every safe fix (`fixed.json`).
    static func fixture(_ name: String, file: String = #filePath) throws -> String {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: folder.appendingPathComponent("Fixtures/hidden-mistakes/\(name)"), encoding: .utf8)
    }

    static let summary = "✖ 1 problem (1 error, 0 warnings) in 1 template"

    @Test func aFolderEndsWithOnlyTheImageLeft() throws {
        let scratch = try ScratchTemplates()
        try scratch.write(try Self.fixture("native-config.json"), to: "promo/native-config.json")
        let fix = scratch.run(["lint", "--fix", "promo"])
        #expect(fix.code == .findings)
        #expect(fix.error == "note: promo: 4 fixes applied\n")
        #expect(fix.output.contains("[insecure-media-url]") && fix.output.contains(Self.summary), "\(fix.output)")
        #expect(!fix.output.contains("[content-block-missing]") && !fix.output.contains("[invalid-color]") && !fix.output.contains("[type-mismatch]"))
        #expect(try String(contentsOfFile: scratch.path + "/promo/native-config.json", encoding: .utf8) == (try Self.fixture("fixed.json")))
        let again = scratch.run(["lint", "--fix", "promo"])
        #expect(again.code == .findings && again.error.isEmpty && again.output == fix.output)
    }

    @Test func aZipEndsWithOnlyTheImageLeft() throws {
        let scratch = try ScratchTemplates()
        try scratch.writeZip([("native-config.json", try Self.fixture("native-config.json"))], to: "promo.zip")
        let fix = scratch.run(["lint", "--fix", "promo.zip"])
        #expect(fix.code == .findings)
        #expect(fix.error == "note: promo.zip: 4 fixes applied\n")
        #expect(fix.output.contains("promo.zip!/native-config.json") && fix.output.contains("[insecure-media-url]") && fix.output.contains(Self.summary), "\(fix.output)")
        let archive = try ZipArchive(path: scratch.path + "/promo.zip")
        #expect(try archive.entries.map { String(decoding: try archive.read($0, limit: 1 << 20), as: UTF8.self) } == [try Self.fixture("fixed.json")])
    }

    /// The folder was compressed: moving it to the root reveals the template, fixed in turn.
    @Test func aZipWhoseTemplateIsInAFolderIsMovedAndFixed() throws {
        let scratch = try ScratchTemplates()
        try scratch.writeZip([("spring-sale/", ""), ("spring-sale/native-config.json", try Self.fixture("native-config.json"))], to: "promo.zip")
        let fix = scratch.run(["lint", "--fix", "promo.zip"])
        #expect(fix.code == .findings)
        #expect(fix.error == "note: promo.zip: 1 fix applied\nnote: promo.zip: 4 fixes applied\n")
        #expect(fix.output.contains("[insecure-media-url]") && fix.output.contains(Self.summary), "\(fix.output)")
        let archive = try ZipArchive(path: scratch.path + "/promo.zip")
        let config = try #require(archive.entries.first { $0.name == "native-config.json" })
        #expect(String(decoding: try archive.read(config, limit: 1 << 20), as: UTF8.self) == (try Self.fixture("fixed.json")))
    }

    @Test func withUnsafeFixesNothingIsLeft() throws {
        let scratch = try ScratchTemplates()
        try scratch.write(try Self.fixture("native-config.json"), to: "promo/native-config.json")
        let fix = scratch.run(["lint", "--fix", "--unsafe-fixes", "promo"])
        #expect(fix.code == .success, "\(fix.output)")
        #expect(fix.error == "note: promo: 5 fixes applied\n")
        #expect(try String(contentsOfFile: scratch.path + "/promo/native-config.json", encoding: .utf8)
            == (try Self.fixture("fixed.json")).replacingOccurrences(of: "http:", with: "https:"))
    }
}
