import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let l10nHTMLMarkup = Rule(
        id: "l10n-html-markup", defaultSeverity: .warning, category: .localization,
        summary: "A translation with HTML markup (`<p style=\"…\">`, `<br>`, `&nbsp;`) reaches a native text field, which shows it literally.",
        rationale: "The Pushwoosh editor exports translations written for HTML rich media, with tags and character references. Native in-apps draw a text as it is: a placeholder that brings such a translation into a `text` field shows the tags and entities to the user, on iOS and Android alike. Each language is checked as its devices resolve the template.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample(LocalizationExample.modal(title: "{{hero.text|text|Spring sale}}"), pushwoosh: """
                    {
                      "default_language": "en",
                      "localization": {
                        "en": { "hero.text": "Spring sale" },
                        "de": { "hero.text": ↓"<p style=\\"color: #111111\\">Frühlingsangebot</p>" },
                        "fr": { "hero.text": ↓"Soldes&nbsp;!" }
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample(LocalizationExample.modal(title: "{{hero.text|text|Spring sale}}"), pushwoosh: """
                    {
                      "default_language": "en",
                      "localization": {
                        "en": { "hero.text": "Spring sale: 2 < 3 & more" },
                        "fr": { "hero.text": "Soldes\\u00A0!" }
                      }
                    }
                    """),
            ]
        )
    )
}
