import PWTemplatePreview

/// The pieces of the page the native display types add, after the page's own
/// (``PreviewRenderer/scripts``): one renderer per display type in `PW.renderers`, and their
/// layers.
enum NativePreviewAssets {
    static let scripts: [PreviewAsset] = [
        // The renderers of modal, sheet, fullscreen and banner.
        // `PW.renderers.modal`: a centred card. iOS: PWModalInAppView.swift (side inset 28, max
        // width 400, 24 from the safe area, media inset 14 with radius 18 and a 180 pt floor, text
        // inset 24, title SF Rounded 24 heavy and message 15 centred, buttons inset 20 spaced 10, the
        // ✕ 20 from the corner, a 0.6 black scrim; card radius 24 from PWInAppStyle.swift, Liquid
        // Glass tinted at 0.55 on iOS 26). Android: ModalInAppView.kt (margin 28 dp, 16 dp corners,
        // `#99000000` backdrop, padding 14/20, title 20 sp bold, message 15 sp, buttons 12 dp apart).
        // The ✕ shows when `showClose` is true and always when `buttons` is empty (sdk-behaviour §6).
        PreviewAsset("modal.js", PackageResources.modal_js),
        // `PW.renderers.sheet`: a card on the bottom edge with a drag handle. iOS: PWSheetInAppView.swift
        // (max width 480, top corners 28, Liquid Glass tint 0.72, handle 36×5 at 8 in the 30 %
        // contrast colour of PWInAppStyle.contrastColor, content 12 under it spaced 14, cover inset
        // 14 at width × 0.52 capped at 0.4 of the safe height, radius 18, text inset 24: title 22
        // heavy and message 15 left-aligned, buttons inset 20 spaced 10, 16 above the safe bottom,
        // the ✕ 16 from the corner). Android: SheetInAppView.kt (the same geometry, handle
        // #4D000000 / #4DFFFFFF, elevation 8 dp, first button 24 dp under the text).
        // The ✕ follows `showClose` only on both: the sources say a swipe always dismisses a sheet,
        // so neither forces it (PWSheetInAppView.swift, SheetInAppView.kt).
        PreviewAsset("sheet.js", PackageResources.sheet_js),
        // `PW.renderers.fullscreen`: the cover fills the screen. iOS: PWFullscreenInAppView.swift
        // (`cover.background` behind, `cover.image` aspect-filled, a clear → 75 % black scrim from 48
        // above the text (PWGradientScrimView, PWStoriesInAppView.swift), text inset 24 and 28 above
        // the safe bottom, title SF Rounded 30 bold, message 16, spacing 8, buttons 20 below the text
        // and 10 apart, the ✕ 12 under the safe top and 16 from the edge). Android:
        // FullscreenInAppView.kt (padding 24 dp, title 26 sp bold, message 16 sp, buttons 12 dp apart,
        // the ✕ chip at 5 + 7 dp under the status bar and 9 + 7 dp from the edge). A top-level
        // `image` or `background` is not read (§6). The ✕ is forced when `buttons` is empty.
        PreviewAsset("fullscreen.js", PackageResources.fullscreen_js),
        // `PW.renderers.banner`: a bar 10 from the safe area at the top or bottom, 12 from the sides,
        // radius 18, padding 12/14, a 52×52 thumbnail (radius 12) on the left, title 16 on one line and
        // message 13 on two lines with an ellipsis, the bare ✕ at the right (PWBannerInAppView.swift:
        // Liquid Glass tint 0.5, SF Rounded semibold title; BannerInAppView.kt: elevation 6 dp, bold
        // title). A tap on the bar runs its `action`.
        PreviewAsset("banner.js", PackageResources.banner_js),

        // The renderers of video and pip.
        // `PW.renderers.video`: full screen on black, the poster (or the fallback image) aspect-fitted
        // (PWInAppVideoPlayerView.swift) with a play badge instead of playback, the caption column of
        // PWVideoInAppView.swift (title SF Rounded 28 bold, message 16, everything 8 apart and the
        // buttons 20 under the text, 28 above the safe bottom; VideoInAppView.kt: the same in sp/dp),
        // the mute chip top left and the ✕ top right, 12 under the safe top and 16 from the edges;
        // the ✕ forced when `buttons` is empty.
        PreviewAsset("video.js", PackageResources.video_js),
        // `PW.renderers.pip` (iOS only; Android rejects the type): a floating video tile in its corner,
        // 14 from the safe area (PWInAppPipContainerView.swift), width = screen width × `width`
        // (a value > 1 is a percentage, clamped to [0.15, 0.70], sdk-behaviour §6), height = width ×
        // `aspectRatio`, corners `borderRadius` (default 16), black behind the poster, the module
        // card shadow, 26 pt chips 6 in: ✕ top right (drawn when `showClose` is true), mute bottom
        // right, expand bottom left. A tap on the tile runs its `action` when it has one.
        PreviewAsset("pip.js", PackageResources.pip_js),

        // The renderers of carousel and stories.
        // The carousel renderer: a card of fixed proportion over an 80 % scrim, one slide per item,
        // page dots, the forced close chip, slide taps, pointer swipes and the preview's arrows.
        PreviewAsset("carousel.js", PackageResources.carousel_js),
        // The stories renderer: the slide's image over black, one progress bar per slide (the
        // current one filling over its clamped duration, static in a still picture), the tap zones
        // (left third back, the rest forward), press-and-hold pause, swipe-down close, `loop`, and
        // the slide's title, message and buttons at the bottom.
        PreviewAsset("stories.js", PackageResources.stories_js),

        // The renderers of spinwheel and scratchcard, after `PW.game`.
        // `PW.game`: the card the spinwheel and the scratchcard share (width, surface, title,
        // message, close chip) and the reward panel (title, message, the promo-code chip that
        // copies on a tap, the reward button with its action).
        PreviewAsset("reward.js", PackageResources.reward_js),
        // The spinwheel renderer: the card with title and message, the wheel (equal slices from
        // the top clockwise, in their colours or the SDK's palette, with their labels), the pointer
        // and the hub; a tap on the hub spins onto the clamped `winIndex`, then the wheel gives way
        // to the reward panel of that segment (`state=spun` shows it at once).
        PreviewAsset("spinwheel.js", PackageResources.spinwheel_js),
        // The scratchcard renderer: the card with title and message, the scratch area (the reward
        // panel on the light ticket under a `<canvas>` foil: the cover image, or the foil gradient
        // with the "Scratch here" hint on `cover.background`), the reveal button; pointer strokes
        // erase the foil and reveal it at the clamped `revealThreshold` (`state=revealed` at once).
        PreviewAsset("scratchcard.js", PackageResources.scratchcard_js),
    ]

    static let styles: [PreviewAsset] = [
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
