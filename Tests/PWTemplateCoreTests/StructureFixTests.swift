@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// The fixes of the template's structure, through the real linter: a key or type name in the
/// wrong case, a misspelt field, a translation missing from a language section.
@Suite struct StructureFixTests {
    private static let clean = RuleExample.cleanModal.nativeConfig

    private static func breaking(_ original: String, as broken: String, pushwoosh: String? = nil) -> FixRun {
        #expect(clean.components(separatedBy: original).count == 2)
        return FixRun(clean.replacingOccurrences(of: original, with: broken), pushwoosh: pushwoosh)
    }

    @Test func aDisplayTypeInTheWrongCaseIsWrittenInLowerCase() {
        FixRun(MarkedText(Rule.displayTypeCase.examples.failing[0].nativeConfig).text).expectFix(of: .displayTypeCase, .safe, gives: Self.clean)
        Self.breaking("\"displayType\": \"modal\"", as: "\"displayType\": \"Modal\"").expectFix(of: .displayTypeCase, .safe, gives: Self.clean)
    }

    @Test func aBlockKeyInTheWrongCaseIsRenamed() {
        Self.breaking("\"modal\": {", as: "\"Modal\": {").expectFix(of: .contentBlockMissing, .safe, gives: Self.clean)
        let both = Self.clean.replacingOccurrences(of: "\"modal\",", with: "\"MODAL\",").replacingOccurrences(of: "\"modal\": {", with: "\"Modal\": {")
        let fixed = FixRun(both).fixed()
        #expect(fixed.texts[.nativeConfig] == Self.clean)
        #expect(fixed.report.diagnostics.isEmpty)
    }

    @Test func aBlockKeyInTwoWrongCasesHasNoFix() {
        let run = Self.breaking("  }\n}", as: "  },\n  \"MODAL\": {}\n}").texts[.nativeConfig]!
        let findings = FixRun(run.replacingOccurrences(of: "\"modal\": {", with: "\"Modal\": {")).report.diagnostics
        #expect(findings.map(\.rule) == [.contentBlockMissing])
        #expect(findings.allSatisfy { $0.fix == nil })
    }

    @Test func theDisplayTypeKeyInTheWrongCaseIsRenamed() {
        Self.breaking("\"displayType\"", as: "\"DisplayType\"").expectFix(of: .displayTypeMissing, .safe, gives: Self.clean)
        let null = Self.breaking("\"displayType\": \"modal\",", as: "\"displayType\": null, \"DisplayType\": \"modal\",")
        #expect(null.report.diagnostics.map(\.rule) == [.displayTypeMissing])
        #expect(null.report.diagnostics.allSatisfy { $0.fix == nil })
    }

    @Test func aMisspeltFieldWithOneCandidateIsRenamedUnsafely() {
        let example = MarkedText(Rule.unknownField.examples.failing[0].nativeConfig).text
        FixRun(example).expectFix(of: .unknownField, .unsafe,
                                  gives: example.replacingOccurrences(of: "\"autoDismis\"", with: "\"autoDismiss\""))
        Self.breaking("\"displayType\"", as: "\"inAppID\": \"spring\",\n  \"displayType\"").expectFix(
            of: .unknownField, .unsafe,
            gives: Self.clean.replacingOccurrences(of: "\"displayType\"", with: "\"inAppId\": \"spring\",\n  \"displayType\""))
    }

    @Test func aRequiredFieldUnderAMisspeltKeyIsRenamed() {
        Self.breaking("\"dimBackground\"", as: "\"dimbackground\"").expectFix(of: .requiredField, .safe, gives: Self.clean)
        Self.breaking("\"dimBackground\"", as: "\"dimBackgrund\"").expectFix(of: .requiredField, .unsafe, gives: Self.clean)
    }

    @Test func aMisspeltFieldWhoseCandidateExistsHasNoFix() {
        let run = Self.breaking("\"displayType\"", as: "\"inAppId\": \"a\", \"inAppID\": \"spring\",\n  \"displayType\"")
        let findings = run.report.diagnostics
        #expect(findings.map(\.rule) == [.unknownField])
        #expect(findings.first?.hint == "did you mean \"inAppId\"?")
        #expect(findings.allSatisfy { $0.fix == nil })
        #expect(Self.breaking("\"buttons\": []", as: "\"buttons\": [],\n    \"zzzzzzzz\": 6").report.diagnostics.allSatisfy { $0.fix == nil })
    }

    private static let translated = LocalizationExample.modal(title: "{{title|text|Spring sale}}", message: "{{subtitle|text|Everything must go}}")

    private static func pushwoosh(_ german: String) -> String {
        """
        {
          "default_language": "en",
          "localization": {
            "en": { "title": "Spring sale", "subtitle": "Everything must go \\u2013 now" },
            "de": \(german)
          }
        }
        """
    }

    @Test func aMissingTranslationIsCopiedMarkedInAnInlineSection() {
        FixRun(Self.translated, pushwoosh: Self.pushwoosh("{ \"title\": \"Frühlingsangebot\" }")).expectFix(
            of: .placeholderMissingTranslation, .unsafe, in: .pushwoosh,
            gives: Self.pushwoosh("{ \"title\": \"Frühlingsangebot\", \"subtitle\": \"[translate] Everything must go \\u2013 now\" }"))
    }

    @Test func aMissingTranslationIsCopiedMarkedInAMultiLineSection() {
        FixRun(Self.translated, pushwoosh: Self.pushwoosh("{\n      \"title\": \"Frühlingsangebot\"\n    }")).expectFix(
            of: .placeholderMissingTranslation, .unsafe, in: .pushwoosh,
            gives: Self.pushwoosh("{\n      \"title\": \"Frühlingsangebot\",\n      \"subtitle\": \"[translate] Everything must go \\u2013 now\"\n    }"))
    }

    @Test func fixesOfBothFilesApplyTogether() {
        let config = Self.translated.replacingOccurrences(of: "\"displayType\": \"modal\"", with: "\"displayType\": \"MODAL\"")
            .replacingOccurrences(of: "\"dimBackground\"", with: "\"dimbackground\"")
        let run = FixRun(config, pushwoosh: Self.pushwoosh("{ \"title\": \"Frühlingsangebot\" }"))
        #expect(run.report.diagnostics.map(\.rule.id).sorted() == ["display-type-case", "placeholder-missing-translation", "required-field"])
        let fixed = run.fixed()
        #expect(fixed.texts[.nativeConfig] == Self.translated)
        #expect(fixed.texts[.pushwoosh] == Self.pushwoosh("{ \"title\": \"Frühlingsangebot\", \"subtitle\": \"[translate] Everything must go \\u2013 now\" }"))
        #expect(fixed.report.diagnostics.isEmpty)
    }

    @Test func everyMissingTranslationOfAnEmptySectionIsCopied() {
        FixRun(Self.translated, pushwoosh: Self.pushwoosh("{}")).expectFix(
            of: .placeholderMissingTranslation, .unsafe, in: .pushwoosh,
            gives: Self.pushwoosh("{ \"title\": \"[translate] Spring sale\", \"subtitle\": \"[translate] Everything must go \\u2013 now\" }"))
    }
}
