import PWTemplateLint
import PWTemplateSyntax

/// The six cells InboxKit draws a message as (inboxkit.md, "Card types").
package enum InboxCard: String, CaseIterable, Sendable {
    case banner, captioned, classic, carousel, video, wallet

    /// The first iOS SDK release that draws the card.
    var firstRelease: SDKVersion {
        switch self {
        case .banner, .captioned, .classic: InboxRelease.first
        case .carousel, .video, .wallet: InboxRelease.richCards
        }
    }

    /// Whether the cell lays out the inline buttons (only the captioned and classic cells
    /// decode them).
    var showsButtons: Bool { self == .captioned || self == .classic }

    /// Whether the cell draws the message's image: banner, captioned and wallet as the hero,
    /// classic as the avatar; a carousel draws its slides and a video its poster instead.
    var drawsMessageImage: Bool { self != .carousel && self != .video }

    /// The cards `release` knows, as `displayType` names them.
    static func known(at release: SDKVersion) -> [InboxCard] {
        allCases.filter { $0.firstRelease <= release }
    }
}

/// What InboxKit does with a button's tap (`PushwooshInboxButton.resolveAction`).
package enum InboxButtonAction: String, Sendable {
    case openURL, dismiss, markRead, custom
}

/// A button InboxKit keeps: its title, what a tap does, the `url` it opens (for `openURL`) and
/// its JSON Pointer in the file.
package struct InboxDrawnButton: Equatable, Sendable {
    package let title: String
    package let action: InboxButtonAction
    package let url: String?
    package let pointer: String
}
