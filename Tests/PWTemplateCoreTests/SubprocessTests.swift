import Foundation
@testable import PWTemplateSystem
import Testing

/// `Subprocess`: real programs started with posix_spawn, their exit, crash, output and timeout.
@Suite(.timeLimit(.minutes(5))) struct SubprocessTests {
    private func shell(_ script: String, timeout: Duration = .seconds(30), limit: Int = 16_384) throws -> Subprocess.Result {
        try Subprocess(executable: "/bin/sh", arguments: ["-c", script], timeout: timeout, outputLimit: limit).run()
    }

    @Test func exitStatusAndBothStreamsAreReported() throws {
        let result = try shell("echo out; echo err >&2; exit 7")
        #expect(result.outcome == .exited(7))
        #expect(String(decoding: result.output, as: UTF8.self) == "out\nerr\n")
    }

    @Test func argumentsArriveUnchanged() throws {
        let result = try Subprocess(
            executable: "/bin/sh", arguments: ["-c", "printf '%s|' \"$@\"", "sh", "a b", "", "ü\"'$x"],
            timeout: .seconds(30)
        ).run()
        #expect(result.outcome == .exited(0))
        #expect(String(decoding: result.output, as: UTF8.self) == "a b||ü\"'$x|")
    }

    @Test func aCrashIsReportedAsItsSignal() throws {
        #expect(try shell("kill -SEGV $$").outcome == .signaled(SIGSEGV))
        #expect(try shell("kill -ABRT $$").outcome == .signaled(SIGABRT))
    }

    @Test func standardInputIsEmpty() throws {
        let result = try shell("cat; echo end")
        #expect(result.outcome == .exited(0))
        #expect(String(decoding: result.output, as: UTF8.self) == "end\n")
    }

    /// A program that never ends is killed at the timeout with the helpers it started.
    @Test func aProgramPastItsTimeoutIsKilledWithItsGroup() throws {
        let folder = try TemporaryFolder()
        let pidFile = folder.path + "/helper.pid"
        let result = try shell("sleep 30 & echo $! > '\(pidFile)'; sleep 30", timeout: .milliseconds(500))
        #expect(result.outcome == .timedOut)
        let helper = try #require(Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        // SIGKILL is delivered at once; the orphan may stay a zombie until init reaps it.
        let ended = (0..<500).contains { _ in
            let running = kill(helper, 0) == 0 && !Self.isZombie(helper)
            if running { usleep(10_000) }
            return !running
        }
        #expect(ended)
    }

    private static func isZombie(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }

    @Test func onlyTheLastOutputIsKept() throws {
        let result = try shell("i=0; while [ $i -lt 2000 ]; do echo line$i; i=$((i+1)); done", limit: 64)
        #expect(result.outcome == .exited(0))
        #expect(result.output.count == 64)
        #expect(String(decoding: result.output, as: UTF8.self).hasSuffix("line1999\n"))
    }

    @Test func aMissingProgramIsAnError() {
        #expect(throws: SubprocessError.self) {
            try Subprocess(executable: "/nonexistent/chromium", arguments: [], timeout: .seconds(1)).run()
        }
    }

    @Test func executablesAreFoundInThePathInOrder() throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("a")
        try folder.makeFolder("b")
        let plain = try folder.write("not executable", to: "a/tool")
        let program = try folder.write("#!/bin/sh\n", to: "b/tool")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program)
        try folder.makeFolder("c/tool")
        let path = "\(folder.path)/c:\(folder.path)/a:\(folder.path)/b"
        #expect(FileSystem.executable(named: "tool", searchPath: path) == program)
        #expect(FileSystem.executable(named: "other", searchPath: path) == nil)
        #expect(!FileSystem.isExecutableFile(plain))
    }
}
