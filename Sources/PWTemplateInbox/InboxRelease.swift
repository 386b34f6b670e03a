import PWTemplateLint
import PWTemplateSyntax

/// The iOS SDK releases whose InboxKit draws cards differently (inboxkit-behaviour.md,
/// "Releases"), and the release a lint run checks against.
package enum InboxRelease {
    /// InboxKit appears: banner, captioned and classic; the image is `inbox_image` alone.
    static let first = SDKVersion([7, 0, 40])
    /// Carousel, video and wallet; `data.image` counts as the image; a button URL needs a scheme.
    static let richCards = SDKVersion([7, 1, 2])
    /// Captioned and carousel need a title and a body; a carousel keeps five slides; an http(s)
    /// `ios_attachment` is the hero image, before `inbox_image`.
    static let stricter = SDKVersion([7, 2, 6])

    /// How many slides a carousel keeps from ``stricter`` on.
    static let slideLimit = 5

    /// The release checked: the iOS target's minimum version, else the first release with
    /// InboxKit (7.0.40), also when iOS is not targeted.
    package static func checked(_ targets: TargetSelection) -> SDKVersion {
        targets.target(for: .ios)?.minimumVersion ?? first
    }

    /// What `rules` and `explain` say of the release checked.
    static let defaultNote = "Checked against iOS SDK 7.0.40, the first release with InboxKit, unless --target ios@X.Y.Z names another."
}
