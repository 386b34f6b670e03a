import Foundation
@testable import PWTemplateCLI
import Testing

/// `lint --write-baseline`, `--baseline` and `"baseline"` in `.pwtemplate.json`, in-process on
/// real template folders.
@Suite struct LintBaselineTests {
    /// A modal whose title colour is `#FF000000`: `color-alpha-first` and `invisible-text`.
    static let alphaFirst = """
        {
          "displayType": "modal",
          "modal": {
            "showClose": true, "dimBackground": true, "background": "#FFFFFFFF",
            "title": { "text": "Spring sale", "color": "#FF000000" },
            "buttons": []
          }
        }
        """
    /// The same template also with a background without `#` (`invalid-color`, an error with a safe fix).
    static let alphaFirstAndNoHash = alphaFirst.replacingOccurrences(of: "\"#FFFFFFFF\"", with: "\"FFFFFFFF\"")

    let scratch: ScratchTemplates

    init() throws {
        scratch = try ScratchTemplates()
        try scratch.write(Self.alphaFirst, to: "promos/spring/native-config.json")
    }

    func read(_ path: String) throws -> String {
        try String(contentsOfFile: scratch.path + "/" + path, encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: scratch.path + "/" + path)
    }

    @Test func aWrittenBaselineHidesTodaysFindingsAndIsTheSameBytesTwice() throws {
        let first = scratch.run(["lint", "promos", "--write-baseline", "baseline.json"])
        #expect(first.code == .success, "warnings only")
        #expect(first.output.contains("[color-alpha-first]"))
        #expect(first.error.contains("recorded 2 findings in the baseline 'baseline.json'"))
        let written = try read("baseline.json")
        #expect(written.contains(#""template": "promos/spring""#))
        #expect(written.contains(#""rule": "color-alpha-first""#))
        #expect(written.contains(#""pointer": "/modal/title/color""#))
        #expect(!written.contains("\"line\""))
        _ = scratch.run(["lint", "promos", "--write-baseline", "baseline.json"])
        #expect(try read("baseline.json") == written)

        let baselined = scratch.run(["lint", "promos", "--baseline", "baseline.json"])
        #expect(baselined.code == .success, "\(baselined.output)")
        #expect(baselined.output == "✔ 1 template checked, no problems\n")
    }

