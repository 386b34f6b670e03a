@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// Each localisation rule triggering and not, with its location.
@Suite struct LocalizationCheckTests {
    private func check(_ config: String, _ pushwoosh: String? = nil) -> [Diagnostic] {
        LocalizationFixture.findings(Template(nativeConfig: Array(config.utf8), pushwoosh: pushwoosh.map { Array($0.utf8) }, path: "t"))
    }

    private func rules(_ findings: [Diagnostic]) -> [String] {
        findings.map(\.rule.id)
    }

    /// A modal whose title and message texts are given.
    private func modal(_ title: String, message: String = "Everything must go") -> String {
        ##"{"displayType":"modal","modal":{"showClose":true,"dimBackground":true,"background":"#FFFFFFFF","title":{"text":"\##(title)","color":"#111111FF"},"message":{"text":"\##(message)","color":"#444444FF"},"buttons":[]}}"##
    }

    private let english = #"{"default_language":"en","localization":{"en":{"title":"Spring sale"}}}"#

    /// The source range of the first occurrence of `needle` in `json`.
    private func range(of needle: String, in json: String) throws -> SourceRange {
        let bytes = Array(json.utf8)
        let target = Array(needle.utf8)
        let offset = try #require((0...(bytes.count - target.count)).first { Array(bytes[$0..<$0 + target.count]) == target })
        return SourceRange(bytes: offset..<offset + target.count)
    }

    // MARK: A correct template

