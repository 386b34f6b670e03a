import Foundation
import Testing

/// The binary as users call it: examples, help, version, usage errors, standard input.
@Suite struct CommandLineTests {
    @Test func theExamplesLintClean() throws {
        let result = try BinaryRunner().run(["lint", "Examples/templates"])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.hasSuffix("templates checked, no problems\n"))
        #expect(!result.standardOutput.contains("\u{1B}["), "no colour when piped")
    }

    @Test func pathsWithoutTheSubcommandLintToo() throws {
        let result = try BinaryRunner().run(["Examples/templates"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("no problems"))
    }

    @Test func versionAndHelpExitZero() throws {
        let version = try BinaryRunner().run(["--version"])
        #expect(version.status == 0)
        #expect(version.standardOutput.wholeMatch(of: /pwtemplate \d+\.\d+\.\d+ \(([0-9a-f]{4,}|unknown), libzip \d+\.\d+(\.\d+)?\)\n/) != nil, "\(version.standardOutput)")
        for arguments in [["--help"], ["help", "lint"], ["lint", "--help"]] {
            let help = try BinaryRunner().run(arguments)
            #expect(help.status == 0)
            #expect(help.standardOutput.contains("USAGE:"))
        }
    }

    @Test func anUnknownFlagIsAUsageErrorWithASuggestion() throws {
        let result = try BinaryRunner().run(["lint", "--fromat", "json", "Examples"])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("error: "))
        #expect(result.standardError.contains("--format"))
        #expect(result.standardError.contains("pwtemplate help lint"))
    }

    @Test func aZipOnStandardInputIsNamedByStdinFilename() throws {
        let zip = try Data(contentsOf: URL(fileURLWithPath: BinaryRunner.packageRoot + "/Tests/Fixtures/archives/valid-modal.zip"))
        let (result, report) = try BinaryRunner().runJSON(["lint", "-", "--stdin-filename", "promo.zip"], input: zip)
        #expect(result.status == 0)
        #expect(report.results.map(\.path) == ["promo.zip"])
        #expect(report.results.first?.displayType == "modal")
    }

    @Test func garbageOnStandardInputIsAnUnreadableArchive() throws {
        let (result, report) = try BinaryRunner().runJSON(["-"], input: Data("not a zip".utf8))
        #expect(result.status == 1)
        #expect(report.results.map(\.path) == ["<stdin>"])
        #expect(report.rules == ["archive-unreadable"])
    }
}
