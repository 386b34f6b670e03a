import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let invalidAction = Rule(
        id: "invalid-action", defaultSeverity: .error, category: .schema,
        summary: "An action that is not an object, has an unknown `type`, or lacks a `url` for `type: url`.",
        rationale: "Actions must be objects with `type` `close` or `url` (any letter case), and a non-empty `url` when the type is `url`; anything else rejects the template. A `url` beside `type: close` is ignored.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "carousel",
                      "carousel": {
                        "showClose": true,
                        "items": [
                          {
                            "title": { "text": "Spring sale", "color": "#111111FF" },
                            "action": ↓"close"
                          },
                          {
                            "title": { "text": "New arrivals", "color": "#111111FF" },
                            "action": { "type": ↓"open", "url": "https://example.com/new" }
                          },
                          {
                            "title": { "text": "Outlet", "color": "#111111FF" },
                            "action": ↓{ "type": "url" }
                          }
                        ]
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
                          {
                            "title": { "text": "Spring sale", "color": "#111111FF" },
                            "action": { "type": "close" }
                          },
                          {
                            "title": { "text": "New arrivals", "color": "#111111FF" },
                            "action": { "type": "URL", "url": "exampleapp://new" }
                          }
                        ]
                      }
                    }
                    """),
            ]
        )
    )
    public static let rewardMissingTitleOrCode = Rule(
        id: "reward-missing-title-or-code", defaultSeverity: .error, category: .schema,
        summary: "A reward with neither a `title` nor a non-empty `code`.",
        rationale: "iOS rejects a Reward (scratchcard, spinwheel and each segment's) that has no title and no code: there would be nothing to award. An empty `code` counts as none.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "scratchcard",
                      "scratchcard": {
                        "showClose": true,
                        "background": "#FFFFFFFF",
                        "revealThreshold": 0.5,
                        "cover": { "background": "#CCCCCCFF" },
                        "title": { "text": "Scratch to win", "color": "#111111FF" },
                        "reward": ↓{
                          "message": { "text": "Show this at the till", "color": "#111111FF" },
                          "code": ""
                        }
                      }
                    }
                    """, targets: [Target(platform: .ios)]),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "scratchcard",
                      "scratchcard": {
                        "showClose": true,
                        "background": "#FFFFFFFF",
                        "revealThreshold": 0.5,
                        "cover": { "background": "#CCCCCCFF" },
                        "title": { "text": "Scratch to win", "color": "#111111FF" },
                        "reward": {
                          "message": { "text": "Show this at the till", "color": "#111111FF" },
                          "code": "SPRING10"
                        }
                      }
                    }
                    """, targets: [Target(platform: .ios)]),
            ]
        )
    )
}
