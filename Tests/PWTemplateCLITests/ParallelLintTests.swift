import Foundation
@testable import PWTemplateCLI
@testable import PWTemplateLint
@testable import PWTemplateSystem
import Synchronization
import Testing

/// `lint --jobs N`: parallel linting gives the reports of a sequential run, in every format.
@Suite("Parallel lint")
struct ParallelLintTests {
    /// The package root, where `Examples/` and `Tests/Fixtures/` hold ~50 mixed templates.
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    private static let mixedTemplates = ["Examples", "Tests/Fixtures/archives"]

    /// Every format of one run with `jobs`: text on standard output, the others in files.
    private func reports(jobs: String) throws -> [ReportFormat: String] {
        let scratch = try ScratchTemplates()
        let files = ReportFormat.allCases.filter { $0 != .text }
        let arguments = ["lint", "--jobs", jobs] + Self.mixedTemplates
            + files.flatMap { ["--format", "\($0.rawValue):\(scratch.path)/report.\($0.rawValue)"] } + ["--format", "text"]
        let run = CLIRun(arguments, currentDirectory: Self.packageRoot)
        #expect(run.code == .findings)
        var reports: [ReportFormat: String] = [.text: run.output]
        for format in files {
            reports[format] = try String(contentsOfFile: "\(scratch.path)/report.\(format.rawValue)", encoding: .utf8)
        }
        return reports
    }

    @Test func oneAndFourJobsWriteByteIdenticalReportsInEveryFormat() throws {
        let sequential = try reports(jobs: "1")
        let parallel = try reports(jobs: "4")
        for format in ReportFormat.allCases {
            #expect(parallel[format] == sequential[format], "\(format.rawValue) differs")
        }
        let summary = try #require(sequential[.json]?.firstMatch(of: /"templates": (\d+)/))
        #expect(try #require(Int(summary.1)) >= 45, "the folders hold ~50 templates")
        #expect(sequential[.text]?.contains("Tests/Fixtures/archives/zip64-entry.zip") == true)
    }

