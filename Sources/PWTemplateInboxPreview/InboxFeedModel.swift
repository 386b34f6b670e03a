import PWTemplateInbox
import PWTemplateLint
import PWTemplatePreview
import PWTemplateSyntax

/// What the page's `inbox.js` draws of an inbox message on one platform in one language: the
/// feed, one entry per notification (the card ``InboxDrawing`` works out on iOS, the plain row
/// on Android), each part with the JSON Pointer of the value it shows, so that a finding's
/// highlight lands on it.
///
/// `{"platform", "release", "note", "feed": [entry]}`; an iOS entry is
/// `{"index", "pointer", "card", "requested", "degradedFrom", "lack", "finding", "title", "body",
/// "date", "image", "pinned", "buttons", "slides", "video", "wallet", "link", "excluded"}`, an
/// Android entry the same with `"card": "row"` and no rich parts. A text or a URL is
/// `{"text" or "url", "pointer"}`.
struct InboxFeedModel {
    let message: InboxMessage
    let platform: Platform
    /// The language of the texts, `nil` when they are plain strings.
    let language: String?
    let release: SDKVersion
    /// The lint report's findings, for the one that explains a degraded card.
    let findings: [Diagnostic]

    var json: JSONOutput {
        let entries = platform == .ios ? Self.pinnedFirst(message.notifications, release: release, language: language) : message.notifications
        return .object([
            ("platform", .string(platform.rawValue)),
            ("release", .string(release.description)),
            ("note", JSONOutput(platform == .android ? "Android has no InboxKit cards: each message shows as its plain inbox row" : nil)),
            ("feed", .array(entries.map { platform == .ios ? card($0) : row($0) })),
        ])
    }

    /// The feed order of `PushwooshInboxKitAttributes.defaultTransform`: pinned messages first;
    /// the rest keep the file's order (every message of one request is unread and sent at once).
    static func pinnedFirst(_ notifications: [InboxNotification], release: SDKVersion, language: String?) -> [InboxNotification] {
        let pinned = notifications.map { InboxDrawing($0, release: release, language: language).pinned }
        return zip(notifications, pinned).filter(\.1).map(\.0) + zip(notifications, pinned).filter { !$0.1 }.map(\.0)
    }

    /// The iOS card of `notification`.
    private func card(_ notification: InboxNotification) -> JSONOutput {
        let drawing = InboxDrawing(notification, release: release, language: language)
        let facts = InboxFacts(notification, release: release, language: language)
        let type = notification[data: "displayType"]
        var members = common(notification, image: facts.image)
        members += [
            ("card", .string(drawing.card.rawValue)),
            ("requested", JSONOutput(type?.string)),
            ("degradedFrom", JSONOutput(drawing.degradedFrom?.rawValue)),
            ("lack", JSONOutput(drawing.missing?.words(at: release))),
            ("finding", type.flatMap { explaining(drawing, at: $0.pointer) }.map(Self.json) ?? .null),
            ("title", Self.text(notification.textValue("ios_title", in: language))),
            ("pinned", drawing.pinned ? .string(notification[data: "pinned"]?.pointer ?? notification.value.pointer) : .null),
            ("buttons", .array(drawing.buttons.map { button in
                .object([("title", .string(button.title)), ("action", .string(button.action.rawValue)),
                         ("url", JSONOutput(button.url)), ("pointer", .string(button.pointer))])
            })),
            ("slides", .array(facts.slidesWithImage.prefix(drawing.slides).map(Self.slide))),
            ("video", drawing.card == .video ? video(notification) : .null),
            ("wallet", drawing.card == .wallet ? facts.pass.map { Self.url($0) } ?? .null : .null),
            ("excluded", JSONOutput(excluded(notification, code: 1, name: "iOS"))),
        ]
        return .object(members)
    }

    /// The Android row of `notification`: its header, content, date and banner image (`b`).
    private func row(_ notification: InboxNotification) -> JSONOutput {
        var members = common(notification, image: notification.value["android_banner"].flatMap { $0.nonEmptyString == nil ? nil : $0 })
        members += [
            ("card", .string("row")),
            ("title", Self.text(notification.textValue("android_header", in: language))),
            ("excluded", JSONOutput(excluded(notification, code: 3, name: "Android"))),
        ]
        return .object(members)
    }

