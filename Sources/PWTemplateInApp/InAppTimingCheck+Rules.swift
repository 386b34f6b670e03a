import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    package static let inappDismissAfter = Rule(
        id: "inapp-dismiss-after", defaultSeverity: .error, category: .schema,
        summary: "An In-App `dismiss_after_seconds` is not an integer from 1 to 300 or `null`.",
        rationale: "inapp-api-contract.md, Payload: `dismiss_after_seconds` is an \"integer or null\"; Auto dismiss: \"When dismiss_after_seconds is set (1 to 300), the SDK closes the message that many seconds after it became visible\". A number written as a string is fixed safely.",
        fix: .sometimes(.safe),
        examples: RuleExamples(
            failing: [InAppExample.message(["dismiss_after_seconds": "↓301"]), InAppExample.message(["dismiss_after_seconds": "↓0"]),
                      InAppExample.message(["dismiss_after_seconds": #"↓"8""#]), InAppExample.message(["dismiss_after_seconds": "↓8.5"])],
            passing: [InAppExample.message(["dismiss_after_seconds": "300"]), InAppExample.message(["dismiss_after_seconds": "null"])]))

    package static let inappShortDismiss = Rule(
        id: "inapp-short-dismiss", defaultSeverity: .warning, category: .design,
        summary: "An In-App message closes itself in under 3 seconds.",
        rationale: "inapp-api-contract.md, Auto dismiss: \"the SDK closes the message that many seconds after it became visible\". One or two seconds are too short to read a message: a design rule, like the native accessibility rules, not the contract's.",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["dismiss_after_seconds": "↓2"])],
            passing: [InAppExample.message(["dismiss_after_seconds": "3"])]))

    package static let inappTrigger = Rule(
        id: "inapp-trigger", defaultSeverity: .error, category: .structure,
        summary: "An In-App message's `trigger` is missing, of an unknown type, or an event without a name.",
        rationale: "inapp-api-contract.md, Payload: `trigger` is \"Always present. {\"type\": \"session_start\"} or {\"type\": \"event\", \"name\": \"...\"}\"; Triggers: the SDK shows an event message \"when the app reports an event with that exact name\", so an event without a name never shows.",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["trigger": #"{ "type": ↓"app_open" }"#]), InAppExample.message(["trigger": #"↓{ "type": "event" }"#]),
                      InAppExample.message(["trigger": #"{ "type": "event", "name": ↓"" }"#]), RuleExample(InAppExample.text(["trigger": nil]).replacing("{\n  \"id\"", with: "↓{\n  \"id\""))],
            passing: [InAppExample.message(["trigger": #"{ "type": "event", "name": "checkout_done" }"#])]))
}
