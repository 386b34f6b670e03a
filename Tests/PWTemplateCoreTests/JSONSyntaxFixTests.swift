@testable import PWTemplateArchive
@testable import PWTemplateSyntax
import Testing

/// The safe fixes of the JSON text, through the real linter: each mistake written into a clean
/// modal is repaired back to exactly the clean text.
@Suite struct JSONSyntaxFixTests {
    private static let clean = RuleExample.cleanModal.nativeConfig
    private static let typeLine = "\"displayType\": \"modal\","

    /// The clean modal with `original` (which must occur once) written as `broken`.
    private static func breaking(_ original: String, as broken: String) -> FixRun {
        #expect(clean.components(separatedBy: original).count == 2)
        return FixRun(clean.replacingOccurrences(of: original, with: broken))
    }

    @Test func aTrailingCommaLosesTheCommaOnly() {
        Self.breaking("\"buttons\": []\n", as: "\"buttons\": [],\n").expectFix(of: .jsonSyntax, .safe, gives: Self.clean)
        Self.breaking("\"#111111FF\" }", as: "\"#111111FF\", }").expectFix(of: .jsonSyntax, .safe, gives: Self.clean)
        let button = ##"{ "text": { "text": "Go", "color": "#FFFFFF" }, "background": "#0E72E5", "border": { "color": "#0E72E5", "radius": 12 }, "action": { "type": "url", "url": "https://example.com/go" } }"##
        Self.breaking("\"buttons\": []", as: "\"buttons\": [\(button),]")
            .expectFix(of: .jsonSyntax, .safe, gives: Self.clean.replacingOccurrences(of: "\"buttons\": []", with: "\"buttons\": [\(button)]"))
    }

    @Test func aCommentAloneOnItsLineGoesWithItsLine() {
        Self.breaking("    \"title\"", as: "    // the sale\n    \"title\"").expectFix(of: .jsonSyntax, .safe, gives: Self.clean)
        Self.breaking("    \"title\"", as: "\t /* the\n   sale */  \n    \"title\"").expectFix(of: .jsonSyntax, .safe, gives: Self.clean)
        let crlf = Self.clean.replacingOccurrences(of: "\n", with: "\r\n")
        FixRun(crlf.replacingOccurrences(of: "  \"modal\"", with: "  // note\r\n  \"modal\""))
            .expectFix(of: .jsonSyntax, .safe, gives: crlf)
    }

    @Test func aCommentBesideCodeGoesWithTheBlanksItLeaves() {
        Self.breaking("\"showClose\": true,", as: "\"showClose\": true,   // always").expectFix(of: .jsonSyntax, .safe, gives: Self.clean)
        Self.breaking("\"showClose\": true,", as: "\"showClose\": /* yes */ true,").expectFix(of: .jsonSyntax, .safe, gives: Self.clean)
        FixRun(Self.clean + "\n// end").expectFix(of: .jsonSyntax, .safe, gives: Self.clean + "\n")
        FixRun(Self.clean + " // end").expectFix(of: .jsonSyntax, .safe, gives: Self.clean)
    }

    @Test func laterMistakesOfTheSameKindAreFixedInTheSamePass() {
        let commented = Self.clean
            .replacingOccurrences(of: "  \"modal\"", with: "  // the block\n  \"modal\"")
            .replacingOccurrences(of: "\"showClose\": true,", with: "\"showClose\": true, /* \"x\": 1, */ // \"y\"")
            .replacingOccurrences(of: "\"title\": { \"text\": \"Spring sale\"", with: "\"title\": { \"text\": \"Spring // sale /* */\"")
        let expected = Self.clean.replacingOccurrences(of: "\"Spring sale\"", with: "\"Spring // sale /* */\"")
        let run = FixRun(commented)
        #expect(run.report.diagnostics.first?.fix?.title == "remove the 2 comments")
        // The two comments on one line overlap once their blanks are counted: the second goes in a second pass.
        let once = run.fixed()
        #expect(once.fixed().texts[.nativeConfig] == expected)
        #expect(once.fixed().report.diagnostics.isEmpty)

        let commas = Self.clean.replacingOccurrences(of: "\"#111111FF\" }", with: "\"#111111FF\", }")
            .replacingOccurrences(of: "\"buttons\": []\n", with: "\"buttons\": [],\n")
        FixRun(commas).expectFix(of: .jsonSyntax, .safe, gives: Self.clean)
        let literals = Self.clean.replacingOccurrences(of: "\"showClose\": true", with: "\"showClose\": True")
            .replacingOccurrences(of: "\"dimBackground\": true", with: "\"dimBackground\": TRUE")
        FixRun(literals).expectFix(of: .jsonSyntax, .safe, gives: Self.clean)
    }

    @Test func theScanOfLaterMistakesStopsAtASingleQuote() {
        let text = "{\"a\": True, \"b\": 'x True', \"c\": True}"
        #expect(FixRun(text).report.diagnostics.first?.fix?.change == .edits(.nativeConfig, [TextEdit(bytes: 6..<10, replacement: "true")]))
    }

