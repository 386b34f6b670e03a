import Foundation
import PWTemplateSyntax

/// Runs the built `pwtemplate` binary, the way a build script or a hook does.
struct BinaryRunner {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Set when the process died of a signal instead of exiting.
        var signaled: Bool
    }

    /// The package root, found from this file's location.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The binary next to the running test bundle (SwiftPM builds it before testing).
    static let binary: String = {
        if let explicit = ProcessInfo.processInfo.environment["PWTEMPLATE_BINARY"] { return explicit }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while folder.path != "/" {
            folder.deleteLastPathComponent()
            let candidate = folder.appendingPathComponent("pwtemplate").path
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue {
                return candidate
            }
        }
        return packageRoot + "/.build/debug/pwtemplate"
    }()

    var currentDirectory: String = BinaryRunner.packageRoot
    /// A bare environment, plus the sanitizer options of an AddressSanitizer run (`make test-asan`
    /// builds the binary with ASan too, and without them its leak report would fail every run).
    var environment: [String: String] = ProcessInfo.processInfo.environment
        .filter { $0.key == "ASAN_OPTIONS" }.merging(["PATH": "/usr/bin:/bin"]) { $1 }

    /// Runs the binary with `arguments`, feeding `input` on standard input.
    func run(_ arguments: [String], input: Data = Data(), prefix: [String] = []) throws -> Result {
        let process = Process()
        let command = prefix + [Self.binary] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory)
        process.environment = environment
        let output = Pipe(), error = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self),
            signaled: process.terminationReason == .uncaughtSignal
        )
    }

    /// Runs the binary and parses its `--format json` report.
    func runJSON(_ arguments: [String], input: Data = Data()) throws -> (Result, JSONReport) {
        let result = try run(arguments + ["--format", "json"], input: input)
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(result.standardOutput.utf8))
        return (result, report)
    }
}

/// The `--format json` report, decoded the way a build script would.
struct JSONReport: Decodable {
    struct Summary: Decodable { var templates, errors, warnings, infos: Int }
    /// The fix a finding carries for `lint --fix` (its edits are left out).
    struct Fix: Decodable {
        var title: String
        /// `safe` (applied by `--fix`) or `unsafe` (only with `--unsafe-fixes`).
        var applicability: String
        var kind: String
    }
    struct Finding: Decodable {
        var rule: String
        var severity: String
        var message: String
        var entry: String?
        var pointer: String?
        var line: Int?
        var column: Int?
        var language: String?
        var platform: String?
        var fix: Fix?
    }
    struct Result: Decodable {
        var path: String
        var displayType: String?
        var diagnostics: [Finding]
    }
    var version: Int
    var summary: Summary
    var results: [Result]

    /// Every rule id reported, in report order.
    var rules: [String] { results.flatMap { $0.diagnostics.map(\.rule) } }
}
