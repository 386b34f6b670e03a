import PWTemplateKinds
import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// Rules split off another rule's id (one id reports one kind of finding): each names where its
/// findings were reported before, and a configuration naming the old id gets a note naming the new one.
@Suite struct RuleSplitTests {
    static let alphaFirstNote = "'invalid-color' no longer covers alpha-first colours: they are reported as 'color-alpha-first' now; configure that id"
    static let whitespaceNote = "'invalid-color' no longer covers colours with trailing whitespace: they are reported as 'color-trailing-whitespace' now; configure that id"
    static let capitalizeNote = "'placeholder-platform-divergence' no longer covers CapitalizeFirst and CapitalizeAllFirst case differences: they are reported as 'placeholder-capitalize-divergence' now; configure that id"

    @Test func theSplitRulesNameTheirFormerIDs() {
        #expect(KindRegistry.standard.splitOff(from: "invalid-color") == [.colorTrailingWhitespace, .colorAlphaFirst])
        #expect(KindRegistry.standard.splitOff(from: "placeholder-platform-divergence") == [.placeholderCapitalizeDivergence])
        #expect(KindRegistry.standard.splitOff(from: "invalid-media-url") == [.unparseableImageURL, .urlPercentEncoded])
        #expect(Rule.all.compactMap(\.splitFrom).count == 5)
        for rule in Rule.all {
            guard let split = rule.splitFrom else { continue }
            let former = KindRegistry.standard.rule(named: split.formerID)
            #expect(former != nil && former?.category == rule.category, "\(rule.id)")
            #expect(former?.defaultSeverity != rule.defaultSeverity, "\(rule.id): a split gives another kind of finding its own id")
        }
    }

    @Test func theNotesNameTheNewIDs() {
        #expect(KindRegistry.standard.splitNotes(for: "invalid-color") == [Self.whitespaceNote, Self.alphaFirstNote])
        #expect(KindRegistry.standard.splitNotes(for: "placeholder-platform-divergence") == [Self.capitalizeNote])
        #expect(KindRegistry.standard.splitNotes(for: "color-alpha-first").isEmpty)
        #expect(KindRegistry.standard.splitNotes(for: "low-contrast").isEmpty)
    }

    @Test func aConfigurationNamingASplitIDGetsANoteWhereItNamesIt() throws {
        let file = try ConfigFileTests.parse("""
            {
              "rules": {"invalid-color": "error", "low-contrast": "off"},
              "overrides": [{"files": ["legacy/**"], "rules": {"placeholder-platform-divergence": "off"}}],
              "ignore": [{"path": "a/**", "rules": ["archive-junk", "invalid-color"], "reason": "legacy colours"}]
            }
            """)
        #expect(file.notes.map(\.description) == [
            ".pwtemplate.json:2:13: note: " + Self.whitespaceNote,
            ".pwtemplate.json:2:13: note: " + Self.alphaFirstNote,
            ".pwtemplate.json:3:52: note: " + Self.capitalizeNote,
            ".pwtemplate.json:4:57: note: " + Self.whitespaceNote,
            ".pwtemplate.json:4:57: note: " + Self.alphaFirstNote,
        ])
    }

    @Test func aConfigurationNamingOnlyTheNewIDsGetsNoNote() throws {
        let file = try ConfigFileTests.parse(#"{"rules": {"color-alpha-first": "error", "placeholder-capitalize-divergence": "off"}}"#)
        #expect(file.notes.isEmpty)
    }
}
