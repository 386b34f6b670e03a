import Foundation
@testable import PWTemplateCLI
import PWTemplateLint
import PWTemplateSyntax
import Testing

/// How the reports show fixes: `[*]` and the fixable count in text, and `fixes` in SARIF.
@Suite struct ReporterFixTests {
    static let nativeConfig = SourceText(bytes: Array("{\n  \"modal\": {\"background\": \"FFFFFF\", \"url\": \"http://a\"}\n}\n".utf8))

    static func diagnostic(_ message: String, _ applicability: Fix.Applicability?, bytes: Range<Int> = 29..<29, replacement: String = "#") -> Diagnostic {
        Diagnostic(
            rule: .jsonBOM, message: message, entry: .nativeConfig,
            range: SourceRange(bytes: bytes),
            fix: applicability.map { Fix(title: "write '\(replacement)'", applicability: $0, change: .edits(.nativeConfig, [TextEdit(bytes: bytes, replacement: replacement)])) })
    }

    static let report = TemplateReport(path: "promo", kind: .folder, diagnostics: [
        diagnostic("safe", .safe),
        diagnostic("unsafe", .unsafe, bytes: 46..<50, replacement: "https"),
        diagnostic("none", nil, bytes: 14..<26),
    ], sources: [.nativeConfig: nativeConfig])

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("promo/") || $0.hasPrefix("[*]") }
    }

    @Test func safeFixesAreMarkedAndCountedUnsafeOnesOnlyCounted() {
        let text = TextReporter(colored: false, quiet: false).render([Self.report])
        #expect(Self.lines(text) == [
            "promo/native-config.json:2:13: warning: none [json-bom]",
            "promo/native-config.json:2:28: warning: [*] safe [json-bom]",
            "promo/native-config.json:2:45: warning: unsafe [json-bom]",
            "[*] 1 fixable with `--fix` (1 more with `--unsafe-fixes`)",
        ])
        #expect(text.hasSuffix("in 1 template\n[*] 1 fixable with `--fix` (1 more with `--unsafe-fixes`)\n"))
    }

    @Test func withUnsafeFixesEveryFixIsMarkedAndTheParenthesisGoes() {
        let text = TextReporter(colored: false, quiet: false, unsafeFixes: true).render([Self.report])
        #expect(Self.lines(text) == [
            "promo/native-config.json:2:13: warning: none [json-bom]",
            "promo/native-config.json:2:28: warning: [*] safe [json-bom]",
            "promo/native-config.json:2:45: warning: [*] unsafe [json-bom]",
            "[*] 2 fixable with `--fix`",
        ])
    }

    @Test func noFixNoLine() {
        let report = TemplateReport(path: "promo", kind: .folder, diagnostics: [Self.diagnostic("none", nil)])
        let text = TextReporter(colored: false, quiet: false).render([report])
        #expect(!text.contains("[*]"))
        #expect(text.hasSuffix("✖ 1 problem (0 errors, 1 warning) in 1 template\n"))
    }

    @Test(arguments: [(0, 0, nil), (2, 0, "[*] 2 fixable with `--fix`"), (0, 3, "[*] 3 fixable with `--fix --unsafe-fixes`"), (1, 3, "[*] 1 fixable with `--fix` (3 more with `--unsafe-fixes`)")])
    func fixableLineWording(applicable: Int, hidden: Int, expected: String?) {
        var count = FixableCount(reports: [], unsafeFixes: false)
        count.applicable = applicable
        count.unsafeHidden = hidden
        #expect(count.line == expected)
    }

    @Test func sarifResultsCarryTheirFixAsReplacements() throws {
        let results = try ReporterSARIFTests.results([Self.report])
        let fixed = try #require(results.first { (($0["message"] as? [String: Any])?["text"] as? String)?.hasSuffix(": unsafe") == true })
        let fixes = try #require(fixed["fixes"] as? [[String: Any]])
        #expect(fixes.count == 1)
        #expect((fixes[0]["description"] as? [String: Any])?["text"] as? String == "write 'https'")
        let changes = try #require(fixes[0]["artifactChanges"] as? [[String: Any]])
        #expect(changes.count == 1)
        #expect(changes[0]["artifactLocation"] as? [String: String] == ["uri": "promo/native-config.json", "uriBaseId": "%SRCROOT%"])
        let replacements = try #require(changes[0]["replacements"] as? [[String: Any]])
        #expect(replacements.count == 1)
        #expect(replacements[0]["deletedRegion"] as? [String: Int] == [
            "startLine": 2, "startColumn": 45, "endLine": 2, "endColumn": 49, "byteOffset": 46, "byteLength": 4,
        ])
        #expect(replacements[0]["insertedContent"] as? [String: String] == ["text": "https"])
        let unfixed = results.filter { $0["fixes"] == nil }
        #expect(unfixed.count == 1)
    }

    /// A ZIP's entries are no files a SARIF consumer can edit: no `fixes` there.
    @Test func sarifLeavesOutFixesInsideAZip() throws {
        var report = Self.report
        report.kind = .archive
        report.path = "promo.zip"
        let results = try ReporterSARIFTests.results([report])
        #expect(results.count == 3)
        #expect(results.allSatisfy { $0["fixes"] == nil })
    }
}
