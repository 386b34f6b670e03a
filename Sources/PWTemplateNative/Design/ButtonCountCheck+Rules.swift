import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let tooManyButtons = Rule(
        id: "too-many-buttons", defaultSeverity: .warning, category: .design,
        summary: "More than 3 buttons on a modal, sheet, fullscreen, video or story slide.",
        rationale: "iOS buttons are 52 pt tall and cards do not scroll, so extra buttons squeeze or overflow the content.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "sheet",
                      "sheet": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFF",
                        "title": { "text": "Pick a model", "color": "#111111" },
                        "buttons": [
                          { "text": { "text": "Coupe", "color": "#FFFFFF" }, "background": "#0E72E5", "border": { "color": "#0E72E5", "radius": 12 }, "action": { "type": "url", "url": "https://example.com/coupe" } },
                          { "text": { "text": "Sedan", "color": "#FFFFFF" }, "background": "#0E72E5", "border": { "color": "#0E72E5", "radius": 12 }, "action": { "type": "url", "url": "https://example.com/sedan" } },
                          { "text": { "text": "Wagon", "color": "#FFFFFF" }, "background": "#0E72E5", "border": { "color": "#0E72E5", "radius": 12 }, "action": { "type": "url", "url": "https://example.com/wagon" } },
                          ↓{ "text": { "text": "SUV", "color": "#FFFFFF" }, "background": "#0E72E5", "border": { "color": "#0E72E5", "radius": 12 }, "action": { "type": "url", "url": "https://example.com/suv" } }
                        ]
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "sheet",
                      "sheet": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFF",
                        "title": { "text": "Pick a model", "color": "#111111" },
                        "buttons": [
                          { "text": { "text": "Coupe", "color": "#FFFFFF" }, "background": "#0E72E5", "border": { "color": "#0E72E5", "radius": 12 }, "action": { "type": "url", "url": "https://example.com/coupe" } },
                          { "text": { "text": "Sedan", "color": "#FFFFFF" }, "background": "#0E72E5", "border": { "color": "#0E72E5", "radius": 12 }, "action": { "type": "url", "url": "https://example.com/sedan" } },
                          { "text": { "text": "All models", "color": "#FFFFFF" }, "background": "#0E72E5", "border": { "color": "#0E72E5", "radius": 12 }, "action": { "type": "url", "url": "https://example.com/models" } }
                        ]
                      }
                    }
                    """),
            ])
    )
}
