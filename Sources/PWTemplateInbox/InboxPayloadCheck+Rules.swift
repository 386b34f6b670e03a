import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    static let inboxSlideImageMissing = Rule(
        id: "inbox-slide-image-missing", defaultSeverity: .warning, category: .schema,
        summary: "A carousel slide has no image: InboxKit drops it silently.",
        rationale: "\"A slide without an image is dropped\" (inboxkit.md, \"Carousel card\"): a slide needs a non-empty image string (PushwooshInboxCarouselSlide.swift).",
        fix: .none,
        examples: RuleExamples(
            failing: [InboxExample.data("\"displayType\": \"carousel\", \"carousel\": [{\"image\": \"https://cdn.example.com/1.jpg\"}, ↓{\"title\": \"On sale\"}]", targets: InboxExample.ios("7.1.2"))],
            passing: [InboxExample.data("\"displayType\": \"carousel\", \"carousel\": [{\"image\": \"https://cdn.example.com/1.jpg\", \"title\": \"On sale\"}]", targets: InboxExample.ios("7.1.2"))]))

    static let inboxSlidesBeyondLimit = Rule(
        id: "inbox-slides-beyond-limit", defaultSeverity: .warning, category: .platform,
        summary: "From iOS SDK 7.2.6 a carousel keeps five slides: the others are dropped silently.",
        rationale: "7.2.6 keeps at most 5 slides, counted after the image-less ones are dropped (inboxkit-behaviour.md, \"Releases\"); the page sets no limit.",
        fix: .none,
        examples: RuleExamples(
            failing: [InboxExample.data("\"displayType\": \"carousel\", \"carousel\": [" + (1...5).map { "{\"image\": \"https://cdn.example.com/\($0).jpg\"}" }.joined(separator: ", ") + ", ↓{\"image\": \"https://cdn.example.com/6.jpg\"}]", targets: InboxExample.ios("7.2.6"))],
            passing: [InboxExample.data("\"displayType\": \"carousel\", \"carousel\": [" + (1...6).map { "{\"image\": \"https://cdn.example.com/\($0).jpg\"}" }.joined(separator: ", ") + "]", targets: InboxExample.ios("7.1.2"))]))

    static let inboxButtonInvalid = Rule(
        id: "inbox-button-invalid", defaultSeverity: .warning, category: .schema,
        summary: "A button is not an object or has no title: InboxKit drops it silently.",
        rationale: "buttons must be an array; an item that is not a dictionary or has no non-empty title is dropped (PushwooshInboxButton.decode, inboxkit-behaviour.md \"Buttons\").",
        fix: .none,
        examples: RuleExamples(
            failing: [InboxExample.data("\"displayType\": \"classic\", \"buttons\": [↓{\"url\": \"https://example.com\"}, ↓\"Claim\"]")],
            passing: [InboxExample.data("\"displayType\": \"classic\", \"buttons\": [{\"title\": \"Claim\", \"url\": \"https://example.com\"}]")]))

    static let inboxURLUnusable = Rule(
        id: "inbox-url-unusable", class: .deadControl, category: .schema,
        summary: "A slide or button URL does not parse or has no scheme: InboxKit ignores it silently.",
        rationale: "A slide url is kept only if URL(string:) parses it and it has a scheme; a button url without a scheme opens nothing from 7.1.2 (it becomes custom) (inboxkit-behaviour.md, \"Rich payloads\", \"Buttons\").",
        fix: .none,
        examples: RuleExamples(
            failing: [InboxExample.data("\"displayType\": \"classic\", \"buttons\": [{\"title\": \"Claim\", \"url\": ↓\"example.com/promo\"}]")],
            passing: [InboxExample.data("\"displayType\": \"classic\", \"buttons\": [{\"title\": \"Claim\", \"url\": \"exampleapp://promo\"}]")]))

    static let inboxURLRefused = Rule(
        id: "inbox-url-refused", class: .deadControl, category: .schema,
        summary: "A slide or button URL has a scheme InboxKit refuses to open.",
        rationale: "Opening a URL refuses javascript, file and data, and in some releases facetime and facetime-audio (PushwooshInboxKitViewController.openExternalURL, inboxkit-behaviour.md \"Taps, images, pins\"): the tap does nothing.",
        fix: .none,
        examples: RuleExamples(
            failing: [InboxExample.data("\"displayType\": \"classic\", \"buttons\": [{\"title\": \"Claim\", \"url\": ↓\"javascript:alert(1)\"}]")],
            passing: [InboxExample.data("\"displayType\": \"classic\", \"buttons\": [{\"title\": \"Claim\", \"url\": \"https://example.com\"}]")]))

    static let inboxDeeplinkUnhandled = Rule(
        id: "inbox-deeplink-unhandled", class: .deadControl, category: .schema,
        summary: "A slide or button URL has a custom scheme the app's configured schemes do not name.",
        rationale: "A tap hands the URL to the system to open (PushwooshInboxKitViewController.openExternalURL, inboxkit-behaviour.md \"Taps, images, pins\"): a custom scheme that no app on the device registers opens nothing. With `\"app\": {\"schemes\": [...]}` in `.pwtemplate.json`, a custom scheme outside `schemes` is one the app does not handle; the schemes the system opens (http, https, mailto, tel, sms, FaceTime, Maps, the App Store) are not checked. Without that setting nothing is checked, so the examples below are linted with `\"app\": {\"schemes\": [\"exampleapp\"]}`.",
        fix: .none,
        examples: RuleExamples(
            failing: [InboxExample.data("\"displayType\": \"classic\", \"buttons\": [{\"title\": \"Claim\", \"url\": ↓\"otherapp://promo\"}]")],
            passing: [InboxExample.data("\"displayType\": \"classic\", \"buttons\": [{\"title\": \"Claim\", \"url\": \"ExampleApp://promo\"}]")]))

    static let inboxPinnedString = Rule(
        id: "inbox-pinned-string", defaultSeverity: .warning, category: .schema,
        summary: "pinned is written as a string: InboxKit does not pin the message.",
        rationale: "pinned pins when a Bool true or a non-zero number; the string \"true\" does not pin (inboxkit-behaviour.md, \"Taps, images, pins\").",
        fix: .sometimes(.safe),
        examples: RuleExamples(
            failing: [InboxExample.data("\"displayType\": \"classic\", \"pinned\": ↓\"true\"")],
            passing: [InboxExample.data("\"displayType\": \"classic\", \"pinned\": true")]))

    static let inboxButtonsIgnored = Rule(
        id: "inbox-buttons-ignored", defaultSeverity: .warning, category: .schema,
        summary: "Buttons on a card that never shows them.",
        rationale: "Only the captioned and classic cells decode buttons; banner, carousel, video and wallet ignore them (PushwooshInboxCaptionedCell.swift, PushwooshInboxClassicCell.swift; inboxkit-behaviour.md \"Buttons\").",
        fix: .none,
        examples: RuleExamples(
            failing: [InboxExample.data("\"displayType\": \"banner\", \"buttons\": ↓[{\"title\": \"Claim\", \"action\": \"markRead\"}]", image: true)],
            passing: [InboxExample.data("\"displayType\": \"captioned\", \"buttons\": [{\"title\": \"Claim\", \"action\": \"markRead\"}]", image: true)]))

    static let inboxCustomActionOpensURL = Rule(
        id: "inbox-custom-action-opens-url", defaultSeverity: .warning, category: .schema,
        summary: "A button with \"action\": \"custom\" and a usable url opens the URL, not your delegate's custom action.",
        rationale: "The page says the explicit action token wins; the code knows only dismiss and markRead as tokens: anything else, including \"custom\", opens a usable url (PushwooshInboxButton.resolveAction, inboxkit-behaviour.md \"Buttons\"). The code decides what a device shows.",
        fix: .none,
        examples: RuleExamples(
            failing: [InboxExample.data("\"displayType\": \"classic\", \"buttons\": [{\"title\": \"Save\", ↓\"action\": \"custom\", \"url\": \"https://example.com\"}]")],
            passing: [InboxExample.data("\"displayType\": \"classic\", \"buttons\": [{\"title\": \"Save\", \"action\": \"custom\", \"tag\": \"save_promo\"}]")]))

    static let inboxButtonsMany = Rule(
        id: "inbox-buttons-many", defaultSeverity: .info, category: .design,
        summary: "More than three buttons: the page's limit; InboxKit lays all of them out in one row.",
        rationale: "\"A message can carry up to three inline call-to-action buttons\" (inboxkit.md); the code has no maximum and lays every button out in one row (inboxkit-behaviour.md, \"Buttons\"), so titles get cramped.",
        fix: .none,
        examples: RuleExamples(
            failing: [InboxExample.data("\"displayType\": \"classic\", \"buttons\": ↓[" + ["A", "B", "C", "D"].map { "{\"title\": \"\($0)\", \"action\": \"markRead\"}" }.joined(separator: ", ") + "]")],
            passing: [InboxExample.data("\"displayType\": \"classic\", \"buttons\": [" + ["A", "B", "C"].map { "{\"title\": \"\($0)\", \"action\": \"markRead\"}" }.joined(separator: ", ") + "]")]))

    static let inboxMediaInsecure = Rule(
        id: "inbox-media-insecure", defaultSeverity: .info, category: .schema,
        summary: "An image or poster is loaded over http:.",
        rationale: "Images load through URL(string:) with no scheme check (MessageImageLoader.swift); App Transport Security still blocks http: unless the app opts out (inboxkit-behaviour.md, \"Taps, images, pins\").",
        fix: .sometimes(.unsafe),
        examples: RuleExamples(
            failing: [InboxExample.request("\"inbox_image\": ↓\"http://cdn.example.com/i.png\", \"data\": {\"displayType\": \"captioned\"}")],
            passing: [InboxExample.data("\"displayType\": \"captioned\"", image: true)]))
}
