import PWTemplateLint
import PWTemplateSyntax

/// What InboxKit draws for one notification at one release, in one language: the card the
/// resolver picks (`PushwooshInboxKitAttributes.defaultCellKindResolver`), the card it degrades
/// from, the slides and buttons it keeps and whether it pins the message. A pure function of
/// the notification, shared by the checks and `resolve`.
package struct InboxDrawing: Equatable {
    /// The card `displayType` asks for, when the release knows its value.
    package let requested: InboxCard?
    /// The card drawn.
    package let card: InboxCard
    /// What the requested card lacks, when it degrades to classic.
    package let missing: InboxLack?
    /// The slides of a carousel that are kept.
    package let slides: Int
    /// The buttons the card lays out.
    package let buttons: [InboxDrawnButton]
    package let pinned: Bool
    /// The URL of the message's image (``InboxFacts/image``) when the card drawn shows it.
    package let image: String?

    /// The card the drawn one degraded from.
    package var degradedFrom: InboxCard? { missing == nil ? nil : requested }

    package init(_ notification: InboxNotification, release: SDKVersion, language: String?) {
        let facts = InboxFacts(notification, release: release, language: language)
        let type = notification[data: "displayType"]?.string?.lowercased()
        requested = InboxCard.known(at: release).first { $0.rawValue == type }
        let wanted = requested ?? facts.heuristicCard
        missing = facts.missing(for: wanted)
        card = missing == nil ? wanted : .classic
        slides = card == .carousel ? facts.keptSlides : 0
        buttons = card.showsButtons ? facts.buttons : []
        pinned = facts.pinned
        image = card.drawsMessageImage ? facts.image?.string : nil
    }
}

/// The facts of a notification the resolver reads, at one release and in one language.
package struct InboxFacts {
    let release: SDKVersion
    let hasTitle: Bool
    let hasBody: Bool
    /// The image the cells draw: from 7.2.6 an `ios_attachment` that starts with `http://` or
    /// `https://`; else `inbox_image`, else (from 7.1.2) `data.image`, non-empty strings.
    package let image: InboxValue?
    let notification: InboxNotification

    package init(_ notification: InboxNotification, release: SDKVersion, language: String?) {
        self.release = release
        self.notification = notification
        hasTitle = notification.text("ios_title", in: language) != nil
        hasBody = notification.text("content", in: language) != nil
        let dataImage = release >= InboxRelease.richCards ? notification[data: "image"] : nil
        let attachment = release >= InboxRelease.stricter ? Self.heroAttachment(of: notification) : nil
        image = attachment ?? [notification.value["inbox_image"], dataImage].lazy.compactMap { $0 }.first { $0.nonEmptyString != nil }
    }

    /// The notification's `ios_attachment` (the push's `attachment`) when InboxKit 7.2.6 draws
    /// it as the hero image: a string starting with `http://` or `https://`, exactly so
    /// (`PWInboxMessageInternal`'s `attachmentUrl`).
    package static func heroAttachment(of notification: InboxNotification) -> InboxValue? {
        guard let value = notification.value["ios_attachment"], let url = value.string,
              url.hasPrefix("http://") || url.hasPrefix("https://") else { return nil }
        return value
    }

    /// Whether the cells have an image to draw.
    var hasImage: Bool { image != nil }

    var isStricter: Bool { release >= InboxRelease.stricter }

    /// The card of a `displayType` the release does not know: image and no title → banner,
    /// image and title (and, from 7.2.6, a body) → captioned, else classic.
    var heuristicCard: InboxCard {
        guard hasImage else { return .classic }
        if !hasTitle { return .banner }
        return !isStricter || hasBody ? .captioned : .classic
    }

    /// What `card` lacks to be drawn; `nil` when it is drawn.
    func missing(for card: InboxCard) -> InboxLack? {
        let text: InboxLack? = isStricter && !(hasTitle && hasBody) ? .text : nil
        switch card {
        case .classic: return nil
        case .banner: return hasImage ? nil : .image
        case .captioned: return hasImage ? text : .image
        case .carousel: return keptSlides == 0 ? .slides : text
        case .video: return InboxMedia.isWebURL(notification[data: "video"]?["url"]?.nonEmptyString) ? nil : .videoURL
        case .wallet: return passURL == nil ? .passURL : nil
        }
    }

    /// The slides with a non-empty image, capped at five from 7.2.6.
    var keptSlides: Int {
        let withImage = slidesWithImage.count
        return isStricter ? min(withImage, InboxRelease.slideLimit) : withImage
    }

    /// The slides of `data.carousel` that have a non-empty `image` string.
    package var slidesWithImage: [InboxValue] {
        (notification[data: "carousel"]?.elements ?? []).filter { $0["image"]?.nonEmptyString != nil }
    }

    /// The wallet pass URL InboxKit reads: `data.wallet` as a string or `{"pass": …}`, http(s).
    var passURL: String? { pass?.string }

    /// The value of ``passURL``: `data.wallet` or its `pass`.
    package var pass: InboxValue? {
        let wallet = notification[data: "wallet"]
        let value = wallet?.string == nil ? wallet?["pass"] : wallet
        return InboxMedia.isWebURL(value?.string) ? value : nil
    }

    /// The buttons kept: objects with a non-empty title, with their actions.
    var buttons: [InboxDrawnButton] {
        (notification[data: "buttons"]?.elements ?? []).compactMap { button in
            guard let title = button["title"]?.nonEmptyString else { return nil }
            let action = action(of: button)
            return InboxDrawnButton(title: title, action: action, url: action == .openURL ? button["url"]?.string : nil, pointer: button.pointer)
        }
    }

    /// What a tap on `button` does: `dismiss` and `markRead` are the only tokens; else a usable
    /// `url` opens (from 7.1.2 it needs a scheme); else custom.
    func action(of button: InboxValue) -> InboxButtonAction {
        switch button["action"]?.string?.lowercased() {
        case "dismiss": return .dismiss
        case "markread": return .markRead
        default:
            return Self.opens(button["url"]?.string, at: release) ? .openURL : .custom
        }
    }

    /// `pinned` pins as a Bool `true` or a non-zero number.
    var pinned: Bool {
        guard let pinned = notification[data: "pinned"]?.cursor else { return false }
        return pinned.bool ?? pinned.numberText.flatMap(Double.init).map { $0 != 0 } ?? false
    }
}

/// What a rich card lacks when InboxKit degrades it to classic.
package enum InboxLack: Equatable {
    case image, slides, videoURL, passURL, text

    /// The lack in words, at `release`.
    package func words(at release: SDKVersion) -> String {
        switch self {
        case .image:
            if release >= InboxRelease.stricter { "an image (an http(s) ios_attachment, inbox_image or data.image)" }
            else if release >= InboxRelease.richCards { "an image (inbox_image or data.image)" }
            else { "an image (inbox_image; data.image counts only from iOS SDK 7.1.2)" }
        case .slides: "a slide with an image in data.carousel"
        case .videoURL: "an http(s) url in data.video"
        case .passURL: "an http(s) pass URL in data.wallet (a string or {\"pass\": …})"
        case .text: "both a title (ios_title) and a body (content), which iOS SDK 7.2.6 and later require"
        }
    }
}
