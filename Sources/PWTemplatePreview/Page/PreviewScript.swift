/// The JavaScript of a preview page, inlined in one `<script>`, in the order it runs: the
/// runtime (state, switchers, the device screen, the findings panel), the building blocks the
/// display types share (text, buttons, close control, media, rewards), then one renderer per
/// display type registered in `PW.renderers`; the other kinds' renderers add theirs after these
/// (``PreviewRenderer/scripts``). Text from a template only ever reaches the page
/// through `textContent` and attribute setters, never as markup. Each piece is a file of
/// `Preview/Resources/Scripts/`, a strict closure that shares only `window.PW`.
enum PreviewScript {
    /// The pieces in the order they run.
    static let pieces: [PreviewAsset] = [
        // The runtime.
        // `window.PW`, the data island, the state read from the URL fragment (every key optional,
        // unknown values fall back to `initial`), the variant for (platform, lang, appearance), the
        // render context and `render()`. Boots once every piece of the script has registered.
        PreviewAsset("runtime.js", PackageResources.runtime_js),
        // `PW.chrome`: the switchers in `#pw-toolbar` (`select#pw-platform`, `#pw-look`, `#pw-device`,
        // `#pw-lang`, `#pw-appearance`), the findings list `#pw-findings` in `#pw-findings-panel`, and
        // the stage `#pw-stage`. The page shell provides the three containers; a page without them
        // gets them added to its body.
        PreviewAsset("chrome.js", PackageResources.chrome_js),
        // `PW.screen.build`: the device screen `#pw-screen` at its size in points (CSS px), with its
        // corner radius, status bar and safe areas, a neutral mock app behind (a generic list, light
        // or dark per appearance) and the empty message layer `#pw-message` on top.
        PreviewAsset("screen.js", PackageResources.screen_js),

        // The shared building blocks.
        // `PW.h`, `PW.svg`, `PW.color`, `PW.rgba`, `PW.surface`, `PW.font` and `PW.card`: the DOM
        // builder and the colour rules every renderer shares. Colours are `#RGB`, `#RGBA`, `#RRGGBB`
        // or `#RRGGBBAA` with the alpha last (sdk-behaviour.md §8).
        PreviewAsset("blocks.js", PackageResources.blocks_js),
        // `PW.ui`: text, buttons, the close control, media and the scrim, by each SDK's rules. The
        // runtime binds them to a render's `ctx` (`ctx.text`, `ctx.button`, `ctx.close`, `ctx.media`).
        PreviewAsset("controls.js", PackageResources.controls_js),

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

        // The renderers of carousel and stories, after `PW.kit`.
        // `PW.kit`: still-picture mode, reduced motion, index clamping, timers and the iOS contrast
        // rule, shared by the carousel, stories, spinwheel, scratchcard and reward code.
        PreviewAsset("kit.js", PackageResources.kit_js),
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

}
