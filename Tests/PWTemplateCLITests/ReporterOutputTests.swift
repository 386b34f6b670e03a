import Foundation
@testable import PWTemplateCLI
import PWTemplateLint
import PWTemplateSystem
import Testing

/// `lint` writing its reports in-process: several formats from one run, report files written
/// atomically even when the run fails, write failures (exit 3), and the exit-code options.
@Suite struct ReporterOutputTests {
    static let modal = """
        {"displayType":"modal","modal":{"showClose":true,"dimBackground":true,"background":"#FFFFFFFF","title":{"text":"Hello","color":"#111111FF"},"buttons":[]}}
        """

    /// Templates with exactly one error (`e`), one warning (`w`), one info (`i`), and none (`ok`).
    static func templates() throws -> ScratchTemplates {
        let scratch = try ScratchTemplates()
        try scratch.write(modal.replacingOccurrences(of: "#111111FF", with: "red"), to: "e/native-config.json")
        try scratch.write(modal, to: "w/native-config.json")
        try scratch.write("png", to: "w/cover.png")
        try scratch.write(modal.replacingOccurrences(of: "\"modal\",", with: "\"Modal\","), to: "i/native-config.json")
        try scratch.write(modal, to: "ok/native-config.json")
        return scratch
    }

    private func read(_ scratch: ScratchTemplates, _ path: String) throws -> String {
        try String(contentsOfFile: scratch.path + "/" + path, encoding: .utf8)
    }

    @Test func oneRunWritesTextToStandardOutputAndEveryOtherFormatToItsFile() throws {
        let scratch = try Self.templates()
        let formats = ["json", "sarif", "github", "gitlab", "checkstyle", "junit"]
        let run = scratch.run(["lint", "e", "w", "--format", "text"] + formats.flatMap { ["--format", "\($0):report.\($0)"] })
        #expect(run.code == .findings)
        #expect(run.error.isEmpty)
        #expect(run.output.hasPrefix("e/native-config.json:1:128: error:"))
        #expect(run.output == scratch.run(["lint", "e", "w", "--format", "text", "--color", "never"]).output)
        for format in formats {
            let alone = scratch.run(["lint", "e", "w", "--format", format])
            #expect(try read(scratch, "report.\(format)") == alone.output, "\(format)")
            #expect(alone.code == .findings, "\(format)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
            == ["e", "i", "ok", "report.checkstyle", "report.github", "report.gitlab", "report.json", "report.junit", "report.sarif", "w"],
            "no temporary file is left behind")
    }

    @Test func aReportFileAloneLeavesStandardOutputEmptyAndIsNeverColoured() throws {
        let scratch = try Self.templates()
        let run = scratch.run(["lint", "e", "--format", "text:out.txt"])
        #expect(run.code == .findings)
        #expect(run.output.isEmpty)
        let text = try read(scratch, "out.txt")
        #expect(text.hasPrefix("e/native-config.json:1:128: error:"))
        #expect(!text.contains("\u{1B}["))
        #expect(try read(scratch, "out.txt") == scratch.run(["lint", "e"]).output)
    }

    @Test func reportPathsAreRelativeToTheCurrentFolderAndAbsolutePathsAreKept() throws {
        let scratch = try Self.templates()
        try scratch.write("", to: "build/.keep")
        let absolute = scratch.path + "/build/abs.json"
        #expect(scratch.run(["lint", "ok", "--format", "json:build/rel.json", "--format", "sarif:" + absolute]).code == .success)
        #expect(try read(scratch, "build/rel.json").contains("\"templates\": 1"))
        #expect(try read(scratch, "build/abs.json").contains("\"version\": \"2.1.0\""))
    }

