import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let deeplinkUnhandled = Rule(
        id: "deeplink-unhandled", class: .deadControl, category: .schema,
        summary: "An action URL has a custom scheme the app's configured schemes do not name.",
        rationale: "The SDKs hand action URLs to the system opener: a custom scheme that no app on the device registers opens nothing, and the tap is lost. With `\"app\": {\"schemes\": [...]}` in `.pwtemplate.json`, a custom scheme outside `schemes` is one the app does not handle; the schemes the system opens (http, https, mailto, tel, sms, FaceTime, Maps, the App Store) are not checked. Without that setting nothing is checked, so the examples below are linted with `\"app\": {\"schemes\": [\"exampleapp\"]}`.",
        fix: .none,
        examples: RuleExamples(
            failing: [URLExample.banner(url: "↓otherapp://sale")],
            passing: [URLExample.banner(url: "ExampleApp://sale"), URLExample.banner(url: "tel:+15550100")]
        )
    )
}