    /// The parts both platforms draw: where the notification is, its body, date, image and the
    /// link a tap on it opens.
    private func common(_ notification: InboxNotification, image: InboxValue?) -> [(key: String, value: JSONOutput)] {
        let sendDate = notification.value["send_date"]
        return [
            ("index", .int(notification.index)),
            ("pointer", .string(notification.value.pointer)),
            ("body", Self.text(notification.textValue("content", in: language))),
            ("date", .object([("text", .string(InboxDateLabel.text(of: sendDate?.string, platform: platform))),
                              ("pointer", .string(sendDate?.pointer ?? notification.value.pointer))])),
            ("image", image.map { Self.url($0) } ?? .null),
            ("link", notification.value["link"].flatMap { $0.nonEmptyString == nil ? nil : Self.url($0) } ?? .null),
        ]
    }

    /// Why `notification` is not in this platform's feed: a plain push, or `platforms` leaves
    /// the platform out; `nil` when it is in the feed.
    private func excluded(_ notification: InboxNotification, code: Int, name: String) -> String? {
        if !InboxMessage.inboxKeys.contains(where: { notification.value[$0] != nil }) {
            return "no inbox_image, inbox_date or inbox_days: a plain push, never in the inbox"
        }
        if let codes = notification.platformCodes, !codes.contains(code) {
            return "\"platforms\" leaves \(name) (\(code)) out: \(name) never receives this message"
        }
        return nil
    }

    /// The finding that says why the card is not the one `displayType` asks for: the degrade
    /// rule of what it lacks, or, for a value no card answers to, the card check's finding.
    private func explaining(_ drawing: InboxDrawing, at pointer: String) -> Diagnostic? {
        let rules = drawing.missing.map { [InboxCardCheck.rule(of: $0)] } ?? (drawing.requested == nil ? InboxCardCheck.rules : [])
        return findings.first { finding in
            rules.contains(finding.rule) && finding.location.pointer == pointer
                && (finding.language == nil || finding.language == language)
        }
    }

    /// The video descriptor: its `url` (what the poster opens) and `poster`.
    private func video(_ notification: InboxNotification) -> JSONOutput {
        guard let video = notification[data: "video"], let url = video["url"] else { return .null }
        return .object([
            ("url", .string(url.string ?? "")), ("pointer", .string(url.pointer)),
            ("poster", video["poster"].flatMap { $0.nonEmptyString == nil ? nil : Self.url($0) } ?? .null),
        ])
    }

    /// A kept slide: its image, caption (`title`) and the `url` a tap opens, kept only when it
    /// parses and has a scheme.
    private static func slide(_ slide: InboxValue) -> JSONOutput {
        let url = slide["url"].flatMap { InboxMedia.hasScheme($0.string) ? $0 : nil }
        return .object([
            ("pointer", .string(slide.pointer)),
            ("image", slide["image"].map { Self.url($0) } ?? .null),
            ("caption", text(slide["title"])),
            ("url", url.map { Self.url($0) } ?? .null),
        ])
    }

    private static func text(_ value: InboxValue?) -> JSONOutput {
        guard let value, let text = value.nonEmptyString else { return .null }
        return .object([("text", .string(text)), ("pointer", .string(value.pointer))])
    }

    private static func url(_ value: InboxValue) -> JSONOutput {
        .object([("url", .string(value.string ?? "")), ("pointer", .string(value.pointer))])
    }

    private static func json(_ finding: Diagnostic) -> JSONOutput {
        .object([("rule", .string(finding.rule.id)), ("message", .string(finding.message)), ("pointer", JSONOutput(finding.location.pointer))])
    }
}

/// The date a cell shows: `PushwooshInboxKitAttributes.Style.defaultDateFormatter` (`HH:mm`
/// today, `MMM d` before). A message sent `now` (or without `send_date`) arrived today: the
/// status bar's time.
enum InboxDateLabel {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func text(of sendDate: String?, platform: Platform) -> String {
        let now = platform == .ios ? "09:41" : "12:30"
        guard let sendDate, sendDate.count >= 10 else { return now }
        let parts = sendDate.prefix(10).split(separator: "-")
        guard parts.count == 3, let month = Int(parts[1]), (1...12).contains(month), let day = Int(parts[2]), (1...31).contains(day) else {
            return now
        }
        return "\(months[month - 1]) \(day)"
    }
}
