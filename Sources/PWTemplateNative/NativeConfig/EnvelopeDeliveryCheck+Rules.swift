import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let envelopeInAppID = Rule(
        id: "envelope-in-app-id", defaultSeverity: .warning, category: .structure,
        summary: "`inAppId` is empty or not a string.",
        rationale: "Both SDKs replace a missing, empty or non-string `inAppId` with the resource code before parsing, so a number is never used: frequency caps and analytics then key on the resource code, not on the value written. A missing `inAppId` is normal (delivery is set in the campaign).",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample(##"{ "displayType": "modal", "inAppId": ↓5, "modal": { "showClose": true, "dimBackground": true, "background": "#FFFFFFFF", "title": { "text": "Spring sale", "color": "#111111FF" }, "buttons": [] } }"##),
                RuleExample(##"{ "displayType": "modal", "inAppId": ↓"", "modal": { "showClose": true, "dimBackground": true, "background": "#FFFFFFFF", "title": { "text": "Spring sale", "color": "#111111FF" }, "buttons": [] } }"##),
            ],
            passing: [
                .cleanModal,
                RuleExample(##"{ "displayType": "modal", "inAppId": "spring-sale", "modal": { "showClose": true, "dimBackground": true, "background": "#FFFFFFFF", "title": { "text": "Spring sale", "color": "#111111FF" }, "buttons": [] } }"##),
            ]
        )
    )
    public static let envelopeValueIgnored = Rule(
        id: "envelope-value-ignored", defaultSeverity: .warning, category: .structure,
        summary: "`maxDisplays`, `cooldown`, `expireDate` or `ttl` has a value the SDKs ignore.",
        rationale: "The delivery keys accept a number or a numeric string (`3600`, `\"3600\"`). Anything else counts as absent and never rejects the message, so the limit silently does not apply. `ttl` is also ignored when it is 0 or less, and when `expireDate` is set (it takes precedence).",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample(##"{ "displayType": "modal", "ttl": ↓"soon", "cooldown": ↓true, "modal": { "showClose": true, "dimBackground": true, "background": "#FFFFFFFF", "title": { "text": "Spring sale", "color": "#111111FF" }, "buttons": [] } }"##),
                RuleExample(##"{ "displayType": "modal", "expireDate": 1893456000, "ttl": ↓86400, "modal": { "showClose": true, "dimBackground": true, "background": "#FFFFFFFF", "title": { "text": "Spring sale", "color": "#111111FF" }, "buttons": [] } }"##),
            ],
            passing: [
                RuleExample(##"{ "displayType": "modal", "ttl": "86400", "cooldown": 3600, "maxDisplays": 3, "modal": { "showClose": true, "dimBackground": true, "background": "#FFFFFFFF", "title": { "text": "Spring sale", "color": "#111111FF" }, "buttons": [] } }"##),
            ]
        )
    )
    public static let envelopeMaxDisplays = Rule(
        id: "envelope-max-displays", defaultSeverity: .warning, category: .structure,
        summary: "`maxDisplays` is below 1, so the message never shows once the app enables frequency capping.",
        rationale: "`maxDisplays` is a number, so the SDKs do not ignore 0 or -1: with `setFrequencyCapEnabled(true)` they compare the display count, 0 before the first display, with it and never show the message.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample(##"{ "displayType": "modal", "maxDisplays": ↓-1, "modal": { "showClose": true, "dimBackground": true, "background": "#FFFFFFFF", "title": { "text": "Spring sale", "color": "#111111FF" }, "buttons": [] } }"##),
            ],
            passing: [
                RuleExample(##"{ "displayType": "modal", "maxDisplays": 1, "modal": { "showClose": true, "dimBackground": true, "background": "#FFFFFFFF", "title": { "text": "Spring sale", "color": "#111111FF" }, "buttons": [] } }"##),
            ]
        )
    )
}
