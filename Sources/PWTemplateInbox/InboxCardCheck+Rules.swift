import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

/// Where the page and the code differ, the code decides: said once in the card rules.
private let codeDecides = "Where the public page and the code differ, the code decides what a device shows."

extension Rule {
    static let inboxImageMissing = Rule(
        id: "inbox-image-missing", defaultSeverity: .warning, category: .schema,
        summary: "A banner or captioned card has no image: InboxKit draws a classic card instead.",
        rationale: "\"if the required payload is absent or malformed, the card falls back to classic\" (inboxkit.md, \"Card types\"); banner and captioned need inbox_image, or from 7.1.2 data.image (inboxkit-behaviour.md, \"Releases\"). " + InboxRelease.defaultNote,
        fix: .none,
        examples: RuleExamples(
            failing: [InboxExample.data("\"displayType\": ↓\"banner\""), InboxExample.data("\"displayType\": ↓\"captioned\", \"image\": \"https://cdn.example.com/i.png\"")],
            passing: [InboxExample.data("\"displayType\": \"captioned\"", image: true),
                      InboxExample.data("\"displayType\": \"banner\", \"image\": \"https://cdn.example.com/i.png\"", targets: InboxExample.ios("7.1.2"))]))

    static let inboxCarouselEmpty = Rule(
        id: "inbox-carousel-empty", defaultSeverity: .warning, category: .schema,
        summary: "A carousel has no slide with an image: InboxKit draws a classic card instead.",
        rationale: "A slide without a non-empty image is dropped, and a carousel with no slides falls back to classic (inboxkit-behaviour.md, \"Rich payloads\" and \"Choosing the card\"). Checked from 7.1.2, the first release with carousels.",
        fix: .none,
        examples: RuleExamples(
            failing: [InboxExample.data("\"displayType\": ↓\"carousel\", \"carousel\": []", targets: InboxExample.ios("7.1.2"))],
            passing: [InboxExample.data("\"displayType\": \"carousel\", \"carousel\": [{\"image\": \"https://cdn.example.com/1.jpg\"}]", targets: InboxExample.ios("7.1.2"))]))

    static let inboxVideoURLInvalid = Rule(
        id: "inbox-video-url-invalid", defaultSeverity: .warning, category: .schema,
        summary: "A video card has no usable http(s) url: InboxKit draws a classic card instead.",
        rationale: "data.video must be an object whose url is non-empty, parsed by URL(string:), with the scheme http or https (PushwooshInboxVideoContent.swift, inboxkit-behaviour.md \"Rich payloads\"); otherwise the card degrades to classic.",
        fix: .none,
        examples: RuleExamples(
            failing: [InboxExample.data("\"displayType\": ↓\"video\", \"video\": {\"url\": \"cdn.example.com/clip.mp4\"}", targets: InboxExample.ios("7.1.2"))],
            passing: [InboxExample.data("\"displayType\": \"video\", \"video\": {\"url\": \"https://cdn.example.com/clip.mp4\"}", targets: InboxExample.ios("7.1.2"))]))

    static let inboxWalletPassInvalid = Rule(
        id: "inbox-wallet-pass-invalid", defaultSeverity: .warning, category: .schema,
        summary: "A wallet card has no http(s) pass URL: InboxKit draws a classic card instead.",
        rationale: "data.wallet is a string or {\"pass\": …}, http(s) only, with no .pkpass check (PushwooshInboxWalletPass.swift, inboxkit-behaviour.md \"Rich payloads\"); without one the card degrades to classic.",
        fix: .none,
        examples: RuleExamples(
            failing: [InboxExample.data("\"displayType\": ↓\"wallet\", \"wallet\": {\"url\": \"https://passes.example.com/p.pkpass\"}", targets: InboxExample.ios("7.1.2"))],
            passing: [InboxExample.data("\"displayType\": \"wallet\", \"wallet\": {\"pass\": \"https://passes.example.com/p.pkpass\"}", targets: InboxExample.ios("7.1.2"))]))

