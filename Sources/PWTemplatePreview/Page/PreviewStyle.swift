/// The CSS of a preview page, inlined in one `<style>`: the page around the device (toolbar,
/// findings panel, gallery), the device screen, then the message layers of the display types;
/// the other kinds' renderers add theirs after these (``PreviewRenderer/styles``).
/// Each piece is a file of `Preview/Resources/Styles/`.
enum PreviewStyle {
    /// The pieces in the order they apply.
    static let pieces: [PreviewAsset] = [
        // The page around the device: toolbar, switchers, findings panel, gallery. The runtime
        // fills `#pw-toolbar`, `#pw-stage` and `#pw-findings-panel`; the gallery is static HTML
        // (`.pw-gallery`, one `.pw-card` per template with `data-status`).
        PreviewAsset("page.css", PackageResources.page_css),

        // The device screen and the mock app behind the message.
        // The screen, its status bar and the neutral list app behind the message, light and dark.
        PreviewAsset("device.css", PackageResources.device_css),
        // The message layer, the drop banner, toasts, "Show again", highlights and `chrome=0`.
        PreviewAsset("overlays.css", PackageResources.overlays_css),

        // The shared blocks and the modal, sheet, fullscreen, banner, video and pip layers.
        // Text, buttons, the close control, chips, media placeholders and the scrim. Sizes that
        // depend on the template or the device are set by the script; the SDK constants that do not
        // live here (PWInAppStyle.swift, InAppViewUtils.kt).
        PreviewAsset("blocks.css", PackageResources.blocks_css),
        // The layers of modal, sheet, fullscreen, banner, video and pip.
        PreviewAsset("layers.css", PackageResources.layers_css),

        // The carousel and stories layers.
        // The carousel: iOS `PWCarouselInAppView.swift` (card radius 24 from PWInAppStyle, black
        // card or glass tinted white 0.1 at 35 %, 80 % scrim, close 12 pt from the card's corner,
        // page control 12 pt above its bottom) and `PWCarouselCell` (140 pt scrim clear → black
        // 0.75, text 18 pt from the sides and 36 pt from the bottom, 3 pt apart, title 20 bold,
        // message 14); Android `CarouselInAppView.kt` (`#CC000000` dim, 8 dp dots 4 dp apart at
        // 40 % alpha, the same 140 dp `#BF000000` scrim, `InAppViewUtils.kt`).
        PreviewAsset("carousel.css", PackageResources.carousel_css),
        // Stories: iOS `PWStoriesInAppView.swift` (black screen, progress 14 pt under the safe area
        // and 12 pt from the sides, close 10 pt under it and 16 pt from the edge, bottom stack 24 pt
        // in with 6 pt spacing and 16 after the message, buttons 10 apart with 28 pt side insets
        // and a 14 pt shadow at 28 %, title 23 bold, message 14, the scrim rising 44 pt above the
        // text) and `PWStoriesProgressBar.swift` (3 pt tracks 4 apart, radius 1.5, white 30 % under
        // white); Android `StoriesInAppView.kt` (12 dp top padding, 20 dp bottom padding, title 20
        // bold, message 15, buttons 12 dp apart) and `StoriesProgressView.kt` (`#4DFFFFFF` tracks).
        PreviewAsset("stories.css", PackageResources.stories_css),

        // The spinwheel, scratchcard and reward layers.
        // The game cards, iOS only: `PWSpinWheelInAppView.swift` and `PWScratchCardInAppView.swift`
        // (no scrim, the card centred with radius 24, the stack 28 pt from the top and 24 pt from
        // the sides with 14 pt spacing, 24 pt from the bottom under the wheel and 16 under the
        // scratch area, title rounded 24 heavy, message 15, close 16 pt from the corner; the hub
        // 72 pt with a 2 pt border, rounded 17 heavy and a 25 % shadow of radius 8; the pointer
        // 26 pt in .label with a 30 % shadow; the scratch area radius 18 on white 0.97 with the
        // reward 16 pt from its sides, ringed in systemYellow at 85 %, 2.5 pt, once revealed) and
        // `PWInAppStyle.swift` (applyCardShadow: 28 % black, radius 28, 16 pt down).
        PreviewAsset("game.css", PackageResources.game_css),
        // The reward panel, `PWInAppRewardView.swift`: 12 pt spacing, title rounded 22 heavy,
        // message 15, the code chip 48 pt high with radius 12 and a 1.5 pt dashed border, the code
        // in rounded 17 bold with the copy icon 8 pt after it at 70 %, a 0.3 s fade in after the game.
        PreviewAsset("reward.css", PackageResources.reward_css),
    ]

}
