import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let displayTypeMissing = Rule(
        id: "display-type-missing", defaultSeverity: .error, category: .structure,
        summary: "`displayType` is missing or not a string.",
        rationale: "Both SDKs gate on a string `displayType` at the root; without one the template is rejected and nothing shows.",
        fix: .sometimes(.safe),
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    ↓{
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "buttons": []
                      }
                    }
                    """),
                RuleExample("""
                    {
                      "displayType": ↓5,
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "buttons": []
                      }
                    }
                    """),
                RuleExample("""
                    {
                      ↓"DisplayType": "modal",
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFFFF",
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
    public static let displayTypeUnknown = Rule(
        id: "display-type-unknown", defaultSeverity: .error, category: .structure,
        summary: "`displayType` is not one of the ten native display types.",
        rationale: "An unknown display type is rejected by both SDKs. The ten types are banner, carousel, fullscreen, modal, pip, scratchcard, sheet, spinwheel, stories and video. `interstitial` and `header`, types of pre-release builds, are unknown too: `fullscreen` and `banner` are meant.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": ↓"modl",
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFFFF",
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
    public static let displayTypeCase = Rule(
        id: "display-type-case", defaultSeverity: .info, category: .structure,
        summary: "`displayType` is not written in lower case.",
        rationale: "The SDKs lower-case `displayType` before matching, so `\"MODAL\"` works, but the content block must still be under the lower-case key. Keeping the value canonical avoids the wrong-case block mistake.",
        fix: .always(.safe),
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": ↓"Modal",
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFFFF",
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
    public static let contentBlockMissing = Rule(
        id: "content-block-missing", defaultSeverity: .error, category: .structure,
        summary: "There is no object under the lower-case display type key (e.g. `\"modal\": {…}`).",
        rationale: "The SDKs read the content block only under the literal lower-case type name, and it must be an object: `{\"displayType\":\"Modal\",\"Modal\":{…}}` is rejected.",
        fix: .sometimes(.safe),
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "modal",
                      ↓"Modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFFFF",
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
}
