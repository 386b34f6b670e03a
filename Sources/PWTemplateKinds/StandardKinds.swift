import PWTemplateInApp
import PWTemplateInAppPreview
import PWTemplateInbox
import PWTemplateInboxPreview
import PWTemplateLint
import PWTemplateNative
import PWTemplateNativePreview
import PWTemplatePreview

// The composition root: the one place that names every kind. A new kind is a target of its
// own (and one of its preview) and a line in each list here.

extension KindRegistry {
    /// Every kind pwtemplate ships, in the order they are asked (the first is the default of a
    /// command given no kind).
    public static let standard = KindRegistry([
        NativeKind(),
        InboxKind(),
        InAppKind(),
    ])
}

extension PreviewRenderers {
    /// Every renderer pwtemplate ships, one per kind.
    public static let standard = PreviewRenderers([
        NativePreviewRenderer(),
        InboxPreviewRenderer(),
        InAppPreviewRenderer(),
    ])
}
