import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    package static let inappTooManyButtons = Rule(
        id: "inapp-too-many-buttons", defaultSeverity: .error, category: .schema,
        summary: "An In-App message has more than 2 buttons.",
        rationale: "inapp-api-contract.md, Payload: `buttons` holds \"0 to 2 buttons, in display order\".",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["buttons": "[" + InAppExample.button(id: "a") + ", " + InAppExample.button(id: "b") + ", ↓" + InAppExample.button(id: "c") + "]"])],
            passing: [InAppExample.message(["buttons": "[" + InAppExample.button(id: "a") + ", " + InAppExample.button(id: "b") + "]"])]))

    package static let inappButtonID = Rule(
        id: "inapp-button-id", defaultSeverity: .error, category: .schema,
        summary: "An In-App button has no `id`, or it is not a non-empty string.",
        rationale: "inapp-api-contract.md, Payload: `buttons[].id` is a string \"assigned by the server and stable across edits of the message. Send it back as button_id.\" Without it a click cannot be reported.",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["buttons": #"[↓{ "label": "OK", "action": { "type": "url", "value": "https://example.com" } }]"#]),
                      InAppExample.message(["buttons": "[" + InAppExample.button(id: "").replacing(#""id": """#, with: #""id": ↓"""#) + "]"])],
            passing: [InAppExample.message(["buttons": "[" + InAppExample.button() + "]"])]))

    package static let inappDuplicateButtonID = Rule(
        id: "inapp-duplicate-button-id", defaultSeverity: .error, category: .schema,
        summary: "Two buttons of one In-App message have the same `id`.",
        rationale: "inapp-api-contract.md, Session flow: \"A tap on a button sends click with that button's button_id\"; Reporting events: `button_id` is \"The id of one of the message's buttons\". Two buttons with one id cannot be told apart in the metrics.",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["buttons": "[" + InAppExample.button(id: "a") + ", " + InAppExample.button(id: "a").replacing(#""id": "a""#, with: #""id": ↓"a""#) + "]"])],
            passing: [InAppExample.message(["buttons": "[" + InAppExample.button(id: "a") + ", " + InAppExample.button(id: "b") + "]"])]))

    package static let inappPushPermissionAudience = Rule(
        id: "inapp-push-permission-audience", defaultSeverity: .info, category: .platform,
        summary: "An In-App message with a `push_permission` button reaches only React Native SDK 0.8.0+ and iOS SDK 0.1.0+.",
        rationale: "inapp-api-contract.md, Eligibility rules: \"A message with a push_permission button is shown only to a device that can use it. It is hidden when the device's push status is ok, and when the device's sdk_version is empty, unreadable or older than the minimum [...] The minimums are React Native 0.8.0 and iOS 0.1.0; no other SDK receives the message yet.\"",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["buttons": "[" + InAppExample.button(action: #"{ "type": ↓"push_permission" }"#) + "]"])],
            passing: [InAppExample.message(["buttons": "[" + InAppExample.button() + "]"])]))
}
