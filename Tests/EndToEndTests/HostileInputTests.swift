import Foundation
import PWTemplateArchive
import Testing

/// Hostile inputs beyond BadInputTests, run through the built binary: each ends in findings or
/// a clean error, in bounded time, never a crash. docs/robustness.md lists them all.
@Suite struct HostileInputTests {
    private static let modal = """
        {"displayType":"modal","modal":{"showClose":true,"dimBackground":true,"background":"#FFFFFFFF","title":{"text":"TITLE","color":"#111111FF"},"buttons":[]}}
        """

    private static func modal(title: String) -> String {
        modal.replacingOccurrences(of: "TITLE", with: title)
    }

    // MARK: invalid UTF-8

    /// Creates an empty file or a folder at the path `bytes`: a String, and so Foundation, cannot
    /// spell a name that is not UTF-8.
    private func create(rawPath bytes: [UInt8], folder: Bool) -> Bool {
        let path = (bytes + [0]).map { CChar(bitPattern: $0) }
        if folder { return mkdir(path, 0o755) == 0 }
        let descriptor = open(path, O_CREAT | O_WRONLY, 0o644)
        defer { close(descriptor) }
        return descriptor >= 0
    }

    @Test func invalidUTF8InATemplateFileIsAnEncodingError() throws {
        let scratch = try Scratch()
        try scratch.write(Data(#"{"displayType":"modal","x":"caf"#.utf8) + Data([0xE9]) + Data(#""}"#.utf8), to: "latin1/native-config.json")
        let (result, report) = try scratch.runner.runJSON(["latin1"])
        #expect(result.status == 1)
        #expect(report.rules == ["json-encoding"])
        let finding = try #require(report.results.first?.diagnostics.first)
        #expect(finding.message.hasPrefix("invalid UTF-8 byte 0xE9 at byte offset 31"))
        #expect(finding.line == 1 && finding.column == 32)
    }

    @Test func aFileNameThatIsNotUTF8InATemplateFolderIsJudgedByItsName() throws {
        let scratch = try Scratch()
        try scratch.write(Self.modal(title: "Hi"), to: "promo/native-config.json")
        #expect(create(rawPath: Array((scratch.path + "/promo/").utf8) + [0xFF] + Array("logo.png".utf8), folder: false))
        let (result, report) = try scratch.runner.runJSON(["promo"])
        // Not "cannot read": the file is never read, and its name is all there is to judge.
        #expect(report.rules == ["archive-unsupported-entry", "unused-file"])
        #expect(report.results.first?.diagnostics.first?.message.contains("\u{FFFD}logo.png") == true)
        #expect(result.status == 1)
    }

    @Test func aFolderNameThatIsNotUTF8InAScannedFolderIsUnreadableWithTheReason() throws {
        let scratch = try Scratch()
        try scratch.write(Self.modal(title: "Hi"), to: "campaigns/ok/native-config.json")
        #expect(create(rawPath: Array((scratch.path + "/campaigns/").utf8) + [0xC3, 0x28], folder: true))
        let (result, report) = try scratch.runner.runJSON(["campaigns"])
        #expect(result.status == 1)
        #expect(report.rules == ["path-unreadable"])
        #expect(report.results.map(\.path) == ["campaigns/ok", "campaigns/\u{FFFD}("])
        #expect(report.results.last?.diagnostics.first?.message.hasSuffix("its name is not valid UTF-8; rename it") == true)
    }

    // MARK: large archives

    @Test func aThousandEntryZipIsListedInFull() throws {
        let scratch = try Scratch()
        var writer = ZipWriter()
        writer.addFile("native-config.json", bytes: Array(Self.modal(title: "Hi").utf8))
        for index in 1..<1_000 {
            writer.addFile("media/\(index).png", bytes: [UInt8(index % 256)], compression: .store)
        }
        try writer.write(toPath: scratch.path + "/many.zip")
        let (result, report) = try scratch.runner.runJSON(["many.zip"])
        #expect(result.status == 0)
        #expect(report.rules == Array(repeating: "unused-file", count: 999))
        #expect(report.results.first?.displayType == "modal")
    }

    @Test func aZipEntryNameOf64KilobytesIsJudgedLikeAnyOther() throws {
        let scratch = try Scratch()
        // 65,535 bytes: the most a ZIP name field holds.
        let name = String(repeating: "a", count: 65_531) + ".png"
        var writer = ZipWriter()
        writer.addFile("native-config.json", bytes: Array(Self.modal(title: "Hi").utf8))
        writer.addFile(name, bytes: [1, 2, 3])
        try writer.write(toPath: scratch.path + "/long-name.zip")
        let (result, report) = try scratch.runner.runJSON(["long-name.zip"])
        #expect(result.status == 0)
        #expect(report.rules == ["unused-file"])
        #expect(report.results.first?.diagnostics.first?.entry == name)
        // The text report shows it too.
        let text = try scratch.runner.run(["long-name.zip"])
        #expect(text.status == 0)
        #expect(text.standardOutput.contains("long-name.zip!/" + name + ": warning:"))
    }

    // MARK: large and deep JSON

    /// Quadratic work on the long line took hours; linear work takes seconds, even under ASan.
    /// The time limit guards against a hang; `make bench` measures speed.
    @Test(.timeLimit(.minutes(10))) func aPushwooshJSONWithAHundredThousandKeysIsReportedInLinearTime() throws {
        let scratch = try Scratch()
        try scratch.write(Self.modal(title: "{{k0|text|Hi}}"), to: "keys/native-config.json")
        // Minified: one line of 1.5 MB, so every finding and code frame sits on it.
        let entries = (0..<100_000).map { "\"k\($0)\":\"v\"" }.joined(separator: ",")
        let pushwoosh = #"{"default_language":"en","localization":{"en":{"# + entries + "}}}"
        try scratch.write(pushwoosh, to: "keys/pushwoosh.json")
        let result = try scratch.runner.run(["keys"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasSuffix("✖ 99999 problems (0 errors, 99999 warnings) in 1 template\n"))
        #expect(result.standardOutput.components(separatedBy: "[l10n-unused-key]").count - 1 == 99_999)
        // The last key's finding, at its column on the one line (one scalar per byte here).
        let lastKey = try #require(pushwoosh.range(of: #""k99999""#))
        let column = pushwoosh.distance(from: pushwoosh.startIndex, to: lastKey.lowerBound) + 1
        #expect(result.standardOutput.contains(
            "keys/pushwoosh.json:1:\(column): warning: [en] translation key \"k99999\" is not read by any placeholder"))
    }

    @Test func placeholdersNestedTenThousandDeepAreOneSyntaxError() throws {
        let scratch = try Scratch()
        let nested = String(repeating: "{{", count: 10_000) + "key|text|x" + String(repeating: "}}", count: 10_000)
        try scratch.write(Self.modal(title: nested), to: "nested/native-config.json")
        let (result, report) = try scratch.runner.runJSON(["nested"])
        #expect(result.status == 1)
        #expect(report.rules.sorted() == ["l10n-missing-file", "placeholder-syntax"])
        #expect(try scratch.runner.run(["resolve", "nested", "--platform", "ios"]).status == 0)
    }

    // MARK: full disk

    /// Runs the binary with a 64 KiB tmpfs mounted on `out` in a private mount namespace, filled
    /// up to `free` bytes; also returns what `out` holds when the binary has exited. The
    /// namespace dies with the process, so nothing stays mounted.
    private func runOnFullDisk(_ arguments: [String], in scratch: Scratch, free: Int) throws -> (BinaryRunner.Result, [String]) {
        try FileManager.default.createDirectory(atPath: scratch.path + "/out", withIntermediateDirectories: true)
        let script = """
            mount -t tmpfs -o size=64k tmpfs out || exit 99
            head -c \(64 * 1024 - free) /dev/zero > out/filler 2>/dev/null
            "$@"; status=$?
            ls -A out > listing.txt
            exit $status
            """
        let namespace = try #require(Self.namespace)
        let result = try scratch.runner.run(arguments, prefix: namespace + ["/bin/sh", "-c", script, "sh"])
        let listing = try String(contentsOfFile: scratch.path + "/listing.txt", encoding: .utf8)
        return (result, listing.split(separator: "\n").map(String.init))
    }

    /// A command that runs its arguments in a private mount namespace where they may mount a
    /// tmpfs: a user namespace (no root needed, where the system allows them), else a mount
    /// namespace alone (root with CAP_SYS_ADMIN); nil when neither works here.
    private static let namespace: [String]? = [
        ["/usr/bin/unshare", "--user", "--map-root-user", "--mount"],
        ["/usr/bin/unshare", "--mount"],
    ].first { command in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst()) + ["/bin/sh", "-c", "mount -t tmpfs -o size=4k tmpfs /mnt"]
        process.standardError = Pipe()
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    private static var canMountTmpfs: Bool { namespace != nil }

    @Test(.enabled(if: canMountTmpfs, "needs unshare and a tmpfs mount in a private namespace"))
    func packOnAFullDiskFailsAndLeavesNoPartialArchive() throws {
        let scratch = try Scratch()
        try scratch.write(Self.modal(title: "Hi"), to: "promo/native-config.json")
        let (result, left) = try runOnFullDisk(["pack", "promo", "-o", "out/promo.zip"], in: scratch, free: 0)
        #expect(result.status == 3)
        #expect(result.standardOutput == "not packed promo: cannot write 'out/promo.zip': No space left on device\n")
        #expect(left == ["filler"])
    }

    @Test(.enabled(if: canMountTmpfs, "needs unshare and a tmpfs mount in a private namespace"))
    func newOnAFullDiskFailsHalfwayAndLeavesNothing() throws {
        let scratch = try Scratch()
        // One page free: native-config.json fits, pushwoosh.json does not.
        let (result, left) = try runOnFullDisk(["new", "modal", "out/promo", "--languages", "en,de"], in: scratch, free: 4_096)
        #expect(result.status == 3)
        #expect(result.standardError == "error: cannot write 'out/promo': No space left on device\n")
        #expect(result.standardOutput.isEmpty)
        #expect(left == ["filler"])
        // With room enough, the same command writes both files.
        let (roomy, written) = try runOnFullDisk(["new", "modal", "out/promo", "--languages", "en,de"], in: scratch, free: 16_384)
        #expect(roomy.status == 0)
        #expect(written == ["filler", "promo"])
    }

    @Test(.enabled(if: canMountTmpfs, "needs unshare and a tmpfs mount in a private namespace"))
    func unpackOnAFullDiskFailsAndLeavesNothing() throws {
        let scratch = try Scratch()
        var writer = ZipWriter()
        writer.addFile("native-config.json", bytes: Array(Self.modal(title: "{{title|text|Hi}}").utf8))
        writer.addFile("pushwoosh.json", bytes: Array(#"{"default_language":"en","localization":{"en":{"title":"Hello"}}}"#.utf8))
        try writer.write(toPath: scratch.path + "/promo.zip")
        let (result, left) = try runOnFullDisk(["unpack", "promo.zip", "out/promo"], in: scratch, free: 0)
        #expect(result.status == 3)
        #expect(result.standardError == "error: cannot write into 'out/promo': No space left on device\n")
        // The folder it created is removed again.
        #expect(left == ["filler"])
    }
}
