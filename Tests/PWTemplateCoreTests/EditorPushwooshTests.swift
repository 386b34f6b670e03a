@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// The pushwoosh.json the Pushwoosh editor exports is valid input: it lints without noise, and
/// what it gets wrong is still found (§10 of the SDK notes).
@Suite struct EditorPushwooshTests {
    private func lint(_ pushwoosh: String, config: String = EditorExport.nativeConfig) -> [String] {
        TemplateLinter().lint(Template(nativeConfig: Array(config.utf8), pushwoosh: Array(pushwoosh.utf8), path: "t")).findingLines
    }

    /// The German section with the translation of `key` replaced by `text` (JSON-escaped).
    private func german(_ key: String, _ text: String) -> [(String, String)] {
        EditorExport.german.map { $0.0 == key ? (key, text) : $0 }
    }

    // MARK: Known keys and dotted keys

    /// Android 6.10.0 `InAppConfig.java` (`parseLocalizedStrings`) and iOS 7.2.0
    /// `PWRichMediaConfig.m` read only `default_language` and `localization` for the native path;
    /// `input_groups`, `ios_close_button`, `presentationStyleKey` and `style_settings` are the
    /// editor's HTML settings, and a key is any string (`NativeConfigLocalizer.java`, `PWResource.m`
    /// look it up as written, dots and all).
    @Test func anEditorExportLintsClean() {
        #expect(lint(EditorExport.pushwoosh()) == [])
    }

    /// Same sources: a dotted key is an ordinary key, so one no placeholder reads is unused, once,
    /// in the default section.
    @Test func aDottedKeyNoPlaceholderReadsIsUnused() {
        let config = EditorExport.nativeConfig.replacingOccurrences(
            of: "{{cta.href.values.href|text|https://example.com/sale}}", with: "https://example.com/sale")
        #expect(lint(EditorExport.pushwoosh(), config: config) == [
            "pushwoosh.json:15:7 warning l10n-unused-key [default] translation key \"cta.href.values.href\" is not read by any placeholder in native-config.json",
        ])
    }

    /// Same sources, and §10 "per section, not per key": a dotted key missing from `de` shows the
    /// placeholder default there.
    @Test func aDottedKeyMissingFromALanguageIsAMissingTranslation() {
        let pushwoosh = EditorExport.pushwoosh(de: EditorExport.german.filter { $0.0 != "cta.text" })
        #expect(lint(pushwoosh) == [
            "pushwoosh.json:17:5 warning placeholder-missing-translation [de] section \"de\" has no \"cta.text\": devices in this language see the placeholder default, not the \"default\" text (the SDKs fall back per section, not per key)",
        ])
    }

    /// Same sources: a mistyped dotted key is an unknown key, and the nearest dotted key is
    /// suggested on both sides.
    @Test func aMistypedDottedKeyIsUnknownAndTheNearestIsSuggested() {
        let config = EditorExport.nativeConfig.replacingOccurrences(of: "{{hero.text|", with: "{{hero.txt|")
        let report = TemplateLinter().lint(Template(nativeConfig: Array(config.utf8), pushwoosh: Array(EditorExport.pushwoosh().utf8), path: "t"))
        #expect(report.findingLines == [
            "native-config.json:9:25 error placeholder-unknown-key \"hero.txt\" is not in the default language \"default\" of pushwoosh.json: every device shows the placeholder's default",
            "pushwoosh.json:12:7 warning l10n-unused-key [default] translation key \"hero.text\" is not read by any placeholder in native-config.json",
        ])
        #expect(report.diagnostics.map(\.hint) == ["did you mean \"hero.text\"?", "did you mean \"hero.txt\"? Placeholder keys must match exactly"])
    }

    // MARK: Empty values the editor leaves

    /// Android 6.10.0 `InAppConfigParser.kt` and iOS 7.2.0 `PWInAppConfigParser.swift` reject an
    /// empty button text and an empty action `url`; the editor exports `""` for fields left
    /// blank, and a German device reads its own section (§10), so only German fails.
    @Test(arguments: [
        ("cta.text", "native-config.json:13:27 error empty-string [de] modal › buttons[0] › text › text is an empty string"),
        ("cta.href.values.href", "native-config.json:16:43 error invalid-action [de] modal › buttons[0] › action › url is an empty string"),
    ])
    func anEmptyValueInARequiredFieldIsAnErrorForItsLanguage(_ key: String, _ finding: String) {
        #expect(lint(EditorExport.pushwoosh(de: german(key, ""))) == [finding])
    }

    /// The same empty value where the field has other text to fall back on is no error: an
    /// empty translation of a key no required field reads (iOS 7.2.0 `PWResource.m`, Android
    /// 6.10.0 `NativeConfigLocalizer.java` substitute it like any other).
    @Test func anEmptyValueInsideALongerTextIsNoError() {
        let config = EditorExport.nativeConfig.replacingOccurrences(of: "{{cta.text|text|Shop now}}", with: "Shop {{cta.text|text|now}}")
        #expect(lint(EditorExport.pushwoosh(de: german("cta.text", "")), config: config) == [])
    }

    // MARK: Sections that are not objects

    /// iOS from 7.2.0 (`PWRichMediaConfig.m`) discards a device-language entry that is not an
    /// object and falls back to `default_language`; Android 6.10.0 (`InAppConfig.java`) takes
    /// the device section only when it is an object. Neither crashes.
    @Test func aSectionThatIsNoObjectFallsBackToTheDefaultOnBothPlatforms() throws {
        let pushwoosh = #"{"default_language":"en","localization":{"en":{"title":"Spring sale"},"de":"Frühlingsangebot"}}"#
        let file = LocalizationFile(root: try #require(JSONParser.parse(Array(pushwoosh.utf8)).cursor))
        for platform in Platform.allCases {
            #expect(file.selection(forDeviceLanguage: "de", platform: platform) == .defaultSection(language: "en"))
            #expect(file.selection(forDeviceLanguage: "en", platform: platform) == .ownSection)
        }
        #expect(invalidSections(pushwoosh) == [
            "pushwoosh.json:1:76 error l10n-invalid-section [de] section \"de\" must be an object of key → text, found string: both SDKs ignore it and fall back to the default language",
        ])
    }

    /// Same sources: when the default section is the one that is no object, there is nothing to
    /// fall back to, and when `localization` is none, neither SDK has translations.
    @Test(arguments: [
        (#"{"default_language":"en","localization":{"en":["Spring sale"],"de":{"title":"Frühlingsangebot"}}}"#,
         "pushwoosh.json:1:47 error l10n-invalid-section [en] section \"en\" must be an object of key → text, found array: it is the default language, so devices without a section of their own get no translations"),
        (#"{"default_language":"en","localization":"en"}"#,
         "pushwoosh.json:1:41 error l10n-invalid-section \"localization\" must be an object of language sections, found string: both SDKs ignore it, so every placeholder renders its default"),
    ])
    func aDefaultSectionOrLocalizationThatIsNoObject(_ pushwoosh: String, _ finding: String) {
        #expect(invalidSections(pushwoosh) == [finding])
    }

    private func invalidSections(_ pushwoosh: String) -> [String] {
        let config = LocalizationExample.modal(title: "{{title|text|Spring sale}}")
        return LocalizationFixture.findings(Template(nativeConfig: Array(config.utf8), pushwoosh: Array(pushwoosh.utf8), path: "t"))
            .filter { $0.rule == .l10nInvalidSection }.map { $0.line(in: templateSources(config: config, pushwoosh: pushwoosh)) }
    }
}
