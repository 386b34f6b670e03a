import Foundation
import Testing

/// Hostile and broken inputs: each ends in a clean finding or exit code, never a crash.
@Suite struct BadInputTests {
    private let validModal = """
        {"displayType":"modal","modal":{"showClose":true,"dimBackground":true,"background":"#FFFFFFFF","title":{"text":"Hello","color":"#111111FF"},"buttons":[]}}
        """

    @Test func hundredThousandNestedArraysAreTooDeepNotAStackOverflow() throws {
        let scratch = try Scratch()
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        try scratch.write("{\"displayType\":" + deep + "}", to: "deep/native-config.json")
        let (result, report) = try scratch.runner.runJSON(["deep"])
        #expect(result.status == 1)
        #expect(!result.signaled)
        #expect(report.rules == ["json-too-deep"])
    }

    @Test func aFiftyMegabyteStringIsRefusedBySizeBeforeParsing() throws {
        let scratch = try Scratch()
        let huge = "{\"displayType\":\"" + String(repeating: "a", count: 50 << 20) + "\"}"
        try scratch.write(huge, to: "huge/native-config.json")
        let (result, report) = try scratch.runner.runJSON(["huge"])
        #expect(result.status == 1)
        #expect(report.rules == ["archive-too-large"])
    }

    @Test func aZeroByteZipIsUnreadable() throws {
        let scratch = try Scratch()
        try scratch.write(Data(), to: "empty.zip")
        let (result, report) = try scratch.runner.runJSON(["empty.zip"])
        #expect(result.status == 1)
        #expect(report.rules == ["archive-unreadable"])
        #expect(report.results.first?.diagnostics.first?.message.contains("empty") == true)
    }

    @Test func aFolderNamedLikeAZipIsScannedAndAnEmptyScanIsAUsageError() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path + "/x.zip", withIntermediateDirectories: true)
        let empty = try scratch.runner.run(["x.zip"])
        #expect(empty.status == 2)
        #expect(empty.standardError.contains("no templates found in 'x.zip'"))
        #expect(try scratch.runner.run(["--allow-empty", "x.zip"]).status == 0)

        try scratch.write(validModal, to: "x.zip/native-config.json")
        let (result, report) = try scratch.runner.runJSON(["x.zip"])
        #expect(result.status == 0)
        #expect(report.results.map(\.path) == ["x.zip"])
        #expect(report.results.first?.displayType == "modal")
    }

    @Test func aSymlinkLoopInAScannedFolderIsAFinding() throws {
        let scratch = try Scratch()
        try scratch.write(validModal, to: "campaigns/ok/native-config.json")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/campaigns/loop.zip", withDestinationPath: scratch.path + "/campaigns/loop.zip")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/campaigns/self", withDestinationPath: scratch.path + "/campaigns")
        let (result, report) = try scratch.runner.runJSON(["campaigns"])
        #expect(result.status == 1)
        #expect(report.results.map(\.path) == ["campaigns/loop.zip", "campaigns/ok"])
        #expect(report.rules == ["path-unreadable"])
    }

    @Test func anUnreadableZipNamesTheSystemReason() throws {
        let scratch = try Scratch()
        let zip = try scratch.write(Data("PK".utf8), to: "locked.zip")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: zip)
        // As root nothing is unreadable, so run the binary as `nobody` there.
        var runner = scratch.runner
        let prefix = getuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        runner.environment["PATH"] = "/usr/bin:/bin"
        let result = try runner.run(["--format", "json", "locked.zip"], prefix: prefix)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("\"rule\": \"archive-unreadable\""))
        #expect(result.standardOutput.lowercased().contains("permission denied"))
    }

    @Test func aMissingPathIsAUsageErrorNamingIt() throws {
        let scratch = try Scratch()
        let result = try scratch.runner.run(["lint", "nope.zip"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("'nope.zip'"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test func aCrashExitsWithThreeAndNamesTheInput() throws {
        // A crash signal while the binary waits for a ZIP on standard input stands in for a bug.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BinaryRunner.binary)
        process.arguments = ["lint", "-", "--stdin-filename", "promo.zip"]
        let input = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardError = error
        process.standardOutput = Pipe()
        try process.run()
        Thread.sleep(forTimeInterval: 1)
        kill(process.processIdentifier, SIGSEGV)
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 3)
        #expect(message.contains("internal error while checking 'promo.zip'"))
        #expect(message.contains("report"))
        try input.fileHandleForWriting.close()
    }
}
