import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let spinwheelWeightsZero = Rule(
        id: "spinwheel-weights-zero", defaultSeverity: .warning, category: .design,
        summary: "Every spinwheel segment has weight 0.",
        rationale: "A weight is a segment's share of the wheel. When all are 0 there is nothing to split: iOS accepts the wheel and draws the segments as equal slices, which is not what weights of 0 say. A negative or missing weight is rejected (`value-out-of-range`, `required-field`).",
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
                        "spinButton": { "text": { "text": "Spin", "color": "#FFFFFFFF" }, "background": "#111111FF", "border": { "color": "#111111FF", "radius": 36 } },
                        "reward": { "code": "SPRING10" },
                        "segments": ↓[
                          { "message": { "text": "10% off", "color": "#111111FF" }, "color": "#FFFFFFFF", "weight": 0 },
                          { "message": { "text": "20% off", "color": "#111111FF" }, "color": "#EEEEEEFF", "weight": 0 }
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
                        "spinButton": { "text": { "text": "Spin", "color": "#FFFFFFFF" }, "background": "#111111FF", "border": { "color": "#111111FF", "radius": 36 } },
                        "reward": { "code": "SPRING10" },
                        "segments": [
                          { "message": { "text": "10% off", "color": "#111111FF" }, "color": "#FFFFFFFF", "weight": 0 },
                          { "message": { "text": "20% off", "color": "#111111FF" }, "color": "#EEEEEEFF", "weight": 1 }
                        ]
                      }
                    }
                    """, targets: [Target(platform: .ios)]),
            ])
    )
}
