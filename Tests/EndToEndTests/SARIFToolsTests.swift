import Foundation
import PWTemplateArchive
import Testing

/// The SARIF log of the built binary, read by an independent SARIF reader: `sarif` from the
/// sarif-tools package (installed by `make test-deps`).
@Suite struct SARIFToolsTests {
    static let sarif = ["/usr/local/bin", "/usr/bin", NSHomeDirectory() + "/.local/bin", NSHomeDirectory() + "/.pyenv/shims"]
        .map { $0 + "/sarif" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    static let modal = """
        {"displayType":"modal","modal":{"showClose":true,"dimBackground":true,"background":"#FFFFFFFF","title":{"text":"Hello","color":"#111111FF"},"buttons":[]}}
        """

    /// A ZIP with one error, a folder with one error and one warning, and a template with one info.
    static func templates() throws -> Scratch {
        let scratch = try Scratch()
        var zip = ZipWriter()
        zip.addFile("native-config.json", bytes: Array(modal.replacingOccurrences(of: "#111111FF", with: "red").utf8))
        try scratch.write(Data(try zip.archiveBytes()), to: "promos/spring sale.zip")
        try scratch.write(modal.replacingOccurrences(of: "#FFFFFFFF", with: "FFFFFF"), to: "promos/summer/native-config.json")
        try scratch.write("png", to: "promos/summer/cover.png")
        try scratch.write(modal.replacingOccurrences(of: "\"modal\",", with: "\"Modal\","), to: "promos/winter/native-config.json")
        return scratch
    }

    @Test func sarifToolsReadsTheLogAndCountsEveryLevel() throws {
        let sarif = try #require(Self.sarif, "sarif (sarif-tools) is missing: run make test-deps")
        let scratch = try Self.templates()
        let lint = try scratch.runner.run(["lint", "promos", "--format", "text", "--format", "sarif:pwtemplate.sarif"])
        #expect(lint.status == 1, "the run fails on its errors, and still writes the log: \(lint.standardError)")
        #expect(lint.standardOutput.contains("✖ 4 problems (2 errors, 1 warning, 1 info) in 3 templates"))

        let summary = try Self.run(sarif, ["summary", scratch.path + "/pwtemplate.sarif"])
        #expect(summary.status == 0, "\(summary.output)")
        #expect(Self.count("error", in: summary.output) == 2)
        #expect(Self.count("warning", in: summary.output) == 1)
        #expect(Self.count("note", in: summary.output) == 1)
        #expect(summary.output.contains("invalid-color"))

        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: scratch.path + "/pwtemplate.sarif")))
        let results = try #require(((log as? [String: Any])?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let uris = results.compactMap { result in
            (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                as? [String: Any])?["uri"] as? String
        }
        #expect(Set(uris) == [
            "promos/spring%20sale.zip", "promos/summer/cover.png", "promos/summer/native-config.json",
            "promos/winter/native-config.json",
        ])
    }

    @Test func aCleanRunGivesAnEmptyLogSarifToolsAccepts() throws {
        let sarif = try #require(Self.sarif, "sarif (sarif-tools) is missing: run make test-deps")
        let scratch = try Scratch()
        try scratch.write(Self.modal, to: "ok/native-config.json")
        let lint = try scratch.runner.run(["lint", "ok", "--format", "sarif"])
        #expect(lint.status == 0)
        try scratch.write(lint.standardOutput, to: "clean.sarif")
        let summary = try Self.run(sarif, ["summary", scratch.path + "/clean.sarif"])
        #expect(summary.status == 0, "\(summary.output)")
        #expect(Self.count("error", in: summary.output) == 0)
    }

    /// The `N` of a `level: N` line in `sarif summary` output; 0 when the level is not listed.
    static func count(_ level: String, in summary: String) -> Int {
        summary.split(separator: "\n").lazy
            .compactMap { line -> Int? in
                guard line.hasPrefix(level + ": ") else { return nil }
                return Int(line.dropFirst(level.count + 2))
            }
            .first ?? 0
    }

    /// Runs `executable` with `arguments`; its status and its standard output and error, interleaved.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
