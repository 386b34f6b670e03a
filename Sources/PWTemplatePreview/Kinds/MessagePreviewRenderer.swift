import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// The preview side of a kind whose document is one JSON file (an inbox message, an In-App
/// message): the kind reads and lints the file as `lint` does, and the renderer only works out
/// what the page draws, variant by variant (``PreviewVariant/model``).
public protocol MessagePreviewRenderer: PreviewRenderer {
    associatedtype Kind: MessageKind where Kind.Document == JSONFileDocument

    /// The kind it draws.
    var kind: Kind { get }
    /// The `PW.renderers` key of its script, e.g. `inbox`.
    var rendererName: String { get }

    /// The variants of `document`, whose lint `report` the configuration has been applied to,
    /// with their languages; or why the file cannot be drawn (it does not parse…).
    func drawing(
        of document: JSONFileDocument, report: TemplateReport, targets: TargetSelection, request: PreviewRequest
    ) -> Result<MessageDrawing, PreviewRefusal>
}

/// What a ``MessagePreviewRenderer`` draws of one message: its variants, the languages they are
/// in, and where the languages come from (for the note on a language the message lacks).
public struct MessageDrawing: Sendable {
    public var variants: [PreviewVariant]
    public var languages: [PreviewDocument.Language]
    public var defaultLanguage: String?
    /// e.g. `"language in the message's texts"`.
    public var languageOrigin: String

    public init(
        variants: [PreviewVariant], languages: [PreviewDocument.Language] = [], defaultLanguage: String? = nil,
        languageOrigin: String = "language in the message"
    ) {
        self.variants = variants
        self.languages = languages
        self.defaultLanguage = defaultLanguage
        self.languageOrigin = languageOrigin
    }
}

extension MessagePreviewRenderer {
    public var kindID: String { kind.id }

    public func document(
        of target: LintTarget, configuration: TemplateConfiguration, request: PreviewRequest,
        standardInput: () throws(FileSystemError) -> [UInt8]
    ) -> Result<PreviewDocument, PreviewRefusal> {
        let document = kind.read(target, limits: configuration.lint.limits, standardInput: standardInput)
        if document.document == nil {
            return .failure(PreviewRefusal(document.containerFindings.first?.message ?? "cannot read '\(document.path)'"))
        }
        let report = configuration.applied(to: kind.lint(document, configuration: configuration.lint)).report
        return drawing(of: document, report: report, targets: configuration.lint.targets, request: request).map { drawing in
            PreviewDocument(
                name: document.path, renderer: rendererName, languages: drawing.languages, defaultLanguage: drawing.defaultLanguage,
                languageOrigin: drawing.languageOrigin, variants: drawing.variants, report: report, request: request)
        }
    }
}
