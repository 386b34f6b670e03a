import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    package static let inappIDNotUUID = Rule(
        id: "inapp-id-not-uuid", defaultSeverity: .error, category: .schema,
        summary: "An In-App message's `id` is missing or not a UUID.",
        rationale: "inapp-api-contract.md, Payload: `id` is a \"string (UUID)\", the \"Message id; goes in the path of the events route\": without it the SDK cannot report an impression, click or dismiss.",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["id": #"↓"spring-sale""#]), InAppExample.message(["id": "↓42"])],
            passing: [InAppExample.message(), InAppExample.message(["id": #""6F9619FF-8B86-D011-B42D-00C04FC964FF""#])]))

    package static let inappWrongType = Rule(
        id: "inapp-wrong-type", defaultSeverity: .error, category: .schema,
        summary: "A field of an In-App message has another JSON type than the contract's.",
        rationale: "inapp-api-contract.md, Payload: each field has one type (`format`, `title`, `body`, `image_url`, the buttons' `id` and `label` are strings, `image_action`, `trigger` and a button's `action` objects, `buttons` an array); the server rejects any other.",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["format": "↓1"]), InAppExample.message(["title": "↓true"]), InAppExample.message(["buttons": #"↓{ "id": "a1b2c3d4" }"#])],
            passing: [InAppExample.message()]))

    package static let inappUnknownFormat = Rule(
        id: "inapp-unknown-format", defaultSeverity: .warning, category: .schema,
        summary: "An In-App message's `format` is not `top`, `center`, `bottom` or `full`.",
        rationale: "inapp-api-contract.md, Compatibility: \"For an unknown `format`, render `center`\": the message shows, but not in the layout the author chose.",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["format": #"↓"Top""#]), InAppExample.message(["format": #"↓"banner""#])],
            passing: [InAppExample.message(["format": #""top""#]), InAppExample.message(["format": #""full""#])]))

    package static let inappTextTooLong = Rule(
        id: "inapp-text-too-long", defaultSeverity: .error, category: .schema,
        summary: "An In-App `title` is over 100 characters, a `body` over 500, or a button `label` over 30.",
        rationale: "inapp-api-contract.md, Payload: `title` \"Up to 100 characters\", `body` \"Up to 500 characters\", `buttons[].label` \"Up to 30 characters\". Characters are counted as readers see them: extended grapheme clusters (an emoji with its modifiers or a flag is one character), not UTF-16 units or bytes.",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["title": "↓\"" + String(repeating: "a", count: 101) + "\""])],
            passing: [InAppExample.message(["title": "\"" + String(repeating: "a", count: 100) + "\""])]))

    package static let inappTextEmpty = Rule(
        id: "inapp-text-empty", defaultSeverity: .error, category: .schema,
        summary: "An In-App message has neither a `title` nor a `body`.",
        rationale: "inapp-api-contract.md, Payload: `title` \"May be empty when body is set\", `body` \"May be empty when title is set\": one of them must say something.",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["title": #"↓"""#, "body": #""""#]), InAppExample.message(["title": nil, "body": #"↓"""#])],
            passing: [InAppExample.message(["title": #""""#]), InAppExample.message(["body": nil])]))

    package static let inappMarkup = Rule(
        id: "inapp-markup", defaultSeverity: .warning, category: .schema,
        summary: "An In-App `title` or `body` holds HTML or Markdown.",
        rationale: "inapp-api-contract.md, Plain text and links: \"Render `title` and `body` as plain text. Never interpret them as HTML or Markdown\": the reader sees the tags and brackets.",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["title": #"↓"<b>Spring</b> sale""#]), InAppExample.message(["body": #"↓"See [the offer](https://example.com)""#])],
            passing: [InAppExample.message(["body": #""Tom & Jerry, 2 < 3""#])]))

    package static let inappUnknownField = Rule(
        id: "inapp-unknown-field", defaultSeverity: .warning, category: .schema,
        summary: "An In-App message, style, trigger, button or action has a field the contract does not name.",
        rationale: "inapp-api-contract.md, Compatibility: \"The SDK must ignore payload fields it does not know\": a misspelt field is silently lost.",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["↓subtitle": #""New""#]), InAppExample.message(["style": ##"{ ↓"text_colour": "#FFFFFF" }"##])],
            passing: [InAppExample.message(["style": ##"{ "text_color": "#111111" }"##])]))
}
