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

    public init(_ renderers: [any PreviewRenderer]) {
        self.renderers = renderers
    }

    /// The renderer of the kind with this id.
    public func renderer(forKind id: String) -> (any PreviewRenderer)? {
        renderers.first { $0.kindID == id }
    }
}
