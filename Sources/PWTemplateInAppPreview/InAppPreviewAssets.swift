import PWTemplatePreview

/// The pieces of the page an In-App message adds, after the page's own (``PreviewRenderer/scripts``).
enum InAppPreviewAssets {
    static let scripts: [PreviewAsset] = [
        // `PW.renderers.inapp`: an In-App API message (not a display type: the renderer of the
        // In-App kind), by the layout table of inapp-api-contract.md ("Layouts", "Style").
        PreviewAsset("inapp.js", PackageResources.inapp_js),
    ]

    static let styles: [PreviewAsset] = [
        // The In-App API bars, card and full screen (inapp-api-contract.md, "Layouts").
        PreviewAsset("inapp.css", PackageResources.inapp_css),
    ]
}
