import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let emptyList = Rule(
        id: "empty-list", defaultSeverity: .error, category: .schema,
        summary: "An empty list that must have elements (`items` of carousel and stories, a gradient `background`).",
        rationale: "Carousel and stories need at least one item, and a scratchcard or spinwheel gradient at least one colour; an empty list rejects the template. (`buttons` may be empty.)",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "carousel",
                      "carousel": {
                        "showClose": true,
                        "items": ↓[]
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "carousel",
                      "carousel": {
                        "showClose": true,
                        "items": [
                          { "title": { "text": "Spring sale", "color": "#111111FF" } }
                        ]
                      }
                    }
                    """),
            ]
        )
    )
    public static let segmentCount = Rule(
        id: "segment-count", defaultSeverity: .error, category: .schema,
        summary: "A spinwheel with fewer than 2 or more than 12 `segments`.",
        rationale: "The iOS spinwheel parser accepts 2 to 12 segments and rejects the template otherwise.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "spinwheel",
                      "spinwheel": {
                        "showClose": true,
                        "background": "#FFFFFFFF",
                        "winIndex": 0,
                        "spinButton": {
                          "text": { "text": "SPIN", "color": "#FFFFFFFF" },
                          "background": "#111111FF",
                          "border": { "color": "#111111FF", "radius": 30 }
                        },
                        "title": { "text": "Spin to win", "color": "#111111FF" },
                        "reward": { "code": "SPRING10" },
                        "segments": ↓[
                          { "message": { "text": "10% off", "color": "#111111FF" }, "color": "#FFFFFFFF", "weight": 1 }
                        ]
                      }
                    }
                    """, targets: [Target(platform: .ios)]),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "spinwheel",
                      "spinwheel": {
                        "showClose": true,
                        "background": "#FFFFFFFF",
                        "winIndex": 0,
                        "spinButton": {
                          "text": { "text": "SPIN", "color": "#FFFFFFFF" },
                          "background": "#111111FF",
                          "border": { "color": "#111111FF", "radius": 30 }
                        },
                        "title": { "text": "Spin to win", "color": "#111111FF" },
                        "reward": { "code": "SPRING10" },
                        "segments": [
                          { "message": { "text": "10% off", "color": "#111111FF" }, "color": "#FFFFFFFF", "weight": 1 },
                          { "message": { "text": "20% off", "color": "#111111FF" }, "color": "#EEEEEEFF", "weight": 1 }
                        ]
                      }
                    }
                    """, targets: [Target(platform: .ios)]),
            ]
        )
    )
}
