import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let valueOutOfRange = Rule(
        id: "value-out-of-range", defaultSeverity: .error, category: .schema,
        summary: "A number the SDKs reject: `autoDismiss`, `duration`, `width`, `aspectRatio` ≤ 0, `revealThreshold` outside (0, 1], a negative `weight` or radius, a non-finite number.",
        rationale: "The SDKs check these ranges and reject the template when a value falls outside; where only one platform checks (a negative border radius on iOS), the strictest rule applies. A number too large for a double (`1e400`) is not finite.",
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
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "buttons": [
                          {
                            "text": { "text": "Shop now", "color": "#FFFFFFFF" },
                            "background": "#111111FF",
                            "border": { "color": "#111111FF", "radius": ↓-4 },
                            "action": { "type": "url", "url": "https://example.com/sale" }
                          }
                        ]
                      }
                    }
                    """),
                RuleExample("""
                    {
                      "displayType": "banner",
                      "banner": {
                        "showClose": true,
                        "position": "top",
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "action": { "type": "url", "url": "https://example.com/sale" },
                        "autoDismiss": ↓0
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
    public static let valueClamped = Rule(
        id: "value-clamped", defaultSeverity: .warning, category: .schema,
        summary: "A number the SDKs silently change or that is too short: story `duration` over 30 s, pip `width` outside 15–70 % or exactly 1, `revealThreshold` outside [0.1, 0.9], a fractional or out-of-range `winIndex`, a `duration` or `autoDismiss` under 1 s.",
        rationale: "The template is accepted, but the SDK clamps or truncates the value, so what users see differs from what the author wrote. A pip `width` over 1 is a percentage and one up to 1 a fraction, so `1` means 100 %, not 1 %.",
        fix: .sometimes(.unsafe),
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "stories",
                      "stories": {
                        "showClose": true,
                        "loop": false,
                        "items": [
                          { "title": { "text": "Spring sale", "color": "#111111FF" }, "buttons": [], "duration": ↓45 },
                          { "title": { "text": "New arrivals", "color": "#111111FF" }, "buttons": [], "duration": ↓0.5 }
                        ]
                      }
                    }
                    """),
                RuleExample("""
                    {
                      "displayType": "pip",
                      "pip": {
                        "showClose": true,
                        "position": "bottom-right",
                        "loop": true,
                        "muted": true,
                        "url": "https://example.com/teaser.mp4",
                        "width": ↓5,
                        "aspectRatio": 0.5625
                      }
                    }
                    """, targets: [Target(platform: .ios)]),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "pip",
                      "pip": {
                        "showClose": true,
                        "position": "bottom-right",
                        "loop": true,
                        "muted": true,
                        "url": "https://example.com/teaser.mp4",
                        "width": 40,
                        "aspectRatio": 0.5625
                      }
                    }
                    """, targets: [Target(platform: .ios)]),
            ]
        )
    )
}
