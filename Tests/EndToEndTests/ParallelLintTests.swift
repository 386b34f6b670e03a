import Foundation
import Testing

/// `lint --jobs N` on the built binary: the same bytes for any job count, and a crash names only
/// the inputs being read.
@Suite struct ParallelLintEndToEndTests {
    /// Roughly fifty templates of every kind: valid, mistaken, packed and broken archives.
    private let mixedTemplates = ["Examples", "Tests/Fixtures/archives"]

    @Test(arguments: ["text", "json", "sarif"])
    func oneAndFourJobsPrintTheSameBytes(_ format: String) throws {
        let runner = BinaryRunner()
        let sequential = try runner.run(["lint", "--jobs", "1", "--format", format] + mixedTemplates)
        let parallel = try runner.run(["lint", "--jobs", "4", "--format", format] + mixedTemplates)
        #expect(sequential.status == 1)
        #expect(parallel.status == sequential.status)
        #expect(parallel.standardOutput == sequential.standardOutput)
        #expect(parallel.standardError == sequential.standardError)
        #expect(sequential.standardOutput.contains("Tests/Fixtures/archives/zip64-entry.zip"))
    }

    @Test func aJobCountBelowOneIsAUsageError() throws {
        let result = try BinaryRunner().run(["lint", "Examples/templates", "--jobs", "0"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: '0' is not a valid value for '--jobs'"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test func aCrashWhileLintingInParallelNamesOnlyTheInputsInFlight() throws {
        // One worker waits for the ZIP on standard input while the other lints the examples and
        // finishes them; the crash signal then finds only standard input in flight.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BinaryRunner.binary)
        process.currentDirectoryURL = URL(fileURLWithPath: BinaryRunner.packageRoot)
        process.arguments = ["lint", "--jobs", "2", "-", "--stdin-filename", "promo.zip", "Examples/templates"]
        let input = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardError = error
        process.standardOutput = Pipe()
        try process.run()
        Thread.sleep(forTimeInterval: 2)
        kill(process.processIdentifier, SIGSEGV)
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 3)
        #expect(message == "pwtemplate: internal error while checking 'promo.zip'. Please report this bug with that file attached.\n")
        try input.fileHandleForWriting.close()
    }
}
