// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let l10nDefaultLanguage = Rule(
        id: "l10n-default-language", defaultSeverity: .error, category: .localization,
        summary: "`default_language` in pushwoosh.json is missing, not a string, or not a section of `localization`.",
        rationale: "Android reads translations only when `default_language` is present, even for devices whose language has a section: without it nothing is translated. Both SDKs fall back to the `default_language` section for every other language, so it must name one.",
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
        rationale: "Without a `localization` object neither SDK has translations. Android skips a section that is not an object and uses the default language; iOS keeps it and likely crashes on the lookup. Non-string translations render as their JSON text on Android and as a description on iOS.",
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
    public static let l10nMissingFile = Rule(
        id: "l10n-missing-file", defaultSeverity: .info, category: .localization,
        summary: "`native-config.json` has `{{…}}` placeholders but there is no pushwoosh.json (or it has no `localization`).",
        rationale: "Without translations every placeholder renders its default on both platforms; if that is intended, the text itself is simpler.",
        examples: RuleExamples(
            failing: [RuleExample(LocalizationExample.modal(title: "↓{{title|text|Spring sale}}"))],
            passing: [
                RuleExample(LocalizationExample.modal(title: "Spring sale")),
                RuleExample(LocalizationExample.modal(title: "{{title|text|Spring sale}}"), pushwoosh: LocalizationExample.pushwoosh),
            ]
        )
    )
    public static let l10nUnusedKey = Rule(
        id: "l10n-unused-key", defaultSeverity: .warning, category: .localization,
        summary: "A translation key in pushwoosh.json is not read by any placeholder.",
        rationale: "The native path only shows translations that a `{{key|…}}` placeholder reads; an unused key is usually a typo in the placeholder or a leftover.",
        examples: RuleExamples(
            failing: [
                RuleExample(LocalizationExample.modal(title: "{{title|text|Spring sale}}"), pushwoosh: """
                    {
                      "default_language": "en",
                      "localization": {
                        "en": { "title": "Spring sale", ↓"subtitle": "Everything must go" },
                        "de": { "title": "Frühlingsangebot", "subtitle": "Alles muss raus" }
                      }
                    }
                    """),
            ],
            passing: [RuleExample(LocalizationExample.modal(title: "{{title|text|Spring sale}}"), pushwoosh: LocalizationExample.pushwoosh)]
        )
    )
    public static let placeholderSyntax = Rule(
        id: "placeholder-syntax", defaultSeverity: .error, category: .localization,
        summary: "A placeholder only one SDK grammar (or neither) reads as meant: unclosed, an empty or one-character key or type, a brace or pipe inside a part.",
        rationale: "Android needs keys and types of at least two characters and lets `|` into a default; iOS allows one-character keys and no `|` or `}` in any part. Such a placeholder is replaced on one platform and shown raw, or cut differently, on the other.",
        examples: RuleExamples(
            failing: [
                RuleExample(
                    LocalizationExample.modal(title: "{{title|text|Spring sale}}", message: "Ends ↓{{d|text|Sunday}}"),
                    pushwoosh: LocalizationExample.pushwoosh),
                RuleExample(LocalizationExample.modal(title: "↓{{title|text|Spring sale|2024}}"), pushwoosh: LocalizationExample.pushwoosh),
            ],
            passing: [RuleExample(LocalizationExample.modal(title: "{{title|text|Spring sale}}"), pushwoosh: LocalizationExample.pushwoosh)]
        )
    )
    public static let placeholderUnknownKey = Rule(
        id: "placeholder-unknown-key", defaultSeverity: .error, category: .localization,
        summary: "A double-brace placeholder's key is not in the `default_language` section of pushwoosh.json.",
        rationale: "Keys are matched exactly. A key the default language lacks is missing for every device without its own translation, so they all see the placeholder default: usually a typo.",
        examples: RuleExamples(
            failing: [RuleExample(LocalizationExample.modal(title: "↓{{titel|text|Spring sale}}"), pushwoosh: LocalizationExample.pushwoosh)],
            passing: [RuleExample(LocalizationExample.modal(title: "{{title|text|Spring sale}}"), pushwoosh: LocalizationExample.pushwoosh)]
        )
    )
    public static let placeholderMissingTranslation = Rule(
        id: "placeholder-missing-translation", defaultSeverity: .warning, category: .localization,
        summary: "A key the placeholders read is in the default language but missing from another language section.",
        rationale: "Both SDKs choose a whole section, not a key at a time: a device whose language has a section without the key shows the placeholder default, not the default-language text.",
        examples: RuleExamples(
            failing: [
                RuleExample(LocalizationExample.modal(title: "{{title|text|Spring sale}}", message: "{{subtitle|text|Everything must go}}"), pushwoosh: """
                    {
                      "default_language": "en",
                      "localization": {
                        "en": { "title": "Spring sale", "subtitle": "Everything must go" },
                        ↓"de": { "title": "Frühlingsangebot" }
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample(LocalizationExample.modal(title: "{{title|text|Spring sale}}", message: "{{subtitle|text|Everything must go}}"), pushwoosh: """
                    {
                      "default_language": "en",
                      "localization": {
                        "en": { "title": "Spring sale", "subtitle": "Everything must go" },
                        "de": { "title": "Frühlingsangebot", "subtitle": "Alles muss raus" }
                      }
                    }
                    """),
            ]
        )
    )
    public static let placeholderEmptyDefault = Rule(
        id: "placeholder-empty-default", defaultSeverity: .warning, category: .localization,
        summary: "A double-brace placeholder has an empty default part.",
        rationale: "`{{key|type|}}`: when the key is missing, Android renders the key name (the placeholder falls through to its two-part pass) and iOS renders nothing; in a required text iOS then rejects the message.",
        examples: RuleExamples(
            failing: [
                RuleExample(LocalizationExample.modal(title: "{{title|text|Spring sale}}", message: "Hello ↓{{name|text|}}!"), pushwoosh: """
                    {
                      "default_language": "en",
                      "localization": {
                        "en": { "title": "Spring sale", "name": "friend" }
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample(LocalizationExample.modal(title: "{{title|text|Spring sale}}", message: "Hello {{name|text|friend}}!"), pushwoosh: """
                    {
                      "default_language": "en",
                      "localization": {
                        "en": { "title": "Spring sale", "name": "friend" }
                      }
                    }
                    """),
            ]
        )
    )
    public static let placeholderPlatformDivergence = Rule(
        id: "placeholder-platform-divergence", defaultSeverity: .warning, category: .localization,
        summary: "The two SDKs render a placeholder differently: a modifier with an empty default, a case modifier on a default, a modifier name in the wrong case, a double-brace placeholder inside a translation.",
        rationale: "iOS applies case modifiers to defaults and always applies a found key's modifier; Android never modifies a default and ignores the modifier of `{{key|type|}}`. Modifier names are case-sensitive on both, so `Uppercase` changes nothing. CapitalizeFirst and CapitalizeAllFirst lower-case the rest of a word only on iOS (reported as information).",
        examples: RuleExamples(
            failing: [
                RuleExample(LocalizationExample.modal(title: "{{title|text|Spring sale}}", message: "Only ↓{{price|dollar|}} today"), pushwoosh: """
                    {
                      "default_language": "en",
                      "localization": {
                        "en": { "title": "Spring sale", "price": "1000" }
                      }
                    }
                    """),
                RuleExample(
                    LocalizationExample.modal(title: "↓{{title|UPPERCASE|spring sale}}", message: "↓{{title|Uppercase|Spring sale}}"),
                    pushwoosh: LocalizationExample.pushwoosh),
            ],
            passing: [
                RuleExample(LocalizationExample.modal(title: "{{title|UPPERCASE|SPRING SALE}}", message: "Only {{price|dollar|$1,000}} today"), pushwoosh: """
                    {
                      "default_language": "en",
                      "localization": {
                        "en": { "title": "Spring sale", "price": "1000" }
                      }
                    }
                    """),
            ]
        )
    )
    public static let tagPlaceholderEmptyDefault = Rule(
        id: "tag-placeholder-empty-default", defaultSeverity: .warning, category: .localization,
        summary: "A single-brace tag placeholder has an empty default part.",
        rationale: "`{Tag|type|}`: users without the tag see an empty string, and on Android 6.10.0, which never reads tags, every user does.",
        examples: RuleExamples(
            failing: [RuleExample(LocalizationExample.modal(title: "Hi ↓{FirstName|CapitalizeFirst|}!"))],
            passing: [RuleExample(LocalizationExample.modal(title: "Hi {FirstName|text|there}!"))]
        )
    )

}

/// The template the localisation examples share.
private enum LocalizationExample {
    /// A valid modal whose title (and message) text is given.
    static func modal(title: String, message: String? = nil) -> String {
        let messageLine = message.map { "\n    \"message\": { \"text\": \"\($0)\", \"color\": \"#444444FF\" }," } ?? ""
        return """
            {
              "displayType": "modal",
              "modal": {
                "showClose": true,
                "dimBackground": true,
                "background": "#FFFFFFFF",
                "title": { "text": "\(title)", "color": "#111111FF" },\(messageLine)
                "buttons": []
              }
            }
            """
    }

    /// A two-language pushwoosh.json with the title translated.
    static let pushwoosh = """
        {
          "default_language": "en",
          "localization": {
            "en": { "title": "Spring sale" },
            "de": { "title": "Frühlingsangebot" }
          }
        }
        """
}
