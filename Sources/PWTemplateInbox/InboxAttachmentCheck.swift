import PWTemplateLint
import PWTemplateSyntax

/// The hero image of iOS SDK 7.2.6: InboxKit reads the push's `attachment` (the Messages API's
/// `ios_attachment`) before `inbox_image`, but only a string that starts with `http://` or
/// `https://`, exactly so; any other is passed over without a log.
enum InboxAttachmentCheck {
    static let rules: [Rule] = [.inboxAttachmentUnread]

    static func findings(_ notification: InboxNotification, release: SDKVersion, entry: EntryName) -> [Diagnostic] {
        guard release >= InboxRelease.stricter, let value = notification.value["ios_attachment"], let url = value.nonEmptyString,
              InboxFacts.heroAttachment(of: notification) == nil else { return [] }
        let drawsOther = InboxFacts(notification, release: release, language: notification.languages.first).image != nil
        let fallback = !drawsOther ? "the card has no other image"
            : notification.value["inbox_image"]?.nonEmptyString != nil ? "the card draws inbox_image instead" : "the card draws data.image instead"
        return [Diagnostic(
            rule: .inboxAttachmentUnread,
            message: "ios_attachment does not start with \"http://\" or \"https://\": InboxKit of iOS SDK \(release) does not draw it as the card's image (\(fallback))",
            hint: "write the attachment as an https:// URL", pointer: value.pointer, range: value.range,
            fix: lowercasedScheme(url).map { value.replacement(JSONOutput.literal($0), title: "write the scheme in lower case", applicability: .safe, in: entry) })]
    }

    /// `url` with an `http://` or `https://` written in another case lower-cased; `nil` for any
    /// other URL.
    private static func lowercasedScheme(_ url: String) -> String? {
        for scheme in ["http://", "https://"] where url.lowercased().hasPrefix(scheme) {
            return scheme + url.dropFirst(scheme.count)
        }
        return nil
    }
}

extension Rule {
    static let inboxAttachmentUnread = Rule(
        id: "inbox-attachment-unread", defaultSeverity: .warning, category: .schema,
        summary: "From iOS SDK 7.2.6, an ios_attachment that does not start with http:// or https:// is not the card's image.",
        rationale: """
            From 7.2.6 the hero image reads the push's root `attachment` first, and only when it starts with `http://` or \
            `https://` (inboxkit-behaviour.md, "Releases"; the check is a case-sensitive prefix, `PWInboxMessageInternal`'s \
            `attachmentUrl`). `attachment` is where the Messages API puts `ios_attachment`; the root `b` beside it is \
            `android_banner`, the Android row's image, which pwtemplate does not count for an iOS card. Any other text is \
            passed over without a log and the card draws `inbox_image` or `data.image`, or degrades when it has neither, \
            which is why this is a warning. Checked only with --target ios@7.2.6 or later.
            """,
        fix: .sometimes(.safe),
        examples: RuleExamples(
            failing: [
                InboxExample.request("\"inbox_image\": \"https://cdn.example.com/i.png\", \"ios_attachment\": ↓\"cdn.example.com/hero.jpg\"", targets: InboxExample.ios("7.2.6")),
                InboxExample.request("\"ios_attachment\": ↓\"HTTPS://cdn.example.com/hero.jpg\", \"data\": {\"displayType\": \"banner\"}", targets: InboxExample.ios("7.2.6")),
            ],
            passing: [
                InboxExample.request("\"ios_attachment\": \"https://cdn.example.com/hero.jpg\", \"data\": {\"displayType\": \"banner\"}", targets: InboxExample.ios("7.2.6")),
                InboxExample.request("\"inbox_image\": \"https://cdn.example.com/i.png\", \"ios_attachment\": \"cdn.example.com/hero.jpg\""),
            ]))
}