    @Test func linesInsertedAboveKeepAFindingBaselinedAndANewFindingIsReported() throws {
        _ = scratch.run(["lint", "promos", "--write-baseline", "baseline.json"])
        try scratch.write("\n\n\n" + Self.alphaFirst, to: "promos/spring/native-config.json")
        #expect(scratch.run(["lint", "promos", "--baseline", "baseline.json"]).code == .success)

        try scratch.write("\n\n\n" + Self.alphaFirstAndNoHash, to: "promos/spring/native-config.json")
        let result = scratch.run(["lint", "promos", "--baseline", "baseline.json", "--format", "json"])
        let results = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])["results"] as? [[String: Any]]
        let rules = results?.flatMap { ($0["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String } }
        #expect(rules == ["invalid-color"])
    }

    @Test func everyReporterLeavesBaselinedFindingsOut() throws {
        _ = scratch.run(["lint", "promos", "--write-baseline", "baseline.json"])
        for format in ReportFormat.allCases {
            let result = scratch.run(["lint", "promos", "--baseline", "baseline.json", "--format", format.rawValue])
            #expect(result.code == .success, "\(format)")
            #expect(!result.output.contains("color-alpha-first"), "\(format): \(result.output)")
        }
    }

    @Test func staleEntriesAreNotedAndFailOnlyUnderStrict() throws {
        _ = scratch.run(["lint", "promos", "--write-baseline", "baseline.json"])
        try scratch.write(Self.alphaFirst.replacingOccurrences(of: "#FF000000", with: "#000000FF"), to: "promos/spring/native-config.json")

        let relaxed = scratch.run(["lint", "promos", "--baseline", "baseline.json"])
        #expect(relaxed.code == .success)
        #expect(relaxed.error.contains("2 entries of the baseline 'baseline.json' no longer occur"))

        let strict = scratch.run(["lint", "promos", "--baseline", "baseline.json", "--strict", "--format", "sarif"])
        #expect(strict.code == .findings)
        #expect(strict.output.components(separatedBy: #""ruleId": "stale-baseline""#).count == 3)
    }

    @Test func aRemovedTemplateIsStaleOnlyWhenItsFolderWasScanned() throws {
        try scratch.write(Self.alphaFirst, to: "promos/summer/native-config.json")
        try scratch.write(Self.alphaFirst, to: "other/autumn/native-config.json")
        _ = scratch.run(["lint", "promos", "other", "--write-baseline", "baseline.json"])
        try FileManager.default.removeItem(atPath: scratch.path + "/promos/summer")
        #expect(scratch.run(["lint", "other", "--baseline", "baseline.json", "--strict"]).code == .success)
        let scanned = scratch.run(["lint", "promos", "--baseline", "baseline.json", "--strict"])
        #expect(scanned.code == .findings)
        #expect(scanned.output.contains("in 'promos/summer'"))
    }

    @Test func theConfigurationNamesTheBaselineRelativeToItselfAndTheFlagWins() throws {
        _ = scratch.run(["lint", "promos", "--write-baseline", "promos/recorded.json"])
        try scratch.write(#"{"version": 1, "baseline": "recorded.json"}"#, to: "promos/.pwtemplate.json")
        #expect(scratch.run(["lint", "promos"]).code == .success)
        let shown = scratch.run(["config", "--effective", "promos/spring"])
        let config = try #require(try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any])
        #expect((config["baseline"] as? String)?.hasSuffix("/promos/recorded.json") == true, "absolute, from the file's folder")
        try scratch.write(#"{"version": 1, "findings": []}"#, to: "empty.json")
        #expect(scratch.run(["lint", "promos", "--baseline", "empty.json", "--strict"]).code == .findings)
        try scratch.write(#"{"version": 1, "baseline": ""}"#, to: "promos/.pwtemplate.json")
        #expect(scratch.run(["lint", "promos"]).code == .usage)
    }

    @Test func fixAppliesAndTheBaselineHidesWhatIsLeft() throws {
        _ = scratch.run(["lint", "promos", "--write-baseline", "baseline.json"])
        try scratch.write(Self.alphaFirstAndNoHash, to: "promos/spring/native-config.json")
        let result = scratch.run(["lint", "promos", "--fix", "--baseline", "baseline.json"])
        #expect(result.code == .success, "\(result.output)\(result.error)")
        #expect(try read("promos/spring/native-config.json").contains("\"#FFFFFFFF\""))
    }

    @Test(arguments: [
        ("{", "baseline.json:2:1: "),
        (#"{"version": 2, "findings": []}"#, "expected \"version\": 1"),
        (#"{"version": 1, "findings": [{"template": "a", "rule": "x"}]}"#, "findings[0].message must be a string"),
        (#"{"version": 1, "findings": [{"template": "a", "rule": "x", "message": "m", "line": 3}]}"#, "unknown key 'line' in findings[0]"),
        (#"[]"#, "the root value is an array, not an object"),
    ])
    func aCorruptBaselineIsAUsageErrorAndNothingIsWritten(_ text: String, _ message: String) throws {
        try scratch.write(text + "\n", to: "baseline.json")
        try scratch.write(Self.alphaFirstAndNoHash, to: "promos/spring/native-config.json")
        let result = scratch.run(["lint", "promos", "--baseline", "baseline.json", "--fix", "--format", "sarif:out.sarif", "--write-baseline", "new.json"])
        #expect(result.code == .usage)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.error.contains("--write-baseline baseline.json"))
        #expect(!exists("out.sarif") && !exists("new.json"))
        #expect(try read("promos/spring/native-config.json") == Self.alphaFirstAndNoHash, "--fix wrote nothing")
    }

    @Test func aMissingBaselineIsAUsageError() {
        let result = scratch.run(["lint", "promos", "--baseline", "nowhere.json"])
        #expect(result.code == .usage)
        #expect(result.error.hasPrefix("error: nowhere.json: no such baseline file"))
    }

    @Test func writeBaselineRefusesShardAndDiff() {
        #expect(scratch.run(["lint", "promos", "--write-baseline", "b.json", "--shard", "1/2"]).code == .usage)
        #expect(scratch.run(["lint", "promos", "--write-baseline", "b.json", "--diff"]).code == .usage)
        #expect(!exists("b.json"))
    }
}

extension LintBaselineTests {
    @Test func aZipOnStandardInputIsBaselinedByItsStdinFilename() throws {
        let zip = try ScratchTemplates.zip([(name: "native-config.json", text: Self.alphaFirst)])
        func run(_ arguments: [String]) -> (code: ExitCode, output: String) {
            let output = BufferedOutput()
            let code = CLI.run(Invocation(
                arguments: arguments, currentDirectory: scratch.path, standardOutput: output, standardError: BufferedOutput(),
                readStandardInput: { zip }))
            return (code, output.text)
        }
        _ = run(["lint", "-", "--stdin-filename", "promos/spring.zip", "--write-baseline", "baseline.json"])
        #expect(try read("baseline.json").contains(#""template": "promos/spring.zip""#))
        #expect(run(["lint", "-", "--stdin-filename", "promos/spring.zip", "--baseline", "baseline.json", "--strict"]).code == .success)
        #expect(run(["lint", "-", "--stdin-filename", "promos/autumn.zip", "--baseline", "baseline.json", "--strict"]).code == .findings)
    }
}
