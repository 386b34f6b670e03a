import Foundation
@testable import PWTemplateLint
@testable import PWTemplateSyntax
import Testing

/// The JSON layer reports ``JSONProblem``s; the linter reports each kind under one rule.
@Suite struct JSONFindingsTests {
    /// One text per kind of problem, and the rule the linter reports it under.
    private static let samples: [(json: [UInt8], kind: JSONProblem.Kind, rule: String)] = [
        ([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], .encoding, "json-encoding"),
        ([0xEF, 0xBB, 0xBF] + Array("{}".utf8), .byteOrderMark, "json-bom"),
        (Array(#"{"a": 1,}"#.utf8), .syntax, "json-syntax"),
        (Array(String(repeating: "[", count: 300).utf8), .tooDeep, "json-too-deep"),
        (Array(#"{"a": 1, "a": 2}"#.utf8), .duplicateKey, "json-duplicate-key"),
        (Array("[1]".utf8), .rootNotObject, "json-root-not-object"),
    ]

    @Test func eachKindIsFoundAndReportedUnderItsOwnRule() {
        #expect(Self.samples.map(\.kind) == JSONProblem.Kind.allCases)
        for sample in Self.samples {
            let document = JSONParser.parse(sample.json)
            #expect(document.problems.map(\.kind) == [sample.kind])
            #expect(JSONFindings.rule(for: sample.kind).id == sample.rule)
            #expect(document.diagnostics.map(\.rule.id) == [sample.rule])
        }
    }

    @Test func aFindingKeepsTheProblemsWordsAndTurnsItsBytesIntoLinesAndColumns() throws {
        let document = JSONParser.parse(Array("{\n  \"é\": 1,\n  \"é\": 2\n}".utf8))
        let problem = try #require(document.problems.only)
        #expect(problem.byteRange == 15..<19)
        #expect(problem.related.map(\.byteRange) == [4..<8])
        let finding = try #require(document.diagnostics.only)
        #expect(finding.message == problem.message)
        #expect(finding.hint == problem.hint)
        #expect(finding.location.pointer == "/é")
        #expect(finding.location.entry == nil)
        #expect(finding.location.range.map(document.text.lineColumns(of:)) == LineColumnRange(start: SourcePosition(line: 3, column: 3), end: SourcePosition(line: 3, column: 6)))
        #expect(finding.related.map(\.message) == ["first defined here"])
        #expect(finding.related.map(\.location.pointer) == ["/é"])
        #expect(finding.related.compactMap { $0.location.range.map(document.text.lineColumns(of:)) }
            == [LineColumnRange(start: SourcePosition(line: 2, column: 3), end: SourcePosition(line: 2, column: 6))])
    }

    /// The JSON layer sits below the rules: none of its files may name one or build a finding.
    @Test func theJSONLayerNamesNoRuleAndBuildsNoFinding() throws {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/PWTemplateSyntax/JSON")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.contains("JSONParser.swift"))
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for word in ["Rule", "Diagnostic", "RelatedLocation", "json-"] {
                #expect(!source.contains(word), "\(file) names \(word)")
            }
        }
    }
}
