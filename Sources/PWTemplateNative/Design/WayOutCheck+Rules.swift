import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let noWayOut = Rule(
        id: "no-way-out", defaultSeverity: .warning, category: .design,
        summary: "No close button, no `close` action and no `autoDismiss`: the only exit is following a link.",
        rationale: "A message users cannot dismiss without leaving the app traps them; stores and users punish that. A tap on the dimmed scrim of a modal or sheet, a story that ends after its last slide (`loop: false`) and a banner's `autoDismiss` count as ways out. A modal, sheet or fullscreen with `showClose: false` and no buttons is not reported: the SDKs show the close control anyway.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "banner",
                      "banner": {
                        "showClose": ↓false,
                        "position": "top",
                        "background": "#1C1C1E",
                        "title": { "text": "Flash sale: 30% off", "color": "#FFFFFF" },
                        "action": { "type": "url", "url": "https://example.com/sale" }
                      }
                    }
                    """),
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": ↓false,
                        "dimBackground": false,
                        "background": "#FFFFFF",
                        "title": { "text": "Rate our app", "color": "#111111" },
                        "buttons": [
                          {
                            "text": { "text": "Rate now", "color": "#FFFFFF" },
                            "background": "#0E72E5",
                            "border": { "color": "#0E72E5", "radius": 12 },
                            "action": { "type": "url", "url": "https://example.com/rate" }
                          }
                        ]
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "banner",
                      "banner": {
                        "showClose": false,
                        "position": "top",
                        "background": "#1C1C1E",
                        "title": { "text": "Flash sale: 30% off", "color": "#FFFFFF" },
                        "action": { "type": "url", "url": "https://example.com/sale" },
                        "autoDismiss": 8
                      }
                    }
                    """),
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": false,
                        "dimBackground": false,
                        "background": "#FFFFFF",
                        "title": { "text": "Rate our app", "color": "#111111" },
                        "buttons": [
                          {
                            "text": { "text": "Rate now", "color": "#FFFFFF" },
                            "background": "#0E72E5",
                            "border": { "color": "#0E72E5", "radius": 12 },
                            "action": { "type": "url", "url": "https://example.com/rate" }
                          },
                          {
                            "text": { "text": "Not now", "color": "#111111" },
                            "background": "#FFFFFF",
                            "border": { "color": "#111111", "radius": 12 },
                            "action": { "type": "close" }
                          }
                        ]
                      }
                    }
                    """),
            ])
    )
}
