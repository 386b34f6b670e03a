/// The CSS of a preview page, inlined in one `<style>`: the page around the device (toolbar,
/// findings panel, gallery), the device screen, the message layer and the blocks the renderers
/// share; each kind's renderers add theirs after these (``PreviewRenderer/styles``).
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

        // The shared blocks.
        // Text, buttons, the close control, chips, media placeholders and the scrim. Sizes that
        // depend on the template or the device are set by the script; the SDK constants that do not
        // live here (PWInAppStyle.swift, InAppViewUtils.kt).
        PreviewAsset("blocks.css", PackageResources.blocks_css),
    ]
}