    @Test func aCorrectThreeLanguageTemplateHasNoFindings() {
        let config = #"""
            {"displayType":"modal","modal":{"showClose":true,"dimBackground":true,"background":"#FFFFFFFF",
             "image":"https://cdn.example.com/{{hero|text|hero-en.png}}",
             "title":{"text":"{{title|text|Spring sale}}","color":"#111111FF"},
             "message":{"text":"Hi {FirstName|text|there}, {{message|text|everything must go}} until {{ends|M d Y|Sunday}}","color":"#444444FF"},
             "buttons":[{"text":{"text":"{{cta|UPPERCASE|SHOP NOW}}","color":"#FFFFFFFF"},"background":"#0A84FFFF",
                         "border":{"color":"#0A84FFFF","radius":8},"action":{"type":"url","url":"https://example.com/{{path|text|sale}}"}}]}}
            """#
        let pushwoosh = #"""
            {"default_language":"en","presentationStyleKey":"centerbox","localization":{
              "en":{"hero":"hero-en.png","title":"Spring sale","message":"everything must go","ends":"1700000000","cta":"Shop now","path":"sale"},
              "de":{"hero":"hero-de.png","title":"Frühlingsangebot","message":"alles muss raus","ends":"1700000000","cta":"Jetzt kaufen","path":"angebot"},
              "pt-BR":{"hero":"hero-pt.png","title":"Promoção","message":"tudo deve sair, \"agora\"\nmesmo","ends":"1700000000","cta":"Comprar","path":"promo"}}}
            """#
        #expect(check(config, pushwoosh).map(\.message) == [])
    }

    // MARK: pushwoosh.json structure

    @Test func aMissingDefaultLanguagePointsAtLocalization() throws {
        let pushwoosh = #"{"localization":{"en":{"title":"Spring sale"}}}"#
        let findings = check(modal("{{title|text|Spring sale}}"), pushwoosh)
        #expect(rules(findings) == ["l10n-default-language"])
        let finding = try #require(findings.first)
        #expect(finding.location.entry == "pushwoosh.json")
        #expect(finding.location.start(in: SourceText(bytes: Array(pushwoosh.utf8))) == SourcePosition(line: 1, column: 2))
        #expect(finding.hint == "add \"default_language\": \"en\"")
    }

    @Test(arguments: [
        (#"{"default_language":5,"localization":{"en":{"title":"A"}}}"#, "write \"default_language\": \"en\""),
        (#"{"default_language":"enn","localization":{"en":{"title":"A"}}}"#, "did you mean \"en\"?"),
        (#"{"default_language":"english","localization":{"en":{"title":"A"}}}"#, "add a \"english\" section, or name an existing one"),
    ])
    func aDefaultLanguageThatNamesNoSection(_ pushwoosh: String, hint: String) {
        let findings = check(modal("{{title|text|Spring sale}}"), pushwoosh)
        #expect(rules(findings) == ["l10n-default-language"])
        #expect(findings.first?.location.pointer == "/default_language")
        #expect(findings.first?.hint == hint)
    }

    @Test func invalidSectionsAndValues() {
        let pushwoosh = #"{"default_language":"en","localization":{"en":{"title":"Spring sale","count":3,"nested":{"a":"b"}},"de":"Frühlingsangebot","fr":null}}"#
        let findings = check(modal("{{title|text|Spring sale}}"), pushwoosh).filter { $0.rule == .l10nInvalidSection }
        #expect(findings.map(\.location.pointer) == ["/localization/en/count", "/localization/en/nested", "/localization/de", "/localization/fr"])
        #expect(findings.map(\.language) == ["en", "en", "de", "fr"])
        #expect(findings.allSatisfy { $0.severity == .error })
    }

    @Test(arguments: [#"{"default_language":"en","localization":["en"]}"#, #"{"default_language":"en"}"#])
    func aLocalizationThatIsNoObject(_ pushwoosh: String) {
        #expect(rules(check(modal("{{title|text|Spring sale}}"), pushwoosh)) == ["l10n-invalid-section"])
    }

    @Test func aFileWithOnlyHTMLSettingsIsNotALocalization() {
        let findings = check(modal("{{title|text|Spring sale}}"), #"{"ios_close_button":true}"#)
        #expect(rules(findings) == ["l10n-missing-file"])
        #expect(findings.first?.message.contains("pushwoosh.json has no \"localization\"") == true)
        #expect(check(modal("Spring sale"), #"{"ios_close_button":true}"#).isEmpty)
    }

    @Test(arguments: ["default", "en", "pt", "fil", "pt-BR", "sr-Latn", "es-419", "zh-Hans-CN"])
    func plausibleLanguageCodes(_ code: String) {
        if case .implausible = LanguageCode.verdict(for: code) { Issue.record("\(code) is a language code") }
    }

    @Test(arguments: ["english", "EN_us", "EN", "en_US", "pt-br", "", "e", "en-", "sr-latn", "en-US-POSIX"])
    func implausibleLanguageCodes(_ code: String) {
        guard case .implausible = LanguageCode.verdict(for: code) else {
            Issue.record("\(code) is not a language code")
            return
        }
    }

    @Test func chineseSectionsWarnUnlessTheyAreTheDefault() {
        let pushwoosh = #"{"default_language":"zh-CN","localization":{"zh-CN":{"title":"A"},"zh-Hans":{"title":"B"},"zh-Hans-CN":{"title":"C"},"zh":{"title":"D"}}}"#
        let findings = check(modal("{{title|text|Spring sale}}"), pushwoosh)
        #expect(findings.map(\.language) == ["zh-Hans", "zh-Hans-CN", "zh"])
        #expect(findings.allSatisfy { $0.rule == .l10nLanguageCode && $0.message.contains("only the default language is reliable") })
        #expect(findings[0].message.contains("iOS reports it"))
        #expect(findings[1].message.contains("Android reports it"))
        #expect(findings[2].message.contains("neither SDK"))
    }

    @Test func anImplausibleSectionNameHintsTheCode() throws {
        let pushwoosh = #"{"default_language":"en","localization":{"en":{"title":"A"},"EN_us":{"title":"B"}}}"#
        let findings = check(modal("{{title|text|Spring sale}}"), pushwoosh)
        #expect(rules(findings) == ["l10n-language-code"])
        #expect(findings.first?.hint == "devices report the language as \"en\": name the section \"en\"")
        #expect(findings.first?.location.range == (try range(of: #""EN_us""#, in: pushwoosh)))
    }

    // MARK: Placeholders against pushwoosh.json

    @Test func placeholdersWithoutPushwooshJSONAreReportedOnceAtTheFirst() throws {
        let findings = check(modal("Hi {FirstName|text|there}", message: "{{message|text|Everything must go}} {{cta|text|now}}"))
        #expect(rules(findings) == ["l10n-missing-file"])
        let finding = try #require(findings.first)
        #expect(finding.severity == .info)
        #expect(finding.location.pointer == "/modal/message/text")
        #expect(finding.message.hasPrefix("2 placeholders but there is no pushwoosh.json"))
        #expect(check(modal("Hi {FirstName|text|there}")).isEmpty)
    }

    @Test func anUnknownKeySuggestsTheNearest() throws {
        let findings = check(modal("{{titel|text|Spring sale}}"), english)
        #expect(rules(findings) == ["l10n-unused-key", "placeholder-unknown-key"])
        let unknown = try #require(findings.last)
        #expect(unknown.location.entry == "native-config.json")
        #expect(unknown.location.pointer == "/modal/title/text")
        #expect(unknown.hint == "did you mean \"title\"?")
        #expect(findings.first?.hint == "did you mean \"titel\"? Placeholder keys must match exactly")
    }

    @Test func unknownKeysNeedAUsableDefaultLanguage() {
        #expect(!rules(check(modal("{{titel|text|Spring sale}}"), #"{"default_language":"de","localization":{"en":{"title":"A"}}}"#))
            .contains("placeholder-unknown-key"))
    }

    @Test func aMissingTranslationIsReportedOncePerSection() throws {
        let pushwoosh = #"{"default_language":"en","localization":{"en":{"title":"Spring sale","cta":"Shop now","extra":"x"},"de":{"extra":"y"},"fr":{"title":"Soldes","cta":"Acheter","extra":"z"}}}"#
        let findings = check(modal("{{title|text|Spring sale}}", message: "{{cta|text|Shop}} {{other|text|x}}"), pushwoosh)
        let missing = findings.filter { $0.rule == .placeholderMissingTranslation }
        #expect(missing.count == 1)
        let finding = try #require(missing.first)
        #expect(finding.language == "de")
        #expect(finding.location.pointer == "/localization/de")
        #expect(finding.message.hasPrefix("section \"de\" has no \"title\", \"cta\":"))
        #expect(rules(findings).filter { $0 != "placeholder-missing-translation" } == ["l10n-unused-key", "placeholder-unknown-key"])
    }

    @Test func anUnusedKeyIsReportedOnceWithItsOtherSections() throws {
        let pushwoosh = #"{"default_language":"en","localization":{"de":{"title":"B","promo":"y"},"en":{"title":"A","promo":"x"},"fr":{"title":"C","legacy":"z"}}}"#
        let findings = check(modal("{{title|text|Spring sale}}"), pushwoosh).filter { $0.rule == .l10nUnusedKey }
        #expect(findings.map(\.location.pointer) == ["/localization/en/promo", "/localization/fr/legacy"])
        #expect(findings.first?.related.map(\.location.pointer) == ["/localization/de/promo"])
    }

    @Test func aTwoPartPlaceholderInATranslationUsesItsKey() {
        let pushwoosh = #"{"default_language":"en","localization":{"en":{"title":"{{brand|text}} sale","brand":"Acme"}}}"#
        #expect(check(modal("{{title|text|Spring sale}}"), pushwoosh).isEmpty)
    }

    // MARK: Placeholder syntax

    @Test(arguments: [
        "{{title}}", "{{title|text|a|b}}", "{{a|t|d}}", "{{a|text|d}}", "{{when|l|x}}", "{{|text|d}}", "{{title||d}}",
        "{{{title|text|d}}}", "{{ti{tle|text|d}}", "Sale {{title|text|d", "{X|type|Fb}", "{Tag|mod|a|b}", "{Tag||x}", "{|mod|x}",
    ])
    func placeholdersOnlyOneGrammarReads(_ value: String) {
        let found = PlaceholderScanner.scan(value)
        #expect(found.count == 1)
        #expect(found.first?.syntaxProblem != nil)
        #expect(rules(check(modal(value), english)).contains("placeholder-syntax"))
    }

    @Test(arguments: ["{{title|text|d}}", "{{title|text}}", "{{title|text|}}", "{Tag|mod|}", "{Tag|mod|x}", "{{title|M d Y|x y}}"])
    func placeholdersBothGrammarsRead(_ value: String) {
        let found = PlaceholderScanner.scan(value)
        #expect(found.count == 1)
        #expect(found.first?.syntaxProblem == nil)
    }

    @Test func aBraceBeforeAPlaceholderDoesNotHideIt() {
        #expect(PlaceholderScanner.scan("{a{{title|text|d}} {x {Tag|mod|y}").map(\.text) == ["{{title|text|d}}", "{Tag|mod|y}"])
    }

    /// Parts are split at `|` characters: a `|` carrying a combining mark splits nothing.
    @Test func partsAreSplitAtPipeCharacters() {
        #expect(PlaceholderScanner.scan("{{title|text|a\r\nb}}").first?.parts == ["title", "text", "a\r\nb"])
        #expect(PlaceholderScanner.scan("{{t\u{E9}tle|text|d}}").first?.parts == ["t\u{E9}tle", "text", "d"])
        #expect(PlaceholderScanner.scan("{{title|\u{301}text|d}}").first?.parts == ["title|\u{301}text", "d"])
    }

    @Test func aLongHostileValueIsScannedQuickly() {
        let value = String(repeating: "{a", count: 100_000) + "}" + String(repeating: "{{a|", count: 50_000)
        let found = PlaceholderScanner.scan(value)
        #expect(found.count == 1)
        #expect(found.first?.isClosed == false)
    }

    @Test(arguments: ["{City|UPPERCASE}", "{literal}", "a } b { c", "50% {off}", "}} {a|b}"])
    func textThatIsNoPlaceholder(_ value: String) {
        #expect(PlaceholderScanner.scan(value).isEmpty)
        #expect(check(modal(value), english).allSatisfy { $0.rule == .l10nUnusedKey })
    }

    /// Without case or formatting modifiers, a placeholder with clean syntax renders the same on both platforms.
    @Test(arguments: ["{{title|text|Spring sale}}", "{{title|text}}", "x {{title|link|a b}} y {{cta|text|c}}", "{Tag|text|x}", "{Tag|text|}"])
    func cleanPlaceholdersRenderAlikeOnBothPlatforms(_ value: String) {
        for dictionary in [nil, ["title": "Frühling \"sale\""], ["title": "", "cta": "Go"]] as [[String: String]?] {
            #expect(PlaceholderResolver.resolve(value, dictionary: dictionary, platform: .android)
                == PlaceholderResolver.resolve(value, dictionary: dictionary, platform: .ios))
        }
    }

    // MARK: Defaults and divergences

    @Test func anEmptyDefault() {
        #expect(rules(check(modal("Hi {{title|text|}}"), english)) == ["placeholder-empty-default"])
        #expect(check(modal("Hi {{title|text}}"), english).isEmpty)
    }

    @Test func aFormattingModifierWithAnEmptyDefaultIsIgnoredOnAndroid() throws {
        let pushwoosh = #"{"default_language":"en","localization":{"en":{"title":"Spring sale","price":"1000"}}}"#
        let findings = check(modal("{{title|text|Spring sale}}", message: "Only {{price|dollar|}}"), pushwoosh)
        #expect(rules(findings) == ["placeholder-empty-default", "placeholder-platform-divergence"])
        let divergence = try #require(findings.last)
        #expect(divergence.message.contains("\"1000\" on Android, \"$1,000\" on iOS"))
        #expect(divergence.language == "en")
    }

    @Test(arguments: [
        ("{{title|UPPERCASE|spring sale}}", "write the default as it should appear, e.g. \"SPRING SALE\""),
        ("{{title|Uppercase|Spring sale}}", "write \"UPPERCASE\""),
        ("{{title|UPPERCASE}}", nil),
        ("{{title|text|Spring sale}} {Tag|CapitalizeAllFirst|friend}", "write the default as it should appear, e.g. \"Friend\""),
    ] as [(String, String?)])
    func caseModifiersOnDefaultsAndMisspeltNames(_ value: String, hint: String?) {
        let findings = check(modal(value), english)
        #expect(rules(findings) == ["placeholder-platform-divergence"])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.hint == hint)
    }

    @Test func capitalizeDifferencesAreInformation() throws {
        let pushwoosh = #"{"default_language":"en","localization":{"en":{"title":"Spring SALE"}}}"#
        let findings = check(modal("{{title|CapitalizeFirst|Spring sale}}"), pushwoosh)
        let finding = try #require(findings.first)
        #expect(rules(findings) == ["placeholder-capitalize-divergence"])
        #expect(finding.severity == .info)
        #expect(finding.message.contains("\"Spring SALE\" on Android, \"Spring sale\" on iOS"))
        #expect(check(modal("{{title|CapitalizeFirst|Spring sale}}"), #"{"default_language":"en","localization":{"en":{"title":"Spring sale"}}}"#).isEmpty)
    }

    @Test func formattersThatAgreeAreFine() {
        let pushwoosh = #"{"default_language":"en","localization":{"en":{"title":"Spring sale","price":"1000"}}}"#
        #expect(check(modal("{{title|UPPERCASE|SPRING SALE}}", message: "Only {{price|dollar|$1,000}}"), pushwoosh).isEmpty)
    }

    @Test func placeholdersInsideTranslations() {
        let pushwoosh = #"{"default_language":"en","localization":{"en":{"title":"Hi {{name|UPPERCASE|friend}}","cta":"{FirstName|text|}, {X|text|go}"}}}"#
        let findings = check(modal("{{title|text|Hi}}", message: "{{cta|text|Go}}"), pushwoosh)
        #expect(findings.map { "\($0.rule.id) \($0.location.pointer ?? "")" } == [
            "placeholder-platform-divergence /localization/en/title",
            "tag-placeholder-empty-default /localization/en/cta",
            "placeholder-syntax /localization/en/cta",
        ])
        #expect(findings.allSatisfy { $0.location.entry == "pushwoosh.json" })
    }

    @Test func aTagWithAnEmptyDefault() throws {
        let config = modal("Hi {FirstName|CapitalizeFirst|}!")
        let findings = check(config)
        #expect(rules(findings) == ["tag-placeholder-empty-default"])
        #expect(findings.first?.location.range == (try range(of: "{FirstName|CapitalizeFirst|}", in: config)))
    }

    // MARK: Locations

    @Test func aFindingPointsAtThePlaceholderEvenAfterEscapes() throws {
        let config = ##"{"displayType":"modal","modal":{"title":{"text":"Caf\u00e9 \"x\"\n\ud83d\ude00 é {{title|text|}}","color":"#111111FF"}}}"##
        let finding = try #require(check(config, english).first)
        #expect(finding.rule == .placeholderEmptyDefault)
        #expect(finding.location.range == (try range(of: "{{title|text|}}", in: config)))
        #expect(finding.location.pointer == "/modal/title/text")
    }

    @Test func aPlaceholderInAnArrayOrAtTheRootHasItsPointer() {
        let config = #"{"displayType":"{{type|text|modal}}","modal":{"buttons":[{"text":{"text":"{{cta|text|Go}}"}}]},"tags":["{{a|t|b}}"]}"#
        let findings = check(config, #"{"default_language":"en","localization":{"en":{"cta":"Go"}}}"#)
        #expect(findings.map(\.location.pointer) == ["/displayType", "/tags/0"])
        #expect(rules(findings) == ["placeholder-unknown-key", "placeholder-syntax"])
    }
}
