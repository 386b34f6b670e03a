import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let invalidColor = Rule(
        id: "invalid-color", defaultSeverity: .error, category: .schema,
        summary: "A colour one of the SDKs rejects: not `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`.",
        rationale: "Both SDKs need `#` followed by 3, 4, 6 or 8 hex digits, alpha last (CSS order); a bad colour, required or optional, rejects the template. iOS rejects a leading space and Android a sign (`#+FFF`). Colours both SDKs accept but that are easily misread have rules of their own: `color-trailing-whitespace` and `color-alpha-first`.",
        fix: .sometimes(.unsafe),
        examples: RuleExamples(
            failing: [
                ColorExample.modal(background: "↓white", title: "↓111111", message: "↓ #111111"),
                ColorExample.modal(background: "#FFFFFF", title: "↓#+111"),
            ],
            passing: [
                ColorExample.modal(background: "#fff", title: "#111F", message: "#111111FF"),
            ]
        )
    )
    public static let colorTrailingWhitespace = Rule(
        id: "color-trailing-whitespace", defaultSeverity: .warning, category: .schema,
        summary: "A colour followed by whitespace.",
        rationale: "Both SDKs trim trailing whitespace and read the colour, but other tools may not, and whitespace before `#` is rejected by iOS: a colour is portable only without it.",
        fix: .always(.safe),
        examples: RuleExamples(
            failing: [
                ColorExample.modal(background: "↓#FFFFFF ", title: "#111111FF"),
            ],
            passing: [.cleanModal]
        ),
        splitFrom: RuleSplit(formerID: "invalid-color", findings: "colours with trailing whitespace")
    )
    public static let colorAlphaFirst = Rule(
        id: "color-alpha-first", defaultSeverity: .warning, category: .schema,
        summary: "A colour that looks like Android's `#AARRGGBB` and comes out fully transparent.",
        rationale: "The SDKs read eight hex digits as `#RRGGBBAA`, alpha last (CSS order). `#FF000000`, meant as opaque black in Android's `#AARRGGBB` order, is read as fully transparent red. Transparent greys such as `#FFFFFF00` are taken as meant.",
        fix: .always(.unsafe),
        examples: RuleExamples(
            failing: [
                ColorExample.modal(background: "#FFFFFFFF", title: "↓#FF000000"),
            ],
            passing: [
                ColorExample.modal(background: "#FFFFFF00", title: "#000000FF"),
            ]
        ),
        splitFrom: RuleSplit(formerID: "invalid-color", findings: "alpha-first colours")
    )
}

/// The modal the colour rules' examples share. Colours are given without quotes; one that
/// starts with the marker gets it before its opening quote.
private enum ColorExample {
    static func modal(background: String, title: String, message: String? = nil) -> RuleExample {
        let messageLine = message.map { "\n    \"message\": { \"text\": \"Everything must go\", \"color\": \(RuleExample.literal($0)) }," } ?? ""
        return RuleExample("""
            {
              "displayType": "modal",
              "modal": {
                "showClose": true,
                "dimBackground": true,
                "background": \(RuleExample.literal(background)),
                "title": { "text": "Spring sale", "color": \(RuleExample.literal(title)) },\(messageLine)
                "buttons": []
              }
            }
            """)
    }
}
