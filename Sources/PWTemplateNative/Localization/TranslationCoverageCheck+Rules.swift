import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let l10nUnusedKey = Rule(
        id: "l10n-unused-key", defaultSeverity: .warning, category: .localization,
        summary: "A translation key in pushwoosh.json is not read by any placeholder.",
        rationale: "The native path only shows translations that a `{{key|…}}` placeholder reads; an unused key is usually a typo in the placeholder or a leftover.",
        fix: .none,
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
    public static let placeholderMissingTranslation = Rule(
        id: "placeholder-missing-translation", defaultSeverity: .warning, category: .localization,
        summary: "A key the placeholders read is in the default language but missing from another language section.",
        rationale: "Both SDKs choose a whole section, not a key at a time: a device whose language has a section without the key shows the placeholder default, not the default-language text. The unsafe fix (`lint --fix --unsafe-fixes`) copies the default-language text into the section, prefixed `[translate] ` so that the copy shows, in the file and in the app, where a translation is still due.",
        fix: .sometimes(.unsafe),
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
}
