/// The script and the style every page inlines: the page's own pieces (``PreviewScript``,
/// ``PreviewStyle``), then each renderer's, in renderer order. Built once per set of renderers.
public struct PreviewPageAssets: Sendable {
    /// The script pieces in the order they run.
    public let scripts: [PreviewAsset]
    /// The style pieces in the order they apply.
    public let styles: [PreviewAsset]
    /// The scripts, joined.
    public let script: String
    /// The styles, joined.
    public let style: String

    public init(_ renderers: [any PreviewRenderer]) {
        scripts = PreviewScript.pieces + renderers.flatMap(\.scripts)
        styles = PreviewStyle.pieces + renderers.flatMap(\.styles)
        script = PreviewAsset.joined(scripts)
        style = PreviewAsset.joined(styles)
    }
}
