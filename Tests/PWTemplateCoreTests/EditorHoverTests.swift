import PWTemplateKinds
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// Hover on fields, values, placeholders, findings and translation keys.
@Suite struct EditorHoverTests {
    private func hovering(_ template: Template, _ entry: EntryName = .nativeConfig, at needle: String, plus: Int = 1,
                       findings: [Diagnostic] = []) -> EditorHover? {
        let offset = EditorFixture.offset(of: needle, in: EditorFixture.text(of: template, entry), plus: plus)
        return EditorFeatures.hover(in: template, entry: entry, offset: offset, findings: findings)
    }

    @Test func aFieldNameShowsTypePresenceDescriptionAndReleases() throws {
        let template = try EditorFixture.example("templates/banner-new-arrival")
        let hover = try #require(hovering(template, at: "\"position\""))
        #expect(hover.markdown.contains("**`position`**: top | bottom · required"))
        #expect(hover.markdown.contains("Screen edge."))
        #expect(hover.markdown.contains("`banner`: iOS 7.2.0+ (documented from 7.2.1) · Android 6.10.0+ (documented from 6.10.1)"))
        let text = Array(EditorFixture.text(of: template).utf8)
        let range = try #require(hover.range)
        #expect(String(decoding: text[range.start..<range.end], as: UTF8.self) == "\"position\"")
    }

    @Test func aValueShowsItsFieldAndDisplayTypeItsBlock() throws {
        let template = try EditorFixture.example("ios-only/pip-live-match")
        let width = try #require(hovering(template, at: "\"width\": ", plus: 10))
        #expect(width.markdown.contains("**`width`**: number > 0 · required"))
        #expect(width.markdown.contains("Android: not supported"))
        let type = try #require(hovering(template, at: "\"pip\"", plus: 2))
        #expect(type.markdown.hasPrefix("**`pip`**: A floating picture-in-picture video window"))
    }

    @Test func insideDarkTheOverlayRulesAndReleasesShow() throws {
        let template = try EditorFixture.example("templates/sheet-coffee-rewards")
        let hover = try #require(hovering(template, at: "\"background\": \"#1C1B1FFF\""))
        #expect(hover.markdown.contains("· optional"))
        #expect(hover.markdown.contains("`dark`: iOS 7.2.7+ · Android 6.13.0+"))
    }

    @Test func aPlaceholderShowsItsValuePerLanguageAndPlatform() throws {
        let template = try EditorFixture.example("templates/sheet-coffee-rewards")
        let hover = try #require(hovering(template, at: "{{later|", plus: 4))
        #expect(hover.markdown.contains("| `en` | Maybe later | Maybe later |"))
        #expect(hover.markdown.contains("| `de` | Später | Später |"))
        #expect(hover.markdown.contains("| `fr` | Plus tard | Plus tard |"))
        #expect(hover.markdown.contains("| other languages | Maybe later | Maybe later |"))
        let text = Array(EditorFixture.text(of: template).utf8)
        let range = try #require(hover.range)
        #expect(String(decoding: text[range.start..<range.end], as: UTF8.self) == "{{later|text|Maybe later}}")
    }

    @Test func aPlaceholderWithoutPushwooshJSONShowsItsDefault() {
        let config = ##"{"displayType": "modal", "modal": {"title": {"text": "🎉 {{name|text|friend}}!", "color": "#000"}}}"##
        let hover = hovering(EditorFixture.template(config), at: "{{name", plus: 3)
        #expect(hover?.markdown.contains("| every language | friend | friend |") == true)
        #expect(hover?.range == EditorRange(start: EditorFixture.offset(of: "{{name", in: config), end: EditorFixture.offset(of: "}}!", in: config) + 2))
    }

    @Test func findingsUnderTheCursorShowTheirRuleSummaryOnce() throws {
        let config = ##"{"displayType": "modal", "modal": {"showClose": true, "dimBackground": true, "background": "FFFFFF", "buttons": []}}"##
        let template = EditorFixture.template(config)
        let findings = TemplateLinter().lint(template).diagnostics
        let hover = try #require(hovering(template, at: "\"FFFFFF\"", plus: 2, findings: findings + findings))
        let rule = try #require(KindRegistry.standard.rule(named: "invalid-color"))
        #expect(hover.markdown.hasPrefix("**error** `invalid-color`: \(rule.summary)"))
        #expect(hover.markdown.components(separatedBy: "invalid-color").count == 2)
        #expect(hover.markdown.contains("**`background`**: colour · required"))
        #expect(hover.range == EditorRange(start: EditorFixture.offset(of: "\"FFFFFF\"", in: config), end: EditorFixture.offset(of: "\"FFFFFF\"", in: config) + 8))
    }

    @Test func aTranslationKeyShowsEverySection() throws {
        let template = try EditorFixture.example("templates/sheet-coffee-rewards")
        let hover = try #require(hovering(template, .pushwoosh, at: "\"order\""))
        #expect(hover.markdown.contains("| `en` (default) | Order ahead |"))
        #expect(hover.markdown.contains("| `de` | Vorbestellen |"))
    }

    @Test func nothingOutsideValuesOrOnNotJSON() {
        #expect(hovering(EditorFixture.template("not json"), at: "json") == nil)
        #expect(hovering(EditorFixture.template(#"{"unknown": 1}"#), at: "unknown") == nil)
        #expect(EditorFeatures.hover(in: EditorFixture.template("{}"), entry: .nativeConfig, offset: 99, findings: []) == nil)
        #expect(EditorFeatures.hover(in: EditorFixture.template("{}"), entry: .nativeConfig, offset: -5, findings: []) == nil)
    }
}
