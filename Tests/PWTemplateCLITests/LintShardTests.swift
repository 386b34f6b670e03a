import Foundation
@testable import PWTemplateCLI
import PWTemplateLint
import Testing

/// `lint --shard K/N` and `--shard auto`, in-process on real template folders.
@Suite struct LintShardTests {
    let scratch: ScratchTemplates

    init() throws {
        scratch = try ScratchTemplates()
        for index in 1...12 { try addTemplate("t\(index)") }
    }

    /// A template with one finding, so each linted template names itself in the JSON report.
    func addTemplate(_ name: String) throws {
        try scratch.write(LintBaselineTests.alphaFirst, to: "promos/\(name)/native-config.json")
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) -> (code: ExitCode, output: String, error: String) {
        let output = BufferedOutput()
        let error = BufferedOutput()
        let code = CLI.run(Invocation(
            arguments: arguments, environment: environment, currentDirectory: scratch.path, standardOutput: output, standardError: error))
        return (code, output.text, error.text)
    }

    /// The templates a run linted, from its JSON report.
    func linted(_ arguments: [String], environment: [String: String] = [:]) throws -> Set<String> {
        let result = run(["lint", "promos", "--format", "json"] + arguments, environment: environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        return Set(results.compactMap { $0["path"] as? String })
    }

    @Test(arguments: [1, 2, 3, 5])
    func theShardsLintEachTemplateExactlyOnce(_ total: Int) throws {
        let all = try linted([])
        #expect(all.count == 12)
        let shards = try (1...total).map { try linted(["--shard", "\($0)/\(total)"]) }
        #expect(shards.reduce(0) { $0 + $1.count } == 12, "disjoint")
        #expect(shards.reduce(Set<String>()) { $0.union($1) } == all, "complete")
        if total == 3 { #expect(shards.allSatisfy { !$0.isEmpty }, "12 paths spread over every shard") }
    }

    @Test func anEmptyShardExitsZero() throws {
        let scratch = try ScratchTemplates()
        try scratch.write(LintBaselineTests.alphaFirst, to: "promos/only/native-config.json")
        let empty = try #require((1...2).first { !Shard(index: $0, total: 2)!.contains("promos/only") })
        let result = scratch.run(["lint", "promos", "--shard", "\(empty)/2"])
        #expect(result.code == .success)
        #expect(result.error.contains("shard \(empty)/2: 0 of the 1 templates found"))
    }

    @Test func aTemplateStaysInItsShardAsOthersAreAdded() throws {
        let before = try (1...3).map { try linted(["--shard", "\($0)/3"]) }
        for index in 13...20 { try addTemplate("t\(index)") }
        let after = try (1...3).map { try linted(["--shard", "\($0)/3"]) }
        for (old, new) in zip(before, after) { #expect(old.isSubset(of: new)) }
    }

    @Test func autoReadsGitLabsNodeVariablesAndSaysSo() throws {
        let environment = ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3"]
        #expect(try linted(["--shard", "auto"], environment: environment) == linted(["--shard", "2/3"]))
        let result = run(["lint", "promos", "--shard", "auto"], environment: environment)
        #expect(result.error.contains("note: --shard auto: shard 2/3 from CI_NODE_INDEX/CI_NODE_TOTAL"))
        #expect(result.error.contains("note: shard 2/3: \(try linted(["--shard", "2/3"]).count) of the 12 templates found"))
    }

    @Test(arguments: [
        (["--shard", "4/3"], [:], "'4/3' is not a valid shard for '--shard'; K must be from 1 to 3"),
        (["--shard", "0/3"], [:], "K must be from 1 to 3"),
        (["--shard", "2/0"], [:], "expected K/N (e.g. 2/4) or 'auto'"),
        (["--shard", "half"], [:], "expected K/N (e.g. 2/4) or 'auto'"),
        (["--shard", "auto"], [:], "CI_NODE_INDEX and CI_NODE_TOTAL are not both set"),
        (["--shard", "auto"], ["CI_NODE_INDEX": "5", "CI_NODE_TOTAL": "4"], "'5/4' is not a valid shard for 'CI_NODE_INDEX/CI_NODE_TOTAL'"),
    ] as [([String], [String: String], String)])
    func aBadShardIsAUsageErrorAndWritesNothing(_ arguments: [String], _ environment: [String: String], _ message: String) {
        let result = run(["lint", "promos", "--format", "sarif:out.sarif"] + arguments, environment: environment)
        #expect(result.code == .usage)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("error: ") && result.error.contains(message), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/out.sarif"))
    }

    @Test func sarifNamesItsShardInRunAutomationDetails() throws {
        let sharded = run(["lint", "promos", "--shard", "2/4", "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sharded.output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["runAutomationDetails"] as? [String: Any])?["id"] as? String == "pwtemplate/shard-2-of-4/")
        #expect(!self.run(["lint", "promos", "--format", "sarif"]).output.contains("runAutomationDetails"))
    }

    @Test func theSplitIsPinnedFNV1aOfThePath() {
        // Pinned (computed apart, in Python): a new hash would move the templates of every matrix.
        #expect(Shard.part(of: "promos/t1", among: 4) == 2)
        #expect(Shard.part(of: "promos/t2", among: 4) == 1)
        #expect(Shard.part(of: "promos/t2", among: 3) == 2)
        #expect(Shard(index: 4, total: 3) == nil && Shard(index: 0, total: 3) == nil && Shard(index: 3, total: 3) != nil)
    }
}
