// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let invalidColor = Rule(
        id: "invalid-color", defaultSeverity: .error, category: .schema,
        summary: "A colour that is not `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, or one that is easily misread.",
        rationale: "Both SDKs need `#` followed by 3, 4, 6 or 8 hex digits, alpha last (CSS order); a bad colour, required or optional, rejects the template. iOS rejects a leading space and Android a sign (`#+FFF`). Trailing whitespace and an Android-style `#AARRGGBB` colour that comes out fully transparent are accepted, so they are warnings.",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": ↓"white",
                        "title": { "text": "Spring sale", "color": ↓"111111" },
                        "message": { "text": "Everything must go", "color": ↓" #111111" },
                        "buttons": []
                      }
                    }
                    """),
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": ↓"#FFFFFF ",
                        "title": { "text": "Spring sale", "color": ↓"#+111" },
                        "message": { "text": "Everything must go", "color": ↓"#FF000000" },
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
                        "background": "#fff",
                        "title": { "text": "Spring sale", "color": "#111F" },
                        "message": { "text": "Everything must go", "color": "#111111FF" },
                        "buttons": []
                      }
                    }
                    """),
            ]
        )
    )
}
