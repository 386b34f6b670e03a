import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    package static let inappImageURL = Rule(
        id: "inapp-image-url", defaultSeverity: .error, category: .schema,
        summary: "An In-App `image_url` is not an https URL with a host.",
        rationale: "inapp-api-contract.md, Payload: `image_url` is \"Absent when the message has no image. Always https.\" An http: URL gets an unsafe fix to https: (the host must serve it).",
        fix: .sometimes(.unsafe),
        examples: RuleExamples(
            failing: [InAppExample.message(["image_url": #"↓"http://cdn.example.com/a.png""#]), InAppExample.message(["image_url": #"↓"images/a.png""#])],
            passing: [InAppExample.message(["image_url": #""https://cdn.example.com/a.png""#])]))

    package static let inappImageAction = Rule(
        id: "inapp-image-action", defaultSeverity: .error, category: .schema,
        summary: "An In-App `image_action` is not a `url` or `deeplink` action with a `value`.",
        rationale: "inapp-api-contract.md, Payload: `image_action` has \"type (url or deeplink) and value\"; Push permission action: \"Only buttons accept it; image_action stays url or deeplink.\"",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["image_url": #""https://cdn.example.com/a.png""#, "image_action": #"{ "type": ↓"push_permission" }"#]),
                      InAppExample.message(["image_url": #""https://cdn.example.com/a.png""#, "image_action": #"↓{ "type": "url" }"#])],
            passing: [InAppExample.message(["image_url": #""https://cdn.example.com/a.png""#, "image_action": #"{ "type": "url", "value": "https://example.com/offer" }"#])]))

    package static let inappActionType = Rule(
        id: "inapp-action-type", defaultSeverity: .error, category: .schema,
        summary: "An In-App button has no `action`, or its type is not `url`, `deeplink` or `push_permission`.",
        rationale: "inapp-api-contract.md, Payload: `buttons[].action.type` is \"url, deeplink or push_permission\".",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["buttons": "[" + InAppExample.button(action: #"{ "type": ↓"close" }"#) + "]"]),
                      InAppExample.message(["buttons": #"[↓{ "id": "a1b2c3d4", "label": "OK" }]"#])],
            passing: [InAppExample.message(["buttons": "[" + InAppExample.button() + "]"])]))

    package static let inappPushPermissionValue = Rule(
        id: "inapp-push-permission-value", defaultSeverity: .error, category: .schema,
        summary: "An In-App `push_permission` action has a `value`.",
        rationale: "inapp-api-contract.md, Payload: `buttons[].action.value` is \"Absent for push_permission: the key is not sent, not even as null.\" A `value: null` is removed by a safe fix.",
        fix: .sometimes(.safe),
        examples: RuleExamples(
            failing: [InAppExample.message(["buttons": "[" + InAppExample.button(action: #"{ "type": "push_permission", ↓"value": null }"#) + "]"]),
                      InAppExample.message(["buttons": "[" + InAppExample.button(action: #"{ "type": "push_permission", ↓"value": "settings" }"#) + "]"])],
            passing: [InAppExample.message(["buttons": "[" + InAppExample.button(action: #"{ "type": "push_permission" }"#) + "]"])]))

    package static let inappForbiddenScheme = Rule(
        id: "inapp-forbidden-scheme", defaultSeverity: .error, category: .schema,
        summary: "An In-App link has the scheme http, javascript, data, file, vbscript, blob or about.",
        rationale: "inapp-api-contract.md, Plain text and links: \"The server rejects a link whose scheme is http, javascript, data, file, vbscript, blob or about.\" The scheme is read as a URL parser reads it: in any case, after leading spaces and control characters. An http: link gets an unsafe fix to https:.",
        fix: .sometimes(.unsafe),
        examples: RuleExamples(
            failing: [InAppExample.message(["buttons": "[" + InAppExample.button(action: #"{ "type": "url", "value": ↓"  JavaScript:alert(1)" }"#) + "]"]),
                      InAppExample.message(["buttons": "[" + InAppExample.button(action: #"{ "type": "deeplink", "value": ↓"HTTP://example.com/a" }"#) + "]"])],
            passing: [InAppExample.message(["buttons": "[" + InAppExample.button(action: #"{ "type": "deeplink", "value": "exampleapp://offers/42" }"#) + "]"])]))

    package static let inappDeeplinkUnhandled = Rule(
        id: "inapp-deeplink-unhandled", class: .deadControl, category: .schema,
        summary: "An In-App deeplink names a scheme or host the app's configured links do not.",
        rationale: "inapp-api-contract.md, Plain text and links: \"the SDK should only open links it expects, and a deeplink that the app cannot handle should be ignored instead of crashing.\" With `\"app\": {\"schemes\": [...], \"hosts\": [...]}` in `.pwtemplate.json`, a custom-scheme deeplink outside `schemes`, or an https one outside `hosts`, is one the app ignores. Without that setting nothing is checked, so the examples below are linted with `\"app\": {\"schemes\": [\"exampleapp\"], \"hosts\": [\"example.com\"]}`.",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["buttons": "[" + InAppExample.button(action: #"{ "type": "deeplink", "value": ↓"otherapp://offers/42" }"#) + "]"]),
                      InAppExample.message(["buttons": "[" + InAppExample.button(action: #"{ "type": "deeplink", "value": ↓"https://shop.example.org/42" }"#) + "]"])],
            passing: [InAppExample.message(["buttons": "[" + InAppExample.button(action: #"{ "type": "deeplink", "value": "ExampleApp://offers/42" }"#) + "]"])]))

    package static let inappURLAction = Rule(
        id: "inapp-url-action", defaultSeverity: .error, category: .schema,
        summary: "An In-App `url` action is not an https URL with a host.",
        rationale: "inapp-api-contract.md, Payload: \"url is always https\"; Plain text and links: \"An accepted link is an https URL with a host\".",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["buttons": "[" + InAppExample.button(action: #"{ "type": "url", "value": ↓"exampleapp://offers" }"#) + "]"]),
                      InAppExample.message(["buttons": "[" + InAppExample.button(action: #"{ "type": "url", "value": ↓"https:///offers" }"#) + "]"])],
            passing: [InAppExample.message(["buttons": "[" + InAppExample.button() + "]"])]))

    package static let inappDeeplink = Rule(
        id: "inapp-deeplink", defaultSeverity: .error, category: .schema,
        summary: "An In-App `deeplink` is neither an https URL with a host nor a custom app scheme.",
        rationale: "inapp-api-contract.md, Payload: \"deeplink is https or a custom app scheme\"; Plain text and links: \"(for deeplink) a custom app scheme such as exampleapp://offers/42\".",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["buttons": "[" + InAppExample.button(action: #"{ "type": "deeplink", "value": ↓"offers/42" }"#) + "]"])],
            passing: [InAppExample.message(["buttons": "[" + InAppExample.button(action: #"{ "type": "deeplink", "value": "https://example.com/offers/42" }"#) + "]"])]))
}
