import Foundation
import Testing

/// `Examples/packed/` holds archives built by `pwtemplate pack` (`make examples`): each must be
/// exactly what packing its folder in `Examples/templates/` gives today, and lint clean.
@Suite struct PackedExamplesTests {
    static let packed = BinaryRunner.packageRoot + "/Examples/packed"

    static var archives: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: packed)) ?? []).filter { $0.hasSuffix(".zip") }.sorted()
    }

    @Test func thereArePackedExamples() {
        #expect(Self.archives.count >= 3)
    }

    @Test(arguments: archives)
    func anArchiveIsUpToDateWithItsFolder(_ archive: String) throws {
        let scratch = try Scratch()
        let folder = "Examples/templates/" + archive.dropLast(".zip".count)
        let output = scratch.path + "/" + archive
        let result = try BinaryRunner().run(["pack", folder, "-o", output])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        let fresh = try Data(contentsOf: URL(fileURLWithPath: output))
        let committed = try Data(contentsOf: URL(fileURLWithPath: Self.packed + "/" + archive))
        #expect(fresh == committed, "Examples/packed/\(archive) is stale: run `make examples`")
    }

    @Test func thePackedExamplesLintClean() throws {
        let (result, report) = try BinaryRunner().runJSON(["lint", "Examples/packed"])
        #expect(result.status == 0)
        #expect(report.rules.isEmpty)
        #expect(report.summary.templates == Self.archives.count)
    }
}
