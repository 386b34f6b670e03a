import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let lowContrast = Rule(
        id: "low-contrast", defaultSeverity: .warning, category: .design,
        summary: "Text and the colour it is drawn on have a WCAG 2.x contrast ratio below 4.5:1.",
        rationale: "Low-contrast text is hard to read for many users (WCAG 2.x AA asks 4.5:1 for normal text). Checked: title and message on the modal, sheet and banner background (fullscreen: on `cover.background` when there is no cover image), button labels on their background, spinwheel segment labels on the segment colour. Colours are alpha-composited: the text over its surface, a translucent button over its card, a translucent card over the app (assumed white). Surfaces that are images, videos or gradients are skipped.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFF",
                        "title": { "text": "Almost readable", "color": ↓"#777777" },
                        "buttons": [
                          {
                            "text": { "text": "Shop now", "color": ↓"#FFFFFF" },
                            "background": "#FFCC00",
                            "border": { "color": "#FFCC00", "radius": 12 },
                            "action": { "type": "url", "url": "https://example.com/shop" }
                          }
                        ]
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
                        "background": "#FFFFFF",
                        "title": { "text": "Easy to read", "color": "#595959" },
                        "buttons": [
                          {
                            "text": { "text": "Shop now", "color": "#111111" },
                            "background": "#FFCC00",
                            "border": { "color": "#FFCC00", "radius": 12 },
                            "action": { "type": "url", "url": "https://example.com/shop" }
                          }
                        ]
                      }
                    }
                    """),
                RuleExample("""
                    {
                      "displayType": "fullscreen",
                      "fullscreen": {
                        "showClose": true,
                        "cover": { "image": "https://example.com/hero.jpg", "background": "#FFFFFF" },
                        "title": { "text": "Drawn on the photo", "color": "#FFFFFF" },
                        "buttons": [
                          {
                            "text": { "text": "Not now", "color": "#FFFFFF" },
                            "background": "#00000000",
                            "border": { "color": "#FFFFFF99", "radius": 8 },
                            "action": { "type": "close" }
                          }
                        ]
                      }
                    }
                    """),
            ])
    )
    public static let invisibleText = Rule(
        id: "invisible-text", defaultSeverity: .warning, category: .design,
        summary: "A text colour that is fully transparent.",
        rationale: "`#RRGGBB00` (or `#RGB0`) draws nothing. Usually the author meant Android's `#AARRGGBB` order, which the SDKs do not use: their alpha is the last pair, so `#FF000000` is transparent, not black.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFF",
                        "title": { "text": "Welcome back", "color": ↓"#FF000000" },
                        "buttons": []
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
                        "background": "#FFFFFF",
                        "title": { "text": "Welcome back", "color": "#000000FF" },
                        "buttons": []
                      }
                    }
                    """),
            ])
    )
}
