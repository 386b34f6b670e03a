import PWTemplateLint
import PWTemplateSystem

/// The preview side of a ``MessageKind``: it reads and lints one target of its kind and gives
/// the ``PreviewDocument`` the page draws. It lives here, above the lint target, and is found by
/// the kind's id (``PreviewRenderers``).
public protocol PreviewRenderer: Sendable {
    /// The ``MessageKind/id`` of the kind it draws.
    var kindID: String { get }
    /// The preview of `target` with `configuration` applied to its lint report, or why it
    /// cannot be drawn (the text after `error: `).
    func document(
        of target: LintTarget, configuration: TemplateConfiguration, request: PreviewRequest,
        standardInput: () throws(FileSystemError) -> [UInt8]
    ) -> Result<PreviewDocument, PreviewRefusal>
    /// The scripts the page needs to draw this kind's documents, after the page's own.
    var scripts: [PreviewAsset] { get }
    /// The styles the page needs to draw this kind's documents, after the page's own.
    var styles: [PreviewAsset] { get }
}

extension PreviewRenderer {
    /// A kind drawn by the page's own pieces needs none.
    public var scripts: [PreviewAsset] { [] }
    public var styles: [PreviewAsset] { [] }
}

/// Why a target has no preview page: the text `preview` prints after `error: `.
public struct PreviewRefusal: Error, Sendable, Equatable {
    public var text: String

    public init(_ text: String) {
        self.text = text
    }
}

/// The preview renderers, one per kind that has a preview; a kind without one is refused.
public struct PreviewRenderers: Sendable {
    public let renderers: [any PreviewRenderer]
    /// What every page inlines to draw the documents of these renderers.
    public let pageAssets: PreviewPageAssets

    public init(_ renderers: [any PreviewRenderer]) {
        self.renderers = renderers
        pageAssets = PreviewPageAssets(renderers)
    }

    /// The renderer of the kind with this id.
    public func renderer(forKind id: String) -> (any PreviewRenderer)? {
        renderers.first { $0.kindID == id }
    }
}
