import PWTemplatePreview

/// The pieces of the page the inbox feed adds, after the page's own (``PreviewRenderer/scripts``).
enum InboxPreviewAssets {
    static let scripts: [PreviewAsset] = [
        // The inbox feed of an InboxKit message (not a display type: the renderer of the inbox kind).
        // `PW.inboxCells`: the six InboxKit cells of iOS SDK `PushwooshInboxKit/Public/`, their
        // constants cited by file (PushwooshInboxBannerCell, -CaptionedCell, -ClassicCell,
        // -CarouselCell, -VideoCell, -WalletCell and PushwooshInboxCell.applyButtons): cards 16 from
        // the feed's sides, 6 or 8 above and below, radius 18 (carousel 24, video 20); images 200
        // (banner), 178 (captioned, wallet), 190 (gallery, poster, 5.5 in, radius 16); text 32 from
        // the left with the 8 pt unread dot in its gutter, title 16 semibold, body 14, date 13
        // (Style.default); buttons 34 tall, 8 apart, 14 medium on the accent at 12 % (16 % dark),
        // radius 10; pin chips 28 or 30 on black 0.42; the play badge 56; PKAddPassButton 46 tall.
        PreviewAsset("inbox-cells.js", PackageResources.inbox_cells_js),
        // `PW.renderers.inbox`: the feed under the status bar (PushwooshInboxKitViewController: the
        // page in systemGroupedBackground, pinned messages first), one cell per notification with
        // the annotation of a degraded card (the finding that says why), taps that show a toast
        // (ctx.act) or a note of what InboxKit does; carousel swipes through `PW.swipe` of
        // carousel.js. Android: the plain rows of pushwoosh-inbox-ui's `pw_item_inbox.xml`.
        PreviewAsset("inbox.js", PackageResources.inbox_js),
    ]

    static let styles: [PreviewAsset] = [
        // The inbox feed: iOS system colours of the InboxKit cells, light and dark (Style.default in
        // PushwooshInboxKitAttributes.swift: the card secondarySystemGroupedBackground #FFFFFF /
        // #1C1C1E on systemGroupedBackground #F2F2F7 / #000000, label, secondaryLabel, tertiaryLabel
        // when read, secondarySystemFill behind images, systemBlue #007AFF / #0A84FF for the unread
        // dot, the pin and the buttons); the slide caption (17 semibold white with a 0.35 shadow over
        // a clear → black 0.55 scrim), the page control and glass dots of PushwooshInboxCarouselCell;
        // the inline buttons on Liquid Glass from iOS 26 (`look=glass`: PushwooshInboxCell.applyButtons puts
        // a glass surface behind the title there; the cards stay solid, their glass being opt-in);
        // the Android rows of pushwoosh-inbox-ui (`pw_item_inbox.xml`, `dimens.xml`: 56 dp image,
        // 16 dp margins, 72 dp minimum, title 16 sp, body 14 sp, a 0.5 dp divider).
        PreviewAsset("inbox.css", PackageResources.inbox_css),
    ]
}
