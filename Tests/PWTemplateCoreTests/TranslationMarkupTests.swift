@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// `l10n-html-markup`: the editor's translations with HTML markup, brought into a native text by
/// a placeholder, are drawn literally (sdk-behaviour §10: iOS 7.2.0 `PWResource.m` and Android
/// 6.10.0 `NativeConfigLocalizer.java` substitute the translation as written, and the native
/// views, iOS `PushwooshInApp/Views/` and Android `pushwoosh-inapp-ui` `view/*.kt`, draw a text
/// as plain text, never as HTML).
@Suite struct TranslationMarkupTests {
    private func lint(_ pushwoosh: String, config: String = EditorExport.nativeConfig, targets: TargetSelection = .default) -> [Diagnostic] {
        TemplateLinter(configuration: LintConfiguration(targets: targets))
            .lint(Template(nativeConfig: Array(config.utf8), pushwoosh: Array(pushwoosh.utf8), path: "t")).diagnostics
    }

    /// The editor export with German `hero.text` and `body.text` as given (JSON-escaped).
    private func german(hero: String, body: String = "Alles muss raus") -> String {
        EditorExport.pushwoosh(de: EditorExport.german.map {
            switch $0.0 {
            case "hero.text": ($0.0, hero)
            case "body.text": ($0.0, body)
            default: $0
            }
        })
    }

