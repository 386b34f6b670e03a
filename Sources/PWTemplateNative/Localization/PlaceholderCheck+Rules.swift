import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let placeholderSyntax = Rule(
        id: "placeholder-syntax", defaultSeverity: .error, category: .localization,
        summary: "A placeholder only one SDK grammar (or neither) reads as meant: unclosed, an empty or one-character key or type, a brace or pipe inside a part.",
        rationale: "Android needs keys and types of at least two characters and lets `|` into a default; iOS allows one-character keys and no `|` or `}` in any part. Such a placeholder is replaced on one platform and shown raw, or cut differently, on the other.",
        fix: .none,
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
        fix: .none,
        examples: RuleExamples(
            failing: [RuleExample(LocalizationExample.modal(title: "↓{{titel|text|Spring sale}}"), pushwoosh: LocalizationExample.pushwoosh)],
            passing: [RuleExample(LocalizationExample.modal(title: "{{title|text|Spring sale}}"), pushwoosh: LocalizationExample.pushwoosh)]
        )
    )
    public static let placeholderEmptyDefault = Rule(
        id: "placeholder-empty-default", defaultSeverity: .warning, category: .localization,
        summary: "A double-brace placeholder has an empty default part.",
        rationale: "`{{key|type|}}`: when the key is missing, Android renders the key name (the placeholder falls through to its two-part pass) and iOS renders nothing; in a required text iOS then rejects the message.",
        fix: .none,
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
        rationale: "iOS applies case modifiers to defaults and always applies a found key's modifier; Android never modifies a default and ignores the modifier of `{{key|type|}}`. Modifier names are case-sensitive on both, so `Uppercase` changes nothing. `placeholder-capitalize-divergence` reports that CapitalizeFirst and CapitalizeAllFirst lower-case the rest of a word only on iOS.",
        fix: .none,
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
    public static let placeholderCapitalizeDivergence = Rule(
        id: "placeholder-capitalize-divergence", defaultSeverity: .info, category: .localization,
        summary: "A `CapitalizeFirst` or `CapitalizeAllFirst` placeholder whose translation has capitals after a word's first letter.",
        rationale: "Both SDKs capitalise the first letter; iOS also lower-cases the rest of the word, Android keeps it. `SALE` renders as `SALE` on Android and `Sale` on iOS: usually harmless, so it is information.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample(LocalizationExample.modal(title: "↓{{title|CapitalizeFirst|Spring sale}}"), pushwoosh: """
                    {
                      "default_language": "en",
                      "localization": {
                        "en": { "title": "Spring SALE" }
                      }
                    }
                    """),
            ],
            passing: [RuleExample(LocalizationExample.modal(title: "{{title|CapitalizeFirst|Spring sale}}"), pushwoosh: LocalizationExample.pushwoosh)]
        ),
        splitFrom: RuleSplit(formerID: "placeholder-platform-divergence", findings: "CapitalizeFirst and CapitalizeAllFirst case differences")
    )
    public static let tagPlaceholderEmptyDefault = Rule(
        id: "tag-placeholder-empty-default", defaultSeverity: .warning, category: .localization,
        summary: "A single-brace tag placeholder has an empty default part.",
        rationale: "`{Tag|type|}`: users without the tag see an empty string, and on Android 6.10.0, which never reads tags, every user does.",
        fix: .none,
        examples: RuleExamples(
            failing: [RuleExample(LocalizationExample.modal(title: "Hi ↓{FirstName|CapitalizeFirst|}!"))],
            passing: [RuleExample(LocalizationExample.modal(title: "Hi {FirstName|text|there}!"))]
        )
    )
}
