import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let requiredField = Rule(
        id: "required-field", defaultSeverity: .error, category: .schema,
        summary: "A required field is missing or `null`.",
        rationale: "The SDK parsers are fail-closed: a missing or `null` required field anywhere, array elements included, rejects the whole template. Keys are case-sensitive, so `dimbackground` does not count as `dimBackground`.",
        fix: .sometimes(.unsafe),
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": ↓{
                        "showClose": true,
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "buttons": []
                      }
                    }
                    """),
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": true,
                        ↓"dimbackground": true,
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "buttons": ↓null
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "message": null,
                        "buttons": []
                      }
                    }
                    """),
            ]
        )
    )
    public static let typeMismatch = Rule(
        id: "type-mismatch", defaultSeverity: .error, category: .schema,
        summary: "A field has the wrong JSON type (`\"true\"` for a boolean, `\"5\"` for a number, a string for a Text).",
        rationale: "The SDKs never coerce: `\"true\"` and `1` are not booleans, `\"5\"` is not a number, `true` is not a number, and a Text is an object with `text` and `color`. A wrong type in a required or present optional field, or in any list element, rejects the template.",
        fix: .sometimes(.unsafe),
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": ↓"true",
                        "dimBackground": true,
                        "background": "#FFFFFFFF",
                        "title": ↓"Spring sale",
                        "buttons": [↓null]
                      }
                    }
                    """),
            ],
            passing: [
                .cleanModal,
            ]
        )
    )
    public static let emptyString = Rule(
        id: "empty-string", defaultSeverity: .error, category: .schema,
        summary: "An empty string where the SDKs need a value (texts, colours, URLs, positions).",
        rationale: "Every string field must be non-empty, optional ones included; an empty one rejects the template. Whitespace-only text is accepted.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFFFF",
                        "image": ↓"",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "buttons": []
                      }
                    }
                    """),
            ],
            passing: [
                .cleanModal,
            ]
        )
    )
    public static let invalidEnum = Rule(
        id: "invalid-enum", defaultSeverity: .error, category: .schema,
        summary: "A value outside its fixed set (banner `position`, pip `position`).",
        rationale: "Enumerated fields accept only their listed values, in any letter case; anything else rejects the template.",
        fix: .sometimes(.unsafe),
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "banner",
                      "banner": {
                        "showClose": true,
                        "position": ↓"middle",
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "action": { "type": "url", "url": "https://example.com/sale" }
                      }
                    }
                    """),
                RuleExample("""
                    {
                      "displayType": "banner",
                      "banner": {
                        "showClose": true,
                        "position": ↓"bottm",
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "action": { "type": "url", "url": "https://example.com/sale" }
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "banner",
                      "banner": {
                        "showClose": true,
                        "position": "Bottom",
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "action": { "type": "url", "url": "https://example.com/sale" }
                      }
                    }
                    """),
            ]
        )
    )
    public static let unknownField = Rule(
        id: "unknown-field", defaultSeverity: .warning, category: .schema,
        summary: "A key the format does not know, usually a misspelt optional field.",
        rationale: "The SDKs ignore unknown keys, so a misspelt optional field (`autoDismis`, `titel`) vanishes silently.",
        fix: .sometimes(.unsafe),
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "banner",
                      "banner": {
                        "showClose": true,
                        "position": "top",
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "action": { "type": "url", "url": "https://example.com/sale" },
                        ↓"autoDismis": 6
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "banner",
                      "inAppId": "spring-sale",
                      "banner": {
                        "showClose": true,
                        "position": "top",
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "action": { "type": "url", "url": "https://example.com/sale" },
                        "autoDismiss": 6
                      }
                    }
                    """),
            ]
        )
    )
    public static let ignoredField = Rule(
        id: "ignored-field", defaultSeverity: .warning, category: .schema,
        summary: "A known key that is ignored where it stands (`action` on `spinButton`, a block for another display type, `image` at the top of `fullscreen`).",
        rationale: "The SDK reads these keys elsewhere or not at all here, so the author's intent is silently lost: fullscreen takes its image and colour from `cover`, spin and reveal buttons have built-in behaviour, and only the block named by `displayType` is read.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "fullscreen",
                      "fullscreen": {
                        "showClose": true,
                        ↓"image": "https://example.com/hero.jpg",
                        "cover": { "background": "#FFFFFFFF" },
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "buttons": []
                      },
                      ↓"modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFFFF",
                        "buttons": []
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "fullscreen",
                      "fullscreen": {
                        "showClose": true,
                        "cover": { "image": "https://example.com/hero.jpg", "background": "#FFFFFFFF" },
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "buttons": []
                      }
                    }
                    """),
            ]
        )
    )
}
