import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    static let inboxRootInvalid = Rule(
        id: "inbox-root-invalid", defaultSeverity: .error, category: .structure,
        summary: "An inbox message file is neither a createMessage request nor a notification.",
        rationale: "An inbox file holds a Messages API createMessage body ({\"request\": {\"notifications\": [...]}}) or one notification object (inboxkit.md, \"Read custom data from a message\"); anything else sends nothing.",
        fix: .none,
        examples: RuleExamples(
            failing: [RuleExample(document: "↓{\"message\": \"Summer sale\"}", named: InboxExample.fileName)],
            passing: [InboxExample.request("")]))

    static let inboxNotificationsInvalid = Rule(
        id: "inbox-notifications-invalid", defaultSeverity: .error, category: .structure,
        summary: "A request's \"notifications\" is not an array of notification objects.",
        rationale: "createMessage reads \"request\".\"notifications\" as an array of notification objects (inboxkit.md, every example request); another value sends no message.",
        fix: .none,
        examples: RuleExamples(
            failing: [RuleExample(document: "{\"request\": {\"notifications\": ↓{\"content\": \"Hi\", \"inbox_days\": 7}}}", named: InboxExample.fileName)],
            passing: [InboxExample.request("")]))

    static let inboxDataInvalid = Rule(
        id: "inbox-data-invalid", defaultSeverity: .error, category: .schema,
        summary: "A notification's \"data\" is neither an object nor a string holding a JSON object.",
        rationale: "data reaches the device as u, a JSON string the SDK parses with Foundation's JSON parser; it must decode to a dictionary, or it counts as absent, silently (inboxkit-behaviour.md, \"Where a message's fields come from\"): no displayType, carousel, video, wallet or buttons.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                InboxExample.request("\"data\": ↓[\"banner\"]"),
                InboxExample.request(#""data": "{\"displayType\": \"classic\"↓,}""#),
            ],
            passing: [InboxExample.request(#""data": "{\"displayType\": \"classic\"}""#)]))

    static let inboxNotInInbox = Rule(
        id: "inbox-not-in-inbox", defaultSeverity: .error, category: .structure,
        summary: "A notification has none of inbox_image, inbox_date and inbox_days.",
        rationale: "\"To make a push appear in the inbox, the Messages API createMessage request must include inbox_image, inbox_date, or inbox_days — without one of those fields the push is delivered as a regular notification and never reaches the inbox feed\" (inboxkit.md).",
        fix: .none,
        examples: RuleExamples(
            failing: [InboxExample.raw("↓{\"send_date\": \"now\", \"content\": \"30% off\"}")],
            passing: [InboxExample.raw("{\"send_date\": \"now\", \"content\": \"30% off\", \"inbox_date\": \"2026-12-31\"}")]))

    static let inboxDaysInvalid = Rule(
        id: "inbox-days-invalid", defaultSeverity: .error, category: .schema,
        summary: "inbox_days is not a whole number from 1 to 30.",
        rationale: "inbox_days is how many days the message stays in the inbox, at most 30, an alternative to inbox_date (inboxkit-behaviour.md, after the Pushwoosh help centre).",
        fix: .none,
        examples: RuleExamples(
            failing: [InboxExample.raw("{\"content\": \"30% off\", \"inbox_days\": ↓45}"), InboxExample.raw("{\"content\": \"30% off\", \"inbox_days\": ↓0}")],
            passing: [InboxExample.raw("{\"content\": \"30% off\", \"inbox_days\": 30}")]))

    static let inboxDaysString = Rule(
        id: "inbox-days-string", defaultSeverity: .warning, category: .schema,
        summary: "inbox_days is written as a string.",
        rationale: "inbox_days is a number of days (inboxkit.md writes \"inbox_days\": 7 in every request); a string relies on the API converting it.",
        fix: .always(.safe),
        examples: RuleExamples(
            failing: [InboxExample.raw("{\"content\": \"30% off\", \"inbox_days\": ↓\"7\"}")],
            passing: [InboxExample.raw("{\"content\": \"30% off\", \"inbox_days\": 7}")]))

    static let inboxDateInvalid = Rule(
        id: "inbox-date-invalid", defaultSeverity: .error, category: .schema,
        summary: "inbox_date is not a date written YYYY-MM-DD.",
        rationale: "The Messages API takes inbox_date, the day the message leaves the inbox, as YYYY-MM-DD; another value is refused or misread (inboxkit-behaviour.md, \"Where a message's fields come from\").",
        fix: .none,
        examples: RuleExamples(
            failing: [InboxExample.raw("{\"content\": \"30% off\", \"inbox_date\": ↓\"31/12/2026\"}")],
            passing: [InboxExample.raw("{\"content\": \"30% off\", \"inbox_date\": \"2026-12-31\"}")]))

    static let inboxAndroidPlain = Rule(
        id: "inbox-android-plain", defaultSeverity: .info, category: .platform,
        summary: "A notification for Android is shown as its plain inbox row there.",
        rationale: "The Android SDK's inbox has no card kinds and no displayType: a message shows as its plain inbox row (inboxkit-behaviour.md, \"Android\"). Reported when platforms holds Android (3) or Android is a named target.",
        fix: .none,
        examples: RuleExamples(
            failing: [InboxExample.request("\"platforms\": ↓[1, 3]")],
            passing: [InboxExample.request("\"platforms\": [1]")]))

    static let inboxWalletPlatform = Rule(
        id: "inbox-wallet-platform", defaultSeverity: .info, category: .platform,
        summary: "A wallet card is sent to a platform other than iOS.",
        rationale: "\"The card is iOS / Mac Catalyst only — on other platforms the message renders as a classic card\" (inboxkit.md, \"Apple Wallet card\").",
        fix: .none,
        examples: RuleExamples(
            failing: [InboxExample.request("\"platforms\": ↓[1, 3], \"data\": {\"displayType\": \"wallet\", \"wallet\": \"https://passes.example.com/p.pkpass\"}", targets: InboxExample.ios("7.1.2"))],
            passing: [InboxExample.request("\"platforms\": [1], \"data\": {\"displayType\": \"wallet\", \"wallet\": \"https://passes.example.com/p.pkpass\"}", targets: InboxExample.ios("7.1.2"))]))
}
