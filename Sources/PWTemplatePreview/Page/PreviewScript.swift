/// The JavaScript of a preview page, inlined in one `<script>`, in the order it runs: the
/// runtime (state, switchers, the device screen, the findings panel) and the building blocks
/// the renderers share (text, buttons, close control, media, `PW.kit`); each kind's renderers
/// add theirs after these, registered in `PW.renderers` (``PreviewRenderer/scripts``). Text from a template only ever reaches the page
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

        // The helpers every kind's renderers share.
        // `PW.kit`: still-picture mode, reduced motion, index clamping, timers and the iOS contrast
        // rule, shared by the renderers of every kind, and `kit.swipe`, the dragged track of the
        // native carousel and the inbox's carousel cards.
        PreviewAsset("kit.js", PackageResources.kit_js),
    ]
}
