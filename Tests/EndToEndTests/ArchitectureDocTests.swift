import Foundation
import Testing

/// docs/architecture.md's table of targets is the package's graph: every target of
/// `swift package dump-package` but the tests and plugins, with its direct dependencies in the
/// manifest's order.
@Suite struct ArchitectureDocTests {
    /// `name | dependencies` of each row of the table after "| target | depends on |".
    private static func documentedGraph() throws -> [String: [String]] {
        let page = try String(contentsOfFile: BinaryRunner.packageRoot + "/docs/architecture.md", encoding: .utf8)
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex(of: "| target | depends on |"))
        var graph: [String: [String]] = [:]
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let names = { (cell: String) in cell.split(separator: ",").compactMap { part -> String? in
                let name = part.trimmingCharacters(in: .whitespaces)
                return name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : nil
            } }
            graph[try #require(names(cells[0]).first)] = names(cells[1])
        }
        return graph
    }

    private static func packageGraph() throws -> [String: [String]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let scratch = FileManager.default.temporaryDirectory.path + "/pwtemplate-dump-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        process.arguments = ["swift", "package", "--package-path", BinaryRunner.packageRoot, "--scratch-path", scratch, "dump-package"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift package dump-package failed")
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var graph: [String: [String]] = [:]
        for target in manifest["targets"] as? [[String: Any]] ?? [] {
            guard let name = target["name"] as? String, let type = target["type"] as? String, type != "test", type != "plugin" else { continue }
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
            }
            graph[name] = dependencies
        }
        return graph
    }

    @Test func theTargetTableIsThePackageGraph() throws {
        #expect(try Self.documentedGraph() == Self.packageGraph())
    }

    /// Issue 32: no library target holds more than 40 % of the library lines (every Swift line of
    /// every regular target, the executable and the system library aside).
    @Test func noLibraryTargetHoldsMoreThanFortyPercentOfTheLines() throws {
        let graph = try Self.packageGraph()
        let sources = BinaryRunner.packageRoot + "/Sources/"
        var lines: [String: Int] = [:]
        for name in graph.keys where name != "pwtemplate" && name != "CLibzip" {
            let folder = sources + name
            let files = try FileManager.default.subpathsOfDirectory(atPath: folder)
            lines[name] = try files.filter { $0.hasSuffix(".swift") }.reduce(0) { count, file in
                count + (try String(contentsOfFile: folder + "/" + file, encoding: .utf8)).split(separator: "\n", omittingEmptySubsequences: false).count
            }
        }
        let total = lines.values.reduce(0, +)
        try #require(total > 10_000, "the library lines were not found under \(sources)")
        for (name, count) in lines.sorted(by: { $0.key < $1.key }) {
            #expect(Double(count) <= 0.4 * Double(total), "\(name) holds \(count) of \(total) library lines")
        }
    }
}