    @Test func jobsDefaultsToOnePerProcessor() throws {
        guard case .lint(let options) = try CommandLineParser.parse(["lint"], pathExists: { _ in false }) else {
            Issue.record("'lint' is not parsed as lint")
            return
        }
        #expect(options.jobs == ProcessorCount.online)
        #expect(ProcessorCount.online == ProcessInfo.processInfo.processorCount)
        #expect(try CommandLineParser.parse(["lint", "--jobs", "3", "a.zip"], pathExists: { _ in false })
            == .lint(LintOptions(paths: ["a.zip"], jobs: 3)))
    }

    @Test(arguments: [
        (["--jobs", "0"], "'0' is not a valid value for '--jobs'; expected a whole number (1 or more)"),
        (["--jobs=-2"], "'-2' is not a valid value for '--jobs'; expected a whole number (1 or more)"),
        (["--jobs", "many"], "'many' is not a valid value for '--jobs'; expected a whole number (1 or more)"),
        (["--jobs", "2", "--jobs", "3"], "option '--jobs' can be given only once (got '2' and '3')"),
        (["--jobs"], "option '--jobs' needs a value"),
    ])
    func badJobCountsAreUsageErrors(_ arguments: [String], _ message: String) {
        let run = CLIRun(["lint", "Examples/templates"] + arguments, currentDirectory: Self.packageRoot)
        #expect(run.code == .usage)
        #expect(run.error.hasPrefix("error: " + message + "\nUsage: pwtemplate lint"))
        #expect(run.output.isEmpty)
    }

    @Test func reportsComeBackInTargetOrderWithJobsLintsAtOnce() {
        let targets = (0..<40).map { LintTarget(source: .archive, displayPath: "t\($0).zip", fileSystemPath: "/t\($0).zip", kind: "native") }
        let running = Atomic(0)
        let mostAtOnce = Atomic(0)
        // Dispatch runs no more threads than processors. Lints wait (10 s at most in all) until
        // that many run at once, which they reach only when they overlap.
        let expected = min(3, ProcessorCount.online)
        let deadline = ContinuousClock.now + .seconds(10)
        let reports = ParallelLint(jobs: 3).map(targets) { target in
            let now = running.add(1, ordering: .relaxed).newValue
            _ = mostAtOnce.max(now, ordering: .relaxed)
            while mostAtOnce.load(ordering: .relaxed) < expected, ContinuousClock.now < deadline {
                usleep(1000)
            }
            // Later targets finish sooner, so completion order is not target order.
            usleep(UInt32(40 - (Int(target.displayPath.dropFirst().dropLast(4)) ?? 0)) * 100)
            running.subtract(1, ordering: .relaxed)
            return TemplateReport(path: target.displayPath, kind: .archive)
        }
        #expect(reports.map(\.path) == targets.map(\.displayPath))
        #expect(mostAtOnce.load(ordering: .relaxed) == expected)
    }

    @Test func workersRunAtTheSameTime() {
        // Two lints that each wait for the other to start can only both finish when they overlap.
        let started = Atomic(0)
        let targets = (0..<2).map { LintTarget(source: .archive, displayPath: "\($0).zip", fileSystemPath: "/\($0).zip", kind: "native") }
        let reports = ParallelLint(jobs: 2).map(targets) { target in
            started.add(1, ordering: .relaxed)
            var waited = 0
            while started.load(ordering: .relaxed) < 2, waited < 10_000 {
                usleep(1000)
                waited += 1
            }
            let overlapped = started.load(ordering: .relaxed) == 2
            return TemplateReport(path: target.displayPath, kind: .archive, displayType: overlapped ? "overlapped" : nil)
        }
        #expect(reports.map(\.displayType) == ["overlapped", "overlapped"])
    }

    @Test func oneJobLintsOnTheCallingThread() {
        let caller = pthread_self()
        let targets = (0..<3).map { LintTarget(source: .archive, displayPath: "\($0).zip", fileSystemPath: "/\($0).zip", kind: "native") }
        let threads = Mutex<[pthread_t]>([])
        _ = ParallelLint(jobs: 1).map(targets) { target in
            threads.withLock { $0.append(pthread_self()) }
            return TemplateReport(path: target.displayPath, kind: .archive)
        }
        #expect(threads.withLock { $0.allSatisfy { pthread_equal($0, caller) != 0 } })
    }
}

/// The crash message names every input being read when the crash happens.
@Suite("Crash message")
struct CrashMessageTests {
    @Test func theMessageNamesNoneOneOrEveryInputInFlight() {
        #expect(CrashReporter.message(inputs: [])
            == "pwtemplate: internal error. Please report this bug with the command you ran.\n")
        #expect(CrashReporter.message(inputs: ["promo.zip"])
            == "pwtemplate: internal error while checking 'promo.zip'. Please report this bug with that file attached.\n")
        #expect(CrashReporter.message(inputs: ["a.zip", "b/"])
            == "pwtemplate: internal error while checking one of 'a.zip', 'b/' (read in parallel). "
            + "Please report this bug with those files attached.\n")
    }

    @Test func readingPublishesTheInputUntilItIsDone() {
        let name = "crash-test-\(UInt64.random(in: 0...UInt64.max)).zip"
        let other = "other-" + name
        CrashReporter.reading(name) {
            #expect(CrashReporter.publishedMessage.contains("'\(name)'"))
            CrashReporter.reading(other) {
                #expect(CrashReporter.publishedMessage.contains("one of"))
                #expect(CrashReporter.publishedMessage.contains("'\(name)'"))
                #expect(CrashReporter.publishedMessage.contains("'\(other)'"))
            }
            #expect(!CrashReporter.publishedMessage.contains("'\(other)'"))
        }
        #expect(!CrashReporter.publishedMessage.contains(name))
    }

    @Test func aMessageLongerThanTheBufferIsCutAndStillEndsTheLine() {
        let name = "crash-long-" + String(repeating: "x", count: 5000) + ".zip"
        CrashReporter.reading(name) {
            let message = CrashReporter.publishedMessage
            #expect(message.utf8.count == 4096)
            #expect(message.hasPrefix("pwtemplate: internal error while checking"))
            #expect(message.hasSuffix("\n"))
        }
    }
}
