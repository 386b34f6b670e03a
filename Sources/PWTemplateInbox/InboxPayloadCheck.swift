import PWTemplateLint
import PWTemplateSyntax

/// What InboxKit drops or changes silently in `data`: slides, buttons, their URLs, `pinned`,
/// and the media it loads.
enum InboxPayloadCheck {
    static let rules: [Rule] = [
        .inboxSlideImageMissing, .inboxSlidesBeyondLimit, .inboxButtonInvalid, .inboxURLUnusable, .inboxURLRefused, .inboxDeeplinkUnhandled,
        .inboxPinnedString,
        .inboxButtonsIgnored, .inboxCustomActionOpensURL, .inboxButtonsMany, .inboxMediaInsecure,
    ]

    /// The findings of `notification`; `app` names the schemes the app handles (none: unchecked).
    static func findings(
        _ notification: InboxNotification, release: SDKVersion, card: InboxCard, entry: EntryName, bytes: [UInt8], app: AppLinks
    ) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        findings += slides(notification, release: release, entry: entry, app: app)
        findings += buttons(notification, release: release, card: card, app: app)
        if let pinned = notification[data: "pinned"], let text = pinned.string {
            let means = ["true", "1", "yes"].contains(text.lowercased().inboxTrimmed)
            findings.append(Diagnostic(
                rule: .inboxPinnedString, message: "pinned is the string \(JSONOutput.literal(text)): InboxKit pins only a Bool true or a non-zero number, so the message is not pinned",
                hint: "write \"pinned\": true", pointer: pinned.pointer, range: pinned.range,
                fix: means ? pinned.replacement("true", title: "write pinned as true", applicability: .safe, in: entry) : nil))
        }
        let attachment = release >= InboxRelease.stricter ? InboxFacts.heroAttachment(of: notification) : nil
        let media = [attachment, notification.value["inbox_image"], notification[data: "image"], notification[data: "video"]?["poster"]]
            + notification.slides.map { $0["image"] }
        for value in media.compactMap({ $0 }) where value.string.flatMap(URLCheck.scheme) == "http" {
            findings.append(Diagnostic(
                rule: .inboxMediaInsecure, message: "this image loads over http:, which App Transport Security blocks unless the app opts out",
                hint: "serve it over https", pointer: value.pointer, range: value.range, fix: InboxMedia.httpsFix(value, in: entry, bytes: bytes)))
        }
        return findings
    }

    private static func slides(_ notification: InboxNotification, release: SDKVersion, entry: EntryName, app: AppLinks) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var kept = 0
        for slide in notification.slides {
            guard slide["image"]?.nonEmptyString != nil else {
                let at = slide.isObject ? slide["image"] ?? slide : slide
                findings.append(Diagnostic(
                    rule: .inboxSlideImageMissing, message: "this slide has no image: InboxKit drops it", hint: "give the slide a non-empty \"image\" URL",
                    pointer: at.pointer, range: at.range))
                continue
            }
            kept += 1
            if release >= InboxRelease.stricter, kept > InboxRelease.slideLimit {
                findings.append(Diagnostic(
                    rule: .inboxSlidesBeyondLimit, message: "iOS SDK \(release) keeps the first \(InboxRelease.slideLimit) slides with an image: this one is dropped",
                    pointer: slide.pointer, range: slide.range))
            }
            if let url = slide["url"] { findings += Self.url(url, of: "slide", release: release, isButton: false, app: app) }
        }
        return findings
    }

    private static func buttons(_ notification: InboxNotification, release: SDKVersion, card: InboxCard, app: AppLinks) -> [Diagnostic] {
        guard let list = notification[data: "buttons"] else { return [] }
        if !card.showsButtons {
            return [Diagnostic(
                rule: .inboxButtonsIgnored, message: "the \(card.rawValue) card never shows buttons: only captioned and classic cards lay them out",
                pointer: list.pointer, range: list.range)]
        }
        var findings: [Diagnostic] = []
        let buttons = list.elements
        for button in buttons {
            guard button.isObject, button["title"]?.nonEmptyString != nil else {
                let what = button.isObject ? "has no title" : "is \(button.typeName), not an object"
                let at = button.isObject ? button["title"] ?? button : button
                findings.append(Diagnostic(
                    rule: .inboxButtonInvalid, message: "this button \(what): InboxKit drops it", hint: "write {\"title\": \"Claim\", \"url\": \"https://…\"}",
                    pointer: at.pointer, range: at.range))
                continue
            }
            if let url = button["url"], url.string == nil || url.nonEmptyString != nil {
                let token = button["action"]?.string?.lowercased()
                if token != "dismiss", token != "markread" { findings += Self.url(url, of: "button", release: release, isButton: true, app: app) }
                if let action = button["action"], token == "custom", InboxFacts.opens(url.string, at: release) {
                    findings.append(Diagnostic(
                        rule: .inboxCustomActionOpensURL,
                        message: "\"action\": \"custom\" is no token InboxKit knows: with a usable url the button opens it, and your delegate gets openURL, not custom",
                        hint: "remove \"url\" (agree on another key, such as \"tag\") to get a custom action",
                        pointer: action.pointer, range: SourceRange(bytes: Self.memberRange(of: "action", in: button) ?? action.cursor.byteRange)))
                }
            }
        }
        if buttons.count > 3 {
            findings.append(Diagnostic(
                rule: .inboxButtonsMany, message: "\(buttons.count) buttons: the page allows three; InboxKit lays out all of them in one row",
                pointer: list.pointer, range: list.range))
        }
        return findings
    }

    /// The key of member `key` of `object` to its value's end.
    private static func memberRange(of key: String, in object: InboxValue) -> Range<Int>? {
        guard let members = object.cursor.members, let member = members.last(where: { $0.key == key }) else { return nil }
        return member.keyRange.lowerBound..<member.value.byteRange.upperBound
    }

    /// The findings of a slide's or button's tap URL.
    private static func url(_ url: InboxValue, of owner: String, release: SDKVersion, isButton: Bool, app: AppLinks) -> [Diagnostic] {
        guard let text = url.string else {
            let result = isButton ? "the button becomes a custom action" : "InboxKit clears it and a tap falls through to the message's row action"
            return [Diagnostic(
                rule: .inboxURLUnusable, message: "this \(owner) URL is \(DesignText.article(url.typeName)), not a string: \(result)",
                hint: "write the whole URL as a string (\"https://…\", \"myapp://…\")", pointer: url.pointer, range: url.range)]
        }
        if let scheme = URLCheck.scheme(of: text), InboxMedia.refusedSchemes.contains(scheme) {
            return [Diagnostic(
                rule: .inboxURLRefused, message: "InboxKit refuses to open \(scheme): URLs: a tap on this \(owner) does nothing",
                hint: "link to an https: page or your app's own scheme", pointer: url.pointer, range: url.range)]
        }
        if InboxMedia.parses(text), let scheme = URLCheck.scheme(of: text), app.leavesUnhandled(scheme: scheme) {
            return [Diagnostic(
                rule: .inboxDeeplinkUnhandled,
                message: "this \(owner) URL has the scheme \(scheme), which the app's configured schemes (\(app.schemes.joined(separator: ", "))) do not name: a tap opens nothing",
                hint: "link to one of the app's schemes, or add \(scheme) to \"app\" in .pwtemplate.json", pointer: url.pointer, range: url.range)]
        }
        guard !InboxMedia.parses(text) || URLCheck.scheme(of: text) == nil else { return [] }
        let why = InboxMedia.parses(text) ? "has no scheme" : "does not parse as a URL"
        let result = isButton
            ? (release >= InboxRelease.richCards && InboxMedia.parses(text) ? "the button becomes a custom action" : "the tap opens nothing")
            : "InboxKit clears it and a tap falls through to the message's row action"
        return [Diagnostic(
            rule: .inboxURLUnusable, message: "this \(owner) URL \(why): \(result)", hint: "write the whole URL with its scheme (https://…, myapp://…)",
            pointer: url.pointer, range: url.range)]
    }
}

extension InboxFacts {
    /// Whether a button's `url` opens at `release`: non-empty, parsed, with a scheme from 7.1.2.
    static func opens(_ url: String?, at release: SDKVersion) -> Bool {
        guard let url, !url.isEmpty, InboxMedia.parses(url) else { return false }
        return release < InboxRelease.richCards || URLCheck.scheme(of: url) != nil
    }
}

extension InboxNotification {
    /// The slides of `data.carousel`.
    var slides: [InboxValue] { self[data: "carousel"]?.elements ?? [] }
}
