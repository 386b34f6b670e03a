@testable import PWTemplateNative
import Testing

/// Fixes of values a placeholder brings into `native-config.json`: the edit goes where the value
/// is written, the translation in `pushwoosh.json` or the placeholder's default.
@Suite struct TranslatedValueFixTests {
    static func config(background: String) -> String {
        ValueFixTests.modal(background: "\"\(background)\"")
    }

    static func pushwoosh(de: String, fr: String) -> String {
        """
        {
          "default_language": "en",
          "localization": {
            "en": { "bg": "#FFFFFF" },
            "de": { "bg": "\(de)" },
            "fr": { "bg": "\(fr)" }
          }
        }
        """
    }

    @Test func eachLanguageIsFixedInItsSectionAndTheDefaultInThePlaceholderInOneRun() throws {
        let run = FixRun(texts: [.nativeConfig: Self.config(background: "{{bg|color|FFFFFF}}"), .pushwoosh: Self.pushwoosh(de: "EEEEEE", fr: "DDDDDD")])
        let before = run.lint()
        let findings = before.filter { $0.rule == .invalidColor }
        #expect(findings.map(\.language) == ["fr", "de", nil])
        let fixes = findings.compactMap(\.fix)
        #expect(fixes.map(\.title) == [
            "add `#`: \"#DDDDDD\" in the fr translation", "add `#`: \"#EEEEEE\" in the de translation",
            "add `#`: \"#FFFFFF\" in the placeholder default",
        ])
        #expect(fixes.allSatisfy { $0.applicability == .safe })
        let fixed = try #require(run.applying(fixes))
        #expect(fixed.texts[.pushwoosh] == Self.pushwoosh(de: "#EEEEEE", fr: "#DDDDDD"))
        #expect(fixed.texts[.nativeConfig] == Self.config(background: "{{bg|color|#FFFFFF}}"))
        ValueFixTests.expectClean(after: fixed, before: before, rule: .invalidColor)
    }

    @Test func aTranslationKeepsItsEscapes() throws {
        let run = FixRun(texts: [.nativeConfig: Self.config(background: "{{bg|color|#FFFFFF}}"), .pushwoosh: Self.pushwoosh(de: "\\u0045EEEEE", fr: "#DDDDDD")])
        let fix = try #require(run.lint().first { $0.rule == .invalidColor && $0.language == "de" }?.fix)
        let fixed = try #require(run.applying([fix]))
        #expect(fixed.texts[.pushwoosh] == Self.pushwoosh(de: "#\\u0045EEEEE", fr: "#DDDDDD"))
    }

    @Test func aValueWrittenInSeveralPlacesForOneFindingGetsNoFix() {
        // de, fr and the default all read "EEEEEE": one finding, three places to edit.
        let run = FixRun(texts: [.nativeConfig: Self.config(background: "{{bg|color|EEEEEE}}"), .pushwoosh: """
            { "localization": { "de": { "bg": "EEEEEE" }, "fr": { "bg": "EEEEEE" } } }
            """])
        let findings = run.lint().filter { $0.rule == .invalidColor }
        #expect(findings.count == 1)
        #expect(findings.allSatisfy { $0.fix == nil })
    }

    @Test func aValueMixingTextAndAPlaceholderGetsNoFix() {
        let run = FixRun(texts: [.nativeConfig: ValueFixTests.modal(url: ValueFixTests.q("http://example.com/{{page|text|sale}}")), .pushwoosh: """
            { "localization": { "de": { "page": "angebot" } } }
            """])
        let findings = run.lint().filter { $0.rule == .insecureActionURL }
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.fix == nil })
    }

    @Test func aPlaceholderWithAModifierGetsNoFix() {
        let run = FixRun(texts: [.nativeConfig: Self.config(background: "{{bg|UPPERCASE|ffffff}}"), .pushwoosh: """
            { "localization": { "de": { "bg": "eeeeee" } } }
            """])
        let findings = run.lint().filter { $0.rule == .invalidColor }
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.fix == nil })
    }

    @Test func aLanguageReadingAnotherSectionGetsNoFixOfItsOwn() throws {
        // "fr" has no "bg": its devices read the default language's, whose finding carries the fix.
        let run = FixRun(texts: [.nativeConfig: Self.config(background: "{{bg|color|#FFFFFF}}"), .pushwoosh: """
            { "default_language": "de", "localization": { "de": { "bg": "EEEEEE" }, "fr": { "title": "Soldes" } } }
            """])
        let findings = run.lint().filter { $0.rule == .invalidColor }
        for finding in findings where finding.language != "de" {
            #expect(finding.fix == nil, "\(finding.message)")
        }
    }
}