    @Test func markupInATranslationIsReportedAtItQuotingTheStartAndEndOfTheText() throws {
        let pushwoosh = german(hero: #"<p style=\"margin: 0; padding: 0; font-family: Helvetica, Arial, sans-serif;\">Frühlingsangebot</p>"#, body: "Alles muss raus<br>bis Sonntag&nbsp;!")
        let findings = lint(pushwoosh)
        let sources = templateSources(config: EditorExport.nativeConfig, pushwoosh: pushwoosh)
        #expect(findings.map { $0.line(in: sources) } == [
            #"pushwoosh.json:18:20 warning l10n-html-markup [de] translation "hero.text" has HTML markup, which native text shows literally: modal › title › text reads "<p style=\"margin: 0; padding: 0; font-family: Helv…-serif;\">Frühlingsangebot</p>""#,
            #"pushwoosh.json:19:20 warning l10n-html-markup [de] translation "body.text" has HTML markup, which native text shows literally: modal › message › text reads "Alles muss raus<br>bis Sonntag&nbsp;!""#,
        ])
        let first = try #require(findings.first)
        #expect(first.location.pointer == "/localization/de/hero.text")
        #expect(first.platform == nil)
        #expect(first.hint == #"write plain text: a native text takes no markup (a line break is \n, the colour is the text's "color")"#)
        let related = try #require(first.related.first)
        #expect(related.message == "shown in modal › title › text")
        #expect(related.location.entry == .nativeConfig)
        #expect(related.location.pointer == "/modal/title/text")
        #expect(related.location.start(in: sources) == SourcePosition(line: 9, column: 25))
    }

    /// Android 6.10.0 `InAppConfig.java` (`parseLocalizedStrings`) reads no translations without
    /// `default_language`; iOS 7.2.0 `PWRichMediaConfig.m` takes the device's own section: only
    /// iOS shows the markup.
    @Test func onlyThePlatformThatReadsTheTranslationWarns() throws {
        let config = LocalizationExample.modal(title: "{{title|text|Spring sale}}")
        let pushwoosh = #"{"localization":{"en":{"title":"<b>Spring sale</b>"}}}"#
        let findings = lint(pushwoosh, config: config).filter { $0.rule == .l10nHTMLMarkup }
        #expect(findings.map { $0.line(in: templateSources(config: config, pushwoosh: pushwoosh)) } == [
            #"pushwoosh.json:1:32 warning l10n-html-markup [en] translation "title" has HTML markup, which native text shows literally: modal › title › text reads "<b>Spring sale</b>""#,
        ])
        #expect(findings.first?.platform == .ios)
        #expect(lint(#"{"localization":{"en":{"title":"<b>Spring sale</b>"}}}"#, config: config, targets: TargetSelection(targets: [Target(platform: .android)]))
            .filter { $0.rule == .l10nHTMLMarkup }.isEmpty)
    }

    /// Both SDKs substitute the placeholders a translation brings in (iOS 7.2.0 `PWResource.m`
    /// runs its two-part pass after the three-part one; Android 6.10.0 `PlaceholderSubstitutor.java`
    /// likewise): the markup of the translation read that way is reported, at that translation.
    @Test func markupBroughtInByANestedPlaceholderIsReportedAtItsTranslation() throws {
        let config = LocalizationExample.modal(title: "{{title|text|Spring sale}}")
        let pushwoosh = #"{"default_language":"en","localization":{"en":{"title":"Sale {{badge|text}}","badge":"<b>-20%</b>"}}}"#
        let findings = lint(pushwoosh, config: config).filter { $0.rule == .l10nHTMLMarkup }
        let sources = templateSources(config: config, pushwoosh: pushwoosh)
        #expect(findings.map { $0.line(in: sources) } == [
            #"pushwoosh.json:1:86 warning l10n-html-markup [en] translation "badge" has HTML markup, which native text shows literally: modal › title › text reads "Sale <b>-20%</b>""#,
        ])
        #expect(findings.first?.related.first?.location.start(in: sources) == SourcePosition(line: 7, column: 24))
    }

    // MARK: No finding

    /// Plain `<` and `&` are text, and a no-break space written as the character is no entity.
    @Test(arguments: ["Spring sale: 2 < 3 & more", "Tom&Jerry", "<3 Frühling", "a <b c", "Soldes\\u00A0!", "AT&T; R&D"])
    func plainTextIsNoMarkup(_ text: String) {
        #expect(lint(german(hero: text)).map { $0.line(in: [:]) } == [])
    }

    /// §10 "drawn literally" is about text fields: a URL with `&amp;` is no text (the URL checks read it).
    @Test func markupOutsideATextFieldIsNotThisRule() {
        let pushwoosh = EditorExport.pushwoosh(de: EditorExport.german.map {
            $0.0 == "cta.href.values.href" ? ($0.0, "https://example.com/sale?a=1&amp;b=2") : $0
        })
        #expect(lint(pushwoosh).filter { $0.rule == .l10nHTMLMarkup }.isEmpty)
    }

    /// Markup the native config writes itself (a placeholder default) comes from no translation;
    /// markup in a key no text reads is only unused.
    @Test func markupThatNoTranslationBringsIntoATextIsNotThisRule() {
        let config = EditorExport.nativeConfig.replacingOccurrences(of: "{{hero.text|text|Spring sale}}", with: "{{hero.text|text|<b>Spring sale</b>}}")
        #expect(lint(german(hero: "<b>Frühlingsangebot</b>"), config: config).filter { $0.rule == .l10nHTMLMarkup }.isEmpty)
        let unused = #"{"default_language":"en","localization":{"en":{"title":"Spring sale","footer":"<br>"}}}"#
        #expect(lint(unused, config: LocalizationExample.modal(title: "{{title|text|Spring sale}}")).map(\.rule.id) == ["l10n-unused-key"])
    }

    // MARK: What counts as markup

    @Test(arguments: [
        (#"<p style="color: red">Sale</p>"#, [#"<p style="color: red">"#, "</p>"]),
        ("a<br>b<br/>c<BR />", ["<br>", "<br/>", "<BR />"]),
        ("&nbsp;&#160;&#xA0;&amp;", ["&nbsp;", "&#160;", "&#xA0;", "&amp;"]),
        ("<!-- note -->Sale", ["<!-- note -->"]),
        ("<!-- a <!-- b --> <!-- c", ["<!-- a <!-- b -->"]),
        ("<!--> x -->, <!---->, <!-- y", ["<!--> x -->", "<!---->"]),
        ("2 < 3 & 4 > 1, <3, a <b, &;, &#;, &#x;, AT&T;, <p", []),
    ])
    func markupPieces(_ text: String, _ pieces: [String]) {
        #expect(HTMLMarkup.pieces(in: text).map(String.init) == pieces)
        #expect(HTMLMarkup.appears(in: text) == !pieces.isEmpty)
    }

    /// fuzz-placeholders (session 11): a translation of many `<!--` that never close, brought into
    /// a title by a placeholder that re-creates itself, took 6 s to lint (10 s in the fuzz build):
    /// each opener scanned the rest of the text for a `-->`. Now an opener after the text's last
    /// `-->` is not scanned. 100,000 openers, hours of scanning before, are read in one pass.
    @Test(.timeLimit(.minutes(1))) func unclosedCommentsAreReadInOnePass() {
        let text = String(repeating: "<!--<", count: 100_000) + "<b>"
        #expect(HTMLMarkup.pieces(in: text).map(String.init) == ["<b>"])
        #expect(HTMLMarkup.pieces(in: "<!-- a -->" + text) == ["<!-- a -->", "<b>"])
    }
}
