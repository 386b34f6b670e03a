import Foundation
import PWTemplateArchive
import Testing

/// The built binary on ZIPs written by Python's zipfile (`Tests/Fixtures/make-fixtures.py`) and
/// by libzip in the test, the two writers templates come from in practice.
@Suite struct FixtureArchiveTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var fixture: String
        var status: Int32
        var rules: [String]
        var testDescription: String { fixture }
    }

    static let cases: [Case] = [
        Case(fixture: "valid-modal.zip", status: 0, rules: []),
        Case(fixture: "backslash-name.zip", status: 1, rules: ["archive-unsafe-path"]),
        Case(fixture: "bad-crc.zip", status: 1, rules: ["archive-unreadable"]),
        Case(fixture: "bzip2-entry.zip", status: 1, rules: ["archive-unsupported-entry"]),
        Case(fixture: "duplicate-entry.zip", status: 1, rules: ["archive-duplicate-entry", "content-block-missing"]),  // the last copy wins
        Case(fixture: "empty.zip", status: 1, rules: ["archive-unreadable"]),
        Case(fixture: "html-only.zip", status: 0, rules: ["html-template"]),
        Case(fixture: "macos-junk.zip", status: 0, rules: ["archive-junk", "archive-junk"]),
        Case(fixture: "mixed-formats.zip", status: 0, rules: ["mixed-formats"]),
        Case(fixture: "nested-folder.zip", status: 1, rules: ["config-not-at-root"]),
        Case(fixture: "non-ascii-name.zip", status: 1, rules: ["archive-unsupported-entry", "unused-file"]),
        Case(fixture: "not-a-zip.zip", status: 1, rules: ["archive-unreadable"]),
        Case(fixture: "parent-path.zip", status: 1, rules: ["archive-unsafe-path"]),
        Case(fixture: "served-native.zip", status: 0, rules: ["mixed-formats"]),  // the HTML fallback's files are used
        Case(fixture: "truncated.zip", status: 1, rules: ["archive-unreadable"]),
        Case(fixture: "with-image.zip", status: 0, rules: ["unused-file"]),
        Case(fixture: "zeros-1gib.zip", status: 1, rules: ["archive-too-large", "archive-too-large", "unused-file"]),
        Case(fixture: "zip64-entry.zip", status: 1, rules: ["archive-unsupported-entry"]),
    ]

    static let fixtures = BinaryRunner.packageRoot + "/Tests/Fixtures/archives/"

    @Test(arguments: cases)
    func pythonWrittenFixture(_ fixture: Case) throws {
        var runner = BinaryRunner()
        runner.currentDirectory = Self.fixtures
        let (result, report) = try runner.runJSON(["lint", fixture.fixture])
        #expect(result.status == fixture.status, "\(result.standardOutput)")
        #expect(report.rules.sorted() == fixture.rules.sorted())
        #expect(report.results.map(\.path) == [fixture.fixture])
        #expect(!result.signaled)
    }

    @Test func theWholeFixtureFolderInOneRun() throws {
        var runner = BinaryRunner()
        runner.currentDirectory = Self.fixtures
        let (result, report) = try runner.runJSON([])
        #expect(result.status == 1)
        #expect(report.summary.templates == Self.cases.count)
        #expect(report.results.map(\.path) == Self.cases.map(\.fixture).sorted())
        #expect(report.rules.sorted() == Self.cases.flatMap(\.rules).sorted())
    }

    @Test func libzipWrittenArchives() throws {
        let scratch = try Scratch()
        let config = Array("""
            {"displayType":"banner","banner":{"showClose":true,"position":"top","background":"#000000FF","action":{"type":"close"}}}
            """.utf8)
        var clean = ZipWriter()
        clean.addFile("native-config.json", bytes: config)
        try clean.write(toPath: scratch.path + "/clean.zip")
        var stored = ZipWriter()
        stored.addFile("native-config.json", bytes: config, compression: .store)
        stored.addFile("pushwoosh.json", bytes: Array("{\"default_language\":\"en\",\"localization\":{\"en\":{}}}".utf8))
        try stored.write(toPath: scratch.path + "/stored.zip")
        var broken = ZipWriter()
        broken.addFile("native-config.json", bytes: Array("{\"displayType\": 'banner'}".utf8))
        broken.addFile("pushwoosh.json", bytes: Array("{\"a\":1,\"a\":2}".utf8))
        try broken.write(toPath: scratch.path + "/broken.zip")

        let (result, report) = try scratch.runner.runJSON(["."])
        #expect(result.status == 1)
        #expect(report.results.map(\.path) == ["broken.zip", "clean.zip", "stored.zip"])
        #expect(report.results.map(\.displayType) == [nil, "banner", "banner"])
        let broken_ = try #require(report.results.first)
        #expect(broken_.diagnostics.map(\.rule) == ["json-syntax", "json-duplicate-key"])
        #expect(broken_.diagnostics.map(\.entry) == ["native-config.json", "pushwoosh.json"])
        #expect(broken_.diagnostics.first?.line == 1)
        #expect(broken_.diagnostics.first?.column == 17)
        #expect(broken_.diagnostics.last?.pointer == "/a")
    }

    @Test func textReportOfAZipEntryUsesTheBangSeparatorAndACodeFrame() throws {
        let scratch = try Scratch()
        var writer = ZipWriter()
        writer.addFile("native-config.json", bytes: Array("{\n  \"displayType\": \"modal\",\n  // promo\n}\n".utf8))
        try writer.write(toPath: scratch.path + "/promo.zip")
        let result = try scratch.runner.run(["promo.zip"])
        #expect(result.status == 1)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("promo.zip!/native-config.json:3:3: error: ") == true)
        #expect(lines.first?.hasSuffix("[json-syntax]") == true)
        #expect(lines.dropFirst().prefix(3) == ["   |", " 3 |   // promo", "   |   ^~~~~~~~"])
        #expect(Array(lines.suffix(3)) == ["✖ 1 problem (1 error, 0 warnings) in 1 template", "[*] 1 fixable with `--fix`", ""])
    }
}
