import Foundation
import Testing

/// The package builds on macOS 15 (`Package.swift`), where the standard library's span
/// properties (`Array.span`, `Array.mutableSpan`, `String.UTF8View.span`, `utf8Span`) and
/// `InlineArray` do not exist: they need macOS 26. Linux has them, so only this test keeps a
/// Linux build from hiding code that macOS cannot compile.
@Suite struct PortableSourcesTests {
    private static let macOS26Only = try! NSRegularExpression(
        pattern: #"\.(?:span|mutableSpan|utf8Span)\b(?!\()|\b(?:InlineArray|UTF8Span|MutableSpan)\b"#)

    /// Every code line of `Sources/` that uses such an API, as `path: line`, and the files read.
    static func macOS26Lines() throws -> (lines: [String], files: Int) {
        let sources = BinaryRunner.packageRoot + "/Sources/"
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources).filter { $0.hasSuffix(".swift") }
        var found: [String] = []
        for file in files.sorted() {
            let text = try String(contentsOfFile: sources + file, encoding: .utf8)
            for line in text.split(separator: "\n").map(String.init) {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                if macOS26Only.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil {
                    found.append("\(file): \(code)")
                }
            }
        }
        return (found, files.count)
    }

    @Test func theSourcesUseNoAPIOfMacOS26() throws {
        let (lines, files) = try Self.macOS26Lines()
        try #require(files > 300, "the package's sources were not found")
        #expect(lines.isEmpty, "needs macOS 26 (Package.swift supports macOS 15): \(lines.joined(separator: "; "))")
    }

    /// The pattern finds the span properties and leaves a method named `span(_:)` alone.
    @Test(arguments: [
        ("let bytes = value.utf8.span", true), ("var rows = storage.mutableSpan", true),
        ("let text = value.utf8Span", true), ("var cells: InlineArray<4, Int>", true),
        ("return \"@@ -\\(Self.span(oldLines))\"", false), ("let spanned = range.count", false),
    ])
    func thePatternFindsTheSpanProperties(line: String, isFound: Bool) {
        #expect((Self.macOS26Only.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil) == isFound)
    }
}