    @Test func anExistingReportIsReplacedWholeWithReadableMode() throws {
        let scratch = try Self.templates()
        try scratch.write(String(repeating: "old report\n", count: 5000), to: "report.json")
        #expect(scratch.run(["lint", "ok", "--format", "json:report.json"]).code == .success)
        let text = try read(scratch, "report.json")
        #expect(text.hasPrefix("{\n  \"version\": 1,") && text.hasSuffix("}\n") && !text.contains("old report"))
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch.path + "/report.json")
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o644)
    }

    @Test func aReportThatCannotBeWrittenExitsThreeNamingThePathAndTheOthersAreStillWritten() throws {
        let scratch = try Self.templates()
        try scratch.write("a file, not a folder", to: "blocker")
        let run = scratch.run([
            "lint", "ok", "--format", "sarif:blocker/results.sarif", "--format", "json:report.json", "--format", "text",
        ])
        #expect(run.code == .internalError)
        #expect(run.error == "error: cannot write the sarif report to 'blocker/results.sarif': Not a directory\n")
        #expect(try read(scratch, "report.json").contains("\"templates\": 1"))
        #expect(run.output.hasPrefix("✔ 1 template checked"), "standard output still gets the text report")
    }

    @Test func writingIntoAMissingFolderFailsWithExitThree() throws {
        let scratch = try Self.templates()
        let run = scratch.run(["lint", "e", "--format", "junit:missing/junit.xml"])
        #expect(run.code == .internalError, "a write failure outranks findings")
        #expect(run.error.contains("'missing/junit.xml'"))
    }

    @Test(arguments: [
        (["--format", "json", "--format", "sarif"], "only one report can go to standard output (got 'json' and 'sarif'); give the other a path, e.g. '--format sarif:pwtemplate.sarif'"),
        (["--format", "text", "--format", "text"], "only one report can go to standard output (got 'text' and 'text'); give the other a path, e.g. '--format text:pwtemplate.txt'"),
        (["--format", "sarif:"], "'--format sarif:' needs a path after ':', e.g. '--format sarif:pwtemplate.sarif'"),
        (["--format", "sarf:out.sarif"], "'sarf:out.sarif' is not a valid value for '--format'; expected one of: text, json, sarif, github, gitlab, checkstyle, junit; did you mean 'sarif'?"),
        (["--format", "json:a.json", "--format", "sarif:a.json"], "two reports would be written to 'a.json'"),
        (["--strict", "--fail-level", "info"], "'--strict' and '--fail-level' cannot be used together ('--strict' means '--fail-level warning')"),
        (["--max-warnings=-1"], "'-1' is not a valid value for '--max-warnings'; expected a whole number (0 or more)"),
        (["--max-warnings", "many"], "'many' is not a valid value for '--max-warnings'; expected a whole number (0 or more)"),
        (["--fail-level", "warn"], "'warn' is not a valid value for '--fail-level'; expected one of: error, warning, info, never; did you mean 'warning'?"),
    ])
    func badReportOptionsAreUsageErrors(_ arguments: [String], _ message: String) throws {
        let scratch = try Self.templates()
        let run = scratch.run(["lint", "ok"] + arguments)
        #expect(run.code == .usage)
        #expect(run.error.hasPrefix("error: " + message + "\nUsage: pwtemplate lint"))
        #expect(run.output.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == ["e", "i", "ok", "w"])
    }

    @Test func aFormatArgumentIsANameAndOptionallyAPathAfterTheFirstColon() throws {
        #expect(try ReportDestination(argument: "text") == ReportDestination(format: .text))
        #expect(try ReportDestination(argument: "sarif:out/r.sarif") == ReportDestination(format: .sarif, path: "out/r.sarif"))
        #expect(try ReportDestination(argument: "junit:a:b.xml") == ReportDestination(format: .junit, path: "a:b.xml"))
        #expect(throws: ArgumentError.missingReportPath(.json)) { try ReportDestination(argument: "json:") }
        #expect(throws: ArgumentError.invalidValue(
            "jsno:r.json", option: "--format", allowedValues: ReportFormat.allCases.map(\.rawValue), suggestion: "json"
        )) { try ReportDestination(argument: "jsno:r.json") }
    }

    /// (template, options, exit code): each template has exactly one finding of its kind.
    static let matrix: [(String, [String], ExitCode)] = [
        ("ok", [], .success), ("ok", ["--fail-level", "info"], .success), ("ok", ["--max-warnings", "0"], .success),
        ("e", [], .findings), ("e", ["--fail-level", "warning"], .findings), ("e", ["--fail-level", "never"], .success),
        ("e", ["--max-warnings", "0"], .findings),
        ("w", [], .success), ("w", ["--strict"], .findings), ("w", ["--fail-level", "warning"], .findings),
        ("w", ["--fail-level", "info"], .findings), ("w", ["--fail-level", "never"], .success),
        ("w", ["--max-warnings", "1"], .success), ("w", ["--max-warnings", "0"], .findings),
        ("w", ["--fail-level", "never", "--max-warnings", "0"], .findings), ("w", ["--quiet", "--strict"], .findings),
        ("i", [], .success), ("i", ["--strict"], .success), ("i", ["--fail-level", "info"], .findings),
        ("i", ["--max-warnings", "0"], .success),
    ]

    @Test(arguments: matrix)
    func exitCodesFollowTheFailLevelAndMaxWarningsInEveryFormat(_ template: String, _ options: [String], _ code: ExitCode) throws {
        let scratch = try Self.templates()
        for format in ReportFormat.allCases {
            let run = scratch.run(["lint", template, "--format", format.rawValue] + options)
            #expect(run.code == code, "\(template) \(options) --format \(format.rawValue)")
        }
    }

    @Test func failLevelDecidesOnTheSummary() {
        let summary = ReportSummary(templates: 1, templatesWithFindings: 1, errors: 0, warnings: 2, infos: 1)
        #expect(FailLevel.allCases.map { $0.fails(summary) } == [false, true, true, false])
        #expect(FailLevel.allCases.map { $0.fails(ReportSummary(templates: 3)) } == [false, false, false, false])
        #expect(LintOptions(maxWarnings: 1).fails(summary, at: .error))
        #expect(!LintOptions(maxWarnings: 2).fails(summary, at: .error))
        #expect(LintOptions(strict: true).failLevel == .warning)
        #expect(LintOptions(failLevel: .info).failLevel == .info)
    }

    @Test func writeAtomicallyReplacesTheFileAndCleansUpOnFailure() throws {
        let scratch = try ScratchTemplates()
        let path = scratch.path + "/r.txt"
        try FileSystem.writeFileAtomically(Array("first".utf8), to: path)
        try FileSystem.writeFileAtomically(Array("second".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
        try scratch.write("", to: "folder/inside")
        #expect(throws: FileSystemError.self) {
            try FileSystem.writeFileAtomically(Array("x".utf8), to: scratch.path + "/folder")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == ["folder", "r.txt"])
        let error = #expect(throws: FileSystemError.self) {
            try FileSystem.writeFileAtomically([], to: scratch.path + "/r.txt/child")
        }
        #expect(error?.path == scratch.path + "/r.txt/child")
    }
}
