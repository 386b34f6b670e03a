@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// `pushwoosh.json` as the SDKs read it (§10): the sections, and which dictionary a device
/// language gets on each platform.
@Suite struct LocalizationFileTests {
    private func file(_ json: String) throws -> LocalizationFile {
        LocalizationFile(root: try #require(JSONParser.parse(Array(json.utf8)).cursor))
    }

    private let threeLanguages = """
        {"default_language":"en","ios_close_button":true,"localization":{
          "en":{"title":"Spring sale","cta":"Shop now"},
          "de":{"title":"Frühlingsangebot"},
          "fr":"Soldes",
          "es":{"title":"Rebajas","count":3}}}
        """

    @Test func readsTheDefaultLanguageAndTheObjectSectionsInOrder() throws {
        let file = try file(threeLanguages)
        #expect(file.defaultLanguage == "en")
        #expect(file.hasLocalization)
        #expect(file.sections.map(\.language) == ["en", "de", "es"])
        #expect(file.section("en")?.strings == ["title": "Spring sale", "cta": "Shop now"])
        #expect(file.section("es")?.strings == ["title": "Rebajas"])
        #expect(file.defaultSection?.strings == ["title": "Spring sale", "cta": "Shop now"])
    }

    /// A section has a key whatever its value, small or large (a large one of strings answers
    /// from its dictionary), with duplicates and values that are no strings.
    @Test(arguments: [3, 40])
    func aSectionHasEveryKeyWrittenInIt(_ count: Int) throws {
        let strings = (0..<count).map { "\"k\($0)\":\"v\($0)\"" }.joined(separator: ",")
        let mixed = strings + #","n":3,"d":"x","d":null"#
        let file = try file(#"{"localization":{"en":{\#(strings)},"de":{\#(mixed)}}}"#)
        let english = try #require(file.section("en")), german = try #require(file.section("de"))
        for index in 0..<count {
            #expect(english.contains("k\(index)") && german.contains("k\(index)"))
        }
        #expect(german.contains("n") && german.contains("d") && german.strings["d"] == nil)
        #expect(!english.contains("n") && !english.contains("k\(count)") && !german.contains("missing"))
    }

    @Test func aDeviceLanguageGetsItsSectionElseTheDefaultOneWhole() throws {
        let file = try file(threeLanguages)
        for platform in Platform.allCases {
            // Per section, not per key: German has no "cta" and does not borrow the English one.
            #expect(file.dictionary(forDeviceLanguage: "de", platform: platform) == ["title": "Frühlingsangebot"])
            #expect(file.dictionary(forDeviceLanguage: "ja", platform: platform) == file.defaultSection?.strings)
            // A section that is not an object falls through to the default language.
            #expect(file.dictionary(forDeviceLanguage: "fr", platform: platform) == file.defaultSection?.strings)
            // Matching is exact and case-sensitive.
            #expect(file.dictionary(forDeviceLanguage: "DE", platform: platform) == file.defaultSection?.strings)
        }
    }

    @Test func withoutDefaultLanguageAndroidTranslatesNothingButIOSStillUsesTheDeviceSection() throws {
        let file = try file(#"{"localization":{"en":{"title":"Spring sale"},"de":{"title":"Frühlingsangebot"}}}"#)
        #expect(file.defaultLanguage == nil)
        #expect(file.dictionary(forDeviceLanguage: "de", platform: .android) == nil)
        #expect(file.dictionary(forDeviceLanguage: "de", platform: .ios) == ["title": "Frühlingsangebot"])
        #expect(file.dictionary(forDeviceLanguage: "ja", platform: .ios) == nil)
    }

    @Test func aDefaultLanguageWithoutASectionLeavesOtherLanguagesWithNothing() throws {
        let file = try file(#"{"default_language":"english","localization":{"en":{"title":"Spring sale"}}}"#)
        for platform in Platform.allCases {
            #expect(file.dictionary(forDeviceLanguage: "en", platform: platform) == ["title": "Spring sale"])
            #expect(file.dictionary(forDeviceLanguage: "de", platform: platform) == nil)
        }
    }

    @Test(arguments: [#"{"default_language":"en"}"#, #"{"default_language":"en","localization":["en"]}"#, #"{"ios_close_button":true}"#])
    func withoutALocalizationObjectThereIsNoDictionary(_ json: String) throws {
        let file = try file(json)
        #expect(!file.hasLocalization)
        #expect(file.sections.isEmpty)
        for platform in Platform.allCases {
            #expect(file.dictionary(forDeviceLanguage: "en", platform: platform) == nil)
        }
    }

    @Test func aDuplicatedLanguageKeepsItsLastSection() throws {
        let file = try file(#"{"default_language":"en","localization":{"en":{"title":"A"},"de":{"title":"B"},"en":{"title":"C"}}}"#)
        #expect(file.sections.map(\.language) == ["de", "en"])
        #expect(file.defaultSection?.strings == ["title": "C"])
    }

    @Test func resolvingWithTheFallbackDictionaryGivesEachLanguageItsText() throws {
        let file = try file(threeLanguages)
        let value = "{{title|text|Sale}}: {{cta|text|Buy}}"
        let rendered = { (language: String, platform: Platform) in
            PlaceholderResolver.resolve(value, dictionary: file.dictionary(forDeviceLanguage: language, platform: platform), platform: platform)
        }
        for platform in Platform.allCases {
            #expect(rendered("en", platform) == "Spring sale: Shop now")
            #expect(rendered("de", platform) == "Frühlingsangebot: Buy")
            #expect(rendered("ja", platform) == "Spring sale: Shop now")
        }
    }
}