    static let inboxCardTextMissing = Rule(
        id: "inbox-card-text-missing", defaultSeverity: .warning, category: .platform,
        summary: "From iOS SDK 7.2.6 a captioned or carousel card without both a title and a body is drawn as classic.",
        rationale: "7.2.6 made captioned and carousel also need both a title and a body (image + title without body → classic) (inboxkit-behaviour.md, \"Releases\"); the public page does not say so. " + codeDecides,
        fix: .none,
        examples: RuleExamples(
            failing: [InboxExample.raw("{\"ios_title\": \"Summer sale\", \"inbox_days\": 7, \"inbox_image\": \"https://cdn.example.com/i.png\", \"data\": {\"displayType\": ↓\"captioned\"}}", targets: InboxExample.ios("7.2.6"))],
            passing: [InboxExample.data("\"displayType\": \"captioned\"", image: true, targets: InboxExample.ios("7.2.6"))]))

    static let inboxDisplayTypeUnknown = Rule(
        id: "inbox-display-type-unknown", defaultSeverity: .warning, category: .schema,
        summary: "displayType names no InboxKit card: the fallback heuristic picks the card.",
        rationale: "A value outside banner, captioned, classic, carousel, video and wallet falls to the heuristic: image and no title → banner, image and title → captioned, otherwise classic (inboxkit.md, \"Card types\"; from 7.2.6 captioned also needs a body, inboxkit-behaviour.md).",
        fix: .sometimes(.unsafe),
        examples: RuleExamples(
            failing: [InboxExample.data("\"displayType\": ↓\"captioned-card\"", image: true), InboxExample.data("\"displayType\": ↓\"banenr\"", image: true)],
            passing: [InboxExample.data("\"displayType\": \"Captioned\"", image: true)]))

    static let inboxDisplayTypeSpaced = Rule(
        id: "inbox-display-type-spaced", defaultSeverity: .warning, category: .schema,
        summary: "displayType has spaces around the card's name: InboxKit does not trim them.",
        rationale: "displayType is lower-cased but spaces are not trimmed (PushwooshInboxKitAttributes.readDisplayType, inboxkit-behaviour.md \"Choosing the card\"): \" banner\" is an unknown value and the heuristic picks the card.",
        fix: .always(.safe),
        examples: RuleExamples(
            failing: [InboxExample.data("\"displayType\": ↓\"captioned \"", image: true)],
            passing: [InboxExample.data("\"displayType\": \"captioned\"", image: true)]))

    static let inboxDisplayTypeCase = Rule(
        id: "inbox-display-type-case", defaultSeverity: .info, category: .schema,
        summary: "displayType is not written in lower case.",
        rationale: "InboxKit lower-cases displayType before matching it (inboxkit-behaviour.md, \"Choosing the card\"), so \"Banner\" works; the lower-case name is what the page documents and what forceCellKind's case-sensitive setter takes.",
        fix: .always(.safe),
        examples: RuleExamples(
            failing: [InboxExample.data("\"displayType\": ↓\"Captioned\"", image: true)],
            passing: [InboxExample.data("\"displayType\": \"captioned\"", image: true)]))

    static let inboxCardUnreleased = Rule(
        id: "inbox-card-unreleased", defaultSeverity: .warning, category: .platform,
        summary: "The targeted iOS SDK release does not know the card: the fallback heuristic picks another.",
        rationale: "7.0.40 knows only banner, captioned and classic; 7.1.2 adds carousel, video and wallet (inboxkit-behaviour.md, \"Releases\"); an unknown value falls to the heuristic. " + InboxRelease.defaultNote,
        fix: .none,
        examples: RuleExamples(
            failing: [InboxExample.data("\"displayType\": ↓\"carousel\", \"carousel\": [{\"image\": \"https://cdn.example.com/1.jpg\"}]")],
            passing: [InboxExample.data("\"displayType\": \"carousel\", \"carousel\": [{\"image\": \"https://cdn.example.com/1.jpg\"}]", targets: InboxExample.ios("7.1.2"))]))
}