    @Test func anUnclosedBlockCommentHasNoFix() {
        let run = Self.breaking("    \"title\"", as: "    /* the sale\n    \"title\"")
        #expect(run.report.diagnostics.map(\.rule) == [.jsonSyntax])
        #expect(run.report.diagnostics.allSatisfy { $0.fix == nil })
    }

    @Test func literalsInTheWrongCaseAreWrittenInLowerCase() {
        Self.breaking("\"showClose\": true", as: "\"showClose\": True").expectFix(of: .jsonSyntax, .safe, gives: Self.clean)
        Self.breaking("\"dimBackground\": true", as: "\"dimBackground\": TRUE").expectFix(of: .jsonSyntax, .safe, gives: Self.clean)
        Self.breaking("\"dimBackground\": true", as: "\"dimBackground\": FALSE").expectFix(
            of: .jsonSyntax, .safe, gives: Self.clean.replacingOccurrences(of: "\"dimBackground\": true", with: "\"dimBackground\": false"))
        for written in ["Null", "nULL"] {
            Self.breaking(Self.typeLine, as: Self.typeLine + " \"ttl\": \(written),").expectFix(
                of: .jsonSyntax, .safe, gives: Self.clean.replacingOccurrences(of: Self.typeLine, with: Self.typeLine + " \"ttl\": null,"))
        }
        #expect(FixRun("{\"a\": nil}").report.diagnostics.allSatisfy { $0.fix == nil })
    }

    @Test func aByteOrderMarkIsRemoved() {
        FixRun("\u{FEFF}" + Self.clean).expectFix(of: .jsonBOM, .safe, gives: Self.clean)
    }

    @Test func anEqualDuplicateLosesTheEarlierMemberWithItsLine() {
        Self.breaking("    \"title\"", as: "    \"background\": \"#FFFFFFFF\",\n    \"title\"")
            .expectFix(of: .jsonDuplicateKey, .safe, gives: Self.clean)
        Self.breaking("{ \"text\": \"Spring sale\",", as: "{ \"text\": \"Spring sale\", \"text\": \"Spring sale\",")
            .expectFix(of: .jsonDuplicateKey, .safe, gives: Self.clean)
        Self.breaking(Self.typeLine, as: Self.typeLine + "\n  \"inAppId\": { \"x\": [1, 2] },\n  \"inAppId\": {\"x\":[1,2]},")
            .expectFix(of: .jsonDuplicateKey, .safe,
                       gives: Self.clean.replacingOccurrences(of: Self.typeLine, with: Self.typeLine + "\n  \"inAppId\": {\"x\":[1,2]},"))
    }

    @Test func threeEqualMembersKeepTheLast() {
        Self.breaking(Self.typeLine, as: Self.typeLine + "\n  \"ttl\": 1,\n  \"ttl\": 1,\n  \"ttl\": 1,")
            .expectFix(of: .jsonDuplicateKey, .safe, gives: Self.clean.replacingOccurrences(of: Self.typeLine, with: Self.typeLine + "\n  \"ttl\": 1,"))
    }

    @Test func duplicatesWithDifferentValuesHaveNoFix() {
        for text in ["{\"a\": 1, \"a\": 2}", "{\"a\": 1, \"a\": 1.0}", "{\"a\": {\"x\": 1, \"y\": 2}, \"a\": {\"y\": 2, \"x\": 1}}",
                     "{\"a\": \"\\u00e9\", \"a\": \"e\\u0301\"}"] {
            let findings = FixRun(text).report.diagnostics.filter { $0.rule == .jsonDuplicateKey }
            #expect(findings.count == 1 && findings.allSatisfy { $0.fix == nil }, "\(text)")
        }
    }

    @Test func severalMistakesOfOneFileAreFixedTogether() {
        let broken = "\u{FEFF}" + Self.clean
            .replacingOccurrences(of: "\"showClose\": true,\n", with: "\"showClose\": true,\n    \"showClose\": true,\n")
            .replacingOccurrences(of: "\"buttons\": []\n", with: "\"buttons\": [],\n")
        let run = FixRun(broken, pushwoosh: "{\n  // none yet\n  \"default_language\": \"en\",\n  \"localization\": {\"en\": {}}\n}\n")
        #expect(Set(run.report.diagnostics.map(\.rule)) == [.jsonBOM, .jsonDuplicateKey, .jsonSyntax])
        let fixed = run.fixed()
        #expect(fixed.texts[.nativeConfig] == Self.clean)
        #expect(fixed.texts[.pushwoosh] == "{\n  \"default_language\": \"en\",\n  \"localization\": {\"en\": {}}\n}\n")
        #expect(fixed.report.findingLines == [])
    }

    @Test func findingsWithoutAnEntryCarryNoFix() {
        let document = JSONParser.parse(Array("{\"a\": 1,}".utf8))
        #expect(document.diagnostics.map(\.fix) == [nil])
        #expect(document.diagnostics(in: .pushwoosh).first?.fix?.change == .edits(.pushwoosh, [TextEdit(bytes: 7..<8, replacement: "")]))
    }
}
