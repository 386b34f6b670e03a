import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let l10nDefaultLanguage = Rule(
        id: "l10n-default-language", defaultSeverity: .error, category: .localization,
        summary: "`default_language` in pushwoosh.json is missing, not a string, or not a section of `localization`.",
        rationale: "Android reads translations only when `default_language` is present, even for devices whose language has a section: without it nothing is translated. Both SDKs fall back to the `default_language` section for every other language, so it must name one.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample(LocalizationExample.modal(title: "{{title|text|Spring sale}}"), pushwoosh: """
                    {
                      ↓"localization": {
                        "en": { "title": "Spring sale" }
                      }
                    }
                    """),
                RuleExample(LocalizationExample.modal(title: "{{title|text|Spring sale}}"), pushwoosh: """
                    {
                      "default_language": ↓"english",
                      "localization": {
                        "en": { "title": "Spring sale" }
                      }
                    }
                    """),
            ],
            passing: [RuleExample(LocalizationExample.modal(title: "{{title|text|Spring sale}}"), pushwoosh: LocalizationExample.pushwoosh)]
        )
    )
    public static let l10nInvalidSection = Rule(
        id: "l10n-invalid-section", defaultSeverity: .error, category: .localization,
        summary: "`localization` is not an object, a language section is not an object, or a translation is not a string.",
        rationale: "Without a `localization` object neither SDK has translations. Both SDKs skip a language section that is not an object and use the default language instead (iOS from 7.2.0, its first release with native in-apps; older iOS releases could crash on one); when the default language's own section is not an object, devices without a section get no translations. Non-string translations render as their JSON text on Android and as a description on iOS.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample(LocalizationExample.modal(title: "{{title|text|Spring sale}}", message: "{{discount|text|20% off}}"), pushwoosh: """
                    {
                      "default_language": "en",
                      "localization": {
                        "en": { "title": "Spring sale", "discount": ↓20 },
                        "de": ↓"Frühlingsangebot"
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample(LocalizationExample.modal(title: "{{title|text|Spring sale}}", message: "{{discount|text|20% off}}"), pushwoosh: """
                    {
                      "default_language": "en",
                      "localization": {
                        "en": { "title": "Spring sale", "discount": "20% off" },
                        "de": { "title": "Frühlingsangebot", "discount": "20 % Rabatt" }
                      }
                    }
                    """),
            ]
        )
    )
    public static let l10nLanguageCode = Rule(
        id: "l10n-language-code", defaultSeverity: .warning, category: .localization,
        summary: "A `localization` section is not named like a device language, or is a Chinese section only one platform matches.",
        rationale: "The SDKs compare section names exactly and case-sensitively with the device language: an ISO 639 code (`en`, `pt`, `fil`), plus a script on iOS (`sr-Latn`). `english` or `EN_us` never match. Chinese differs per platform (`zh-Hans` on iOS, `zh-CN` or `zh-Hans-CN` on Android), so for Chinese only the default language is reliable.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample(LocalizationExample.modal(title: "{{title|text|Spring sale}}"), pushwoosh: """
                    {
                      "default_language": "en",
                      "localization": {
                        "en": { "title": "Spring sale" },
                        ↓"EN_us": { "title": "Spring sale" },
                        ↓"zh-Hans": { "title": "春季特卖" }
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample(LocalizationExample.modal(title: "{{title|text|Spring sale}}"), pushwoosh: """
                    {
                      "default_language": "default",
                      "localization": {
                        "default": { "title": "Spring sale" },
                        "fil": { "title": "Spring sale" },
                        "pt-BR": { "title": "Promoção de primavera" },
                        "sr-Latn": { "title": "Prolećna rasprodaja" }
                      }
                    }
                    """),
            ]
        )
    )
}
