import Foundation
import Testing

/// The project follows its own formatter: `Examples/` is in `fmt`'s layout, and
/// `Examples/mistakes/.pwtemplate.json` leaves out (`fmt.exclude`) exactly the mistakes `fmt`
/// cannot format, and no more.
@Suite struct ExamplesFormatTests {
    @Test func theExamplesAreInFmtsLayout() throws {
        let result = try BinaryRunner().run(["fmt", "--check", "Examples"])
        #expect(result.status == 0, "run `pwtemplate fmt Examples` (and `make examples`):\n\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("0 files would be reformatted, "), "\(result.standardOutput)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
    }

    @Test func onlyTheMistakesFmtCannotFormatAreExcluded() throws {
        let result = try BinaryRunner().run(["fmt", "--check", "--no-config", "Examples/mistakes"])
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("0 files would be reformatted, "), "\(result.standardOutput)")
        #expect(result.standardOutput.hasSuffix(", 2 files with JSON errors not formatted\n"), "\(result.standardOutput)")
        let failing = result.standardError.split(separator: "\n").filter { $0.hasPrefix("Examples/") }.map { $0.prefix { $0 != ":" && $0 != "!" } }
        let unformattable = failing.map { String($0.dropFirst("Examples/mistakes/".count).split(separator: "/")[0]) }
        #expect(unformattable == ["json-comment", "nested-folder.zip", "trailing-comma"])
        let config = try Data(contentsOf: URL(fileURLWithPath: BinaryRunner.packageRoot + "/Examples/mistakes/.pwtemplate.json"))
        let fmt = try #require((try JSONSerialization.jsonObject(with: config) as? [String: Any])?["fmt"] as? [String: [String]])
        #expect(fmt["exclude"]?.sorted() == unformattable)
    }
}
