@testable import PWTemplateCLI
import PWTemplateLint
@testable import PWTemplateNative
import PWTemplateSyntax
import Testing

/// A lint run keeps only the entry texts that code frames show, so a scan of thousands of
/// templates does not hold every file it read.
@Suite("Parallel lint memory")
struct ParallelLintMemoryTests {
    private let config = SourceText(bytes: Array("{\n  \"displayType\": \"modal\",\n  \"x\": 1\n}\n".utf8))
    private let localization = SourceText(bytes: Array("{\"default_language\": \"en\"}".utf8))

    private func report(_ diagnostics: [Diagnostic]) -> TemplateReport {
        TemplateReport(
            path: "promo.zip", kind: .archive, diagnostics: diagnostics,
            sources: ["native-config.json": config, "pushwoosh.json": localization])
    }

    @Test func onlyEntriesWithAPositionedFindingKeepTheirText() {
        let positioned = Diagnostic(
            rule: .unknownField, message: "x is not a field", entry: "native-config.json",
            range: SourceRange(bytes: 30..<33))
        let unpositioned = Diagnostic(rule: .archiveJunk, message: "junk", entry: "pushwoosh.json")
        let trimmed = report([positioned, unpositioned]).keepingFramedSources()
        #expect(trimmed.sources.names == ["native-config.json"])
        #expect(report([]).keepingFramedSources().sources.isEmpty)
    }

    @Test func trimmingLeavesEveryFormatUnchanged() {
        let full = [report([
            Diagnostic(
                rule: .unknownField, message: "x is not a field", entry: "native-config.json", pointer: "/x",
                range: SourceRange(bytes: 30..<33)),
            Diagnostic(rule: .archiveJunk, message: "junk", entry: "pushwoosh.json"),
        ])]
        let trimmed = full.map { $0.keepingFramedSources() }
        let text = TextReporter(colored: false, quiet: false)
        #expect(text.render(trimmed) == text.render(full))
        #expect(text.render(trimmed).contains(" 3 |   \"x\": 1"), "the code frame is still shown")
        let json = JSONReporter(toolVersion: "1")
        #expect(json.render(trimmed) == json.render(full))
        let sarif = SARIFReporter(toolVersion: "1", currentDirectory: "/work")
        #expect(sarif.render(trimmed) == sarif.render(full))
    }
}
