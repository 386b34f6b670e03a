import PWTemplateInApp
import PWTemplateLint
import PWTemplatePreview
import PWTemplateSyntax

/// The preview of an In-App API file (inapp-api-contract.md): one message, or an `eligible`
/// response whose messages the page switches between ("At most one message is visible at a
/// time"). Each targeted platform gets one light variant whose model is every message of the
/// file (``InAppPreviewModel``), in file order; the page shows the one its `item` state names
/// (`#item=1`, the toolbar's Message switcher). The contract has no translations and no dark
/// appearance, so the page has the key-missing language only and light only.
public struct InAppPreviewRenderer: MessagePreviewRenderer {
    public init() {}

    public var kind: InAppKind { InAppKind() }
    public var scripts: [PreviewAsset] { InAppPreviewAssets.scripts }
    public var styles: [PreviewAsset] { InAppPreviewAssets.styles }
    public var rendererName: String { "inapp" }

    public func drawing(
        of document: JSONFileDocument, report: TemplateReport, targets: TargetSelection, request: PreviewRequest
    ) -> Result<MessageDrawing, PreviewRefusal> {
        let model = Self.model(of: document)
        let targeted = Platform.allCases.filter(targets.includes)
        let variants = (targeted.isEmpty ? Platform.allCases : targeted).map { platform in
            PreviewVariant(platform: platform, language: PreviewDocument.keyMissing, appearance: .light, model: model.json, drop: model.drop)
        }
        return .success(MessageDrawing(variants: variants, languageOrigin: "translation (an In-App message has one text per field)"))
    }

    /// What the page draws of a file: its messages, and why nothing shows when none can.
    struct FileModel {
        /// Whether the file is an `eligible` response (`{"messages": [...]}`) rather than one message.
        var isResponse: Bool
        var messages: [InAppPreviewModel]
        var drop: String?

        var json: JSONOutput {
            .object([("response", .bool(isResponse)), ("messages", .array(messages.map(\.json)))])
        }
    }

    /// The messages of `document` that are objects (what the SDK can render), each with its
    /// pointer in the file, and the drop note of a file with none.
    static func model(of document: JSONFileDocument) -> FileModel {
        guard let root = document.document?.cursor, let payload = InAppPayload(root: root) else {
            return FileModel(isResponse: false, messages: [], drop: "Nothing shows: the file is neither an In-App message nor an eligible response")
        }
        let messages = payload.messages.filter(\.isObject).map(InAppPreviewModel.init)
        switch payload {
        case .response(_, nil):
            return FileModel(isResponse: true, messages: [], drop: "Nothing shows: \"messages\" is not an array (\"messages is always an array\")")
        case .response where messages.isEmpty:
            return FileModel(
                isResponse: true, messages: [],
                drop: "Nothing shows: the response holds no message (\"it is empty when nothing is eligible\")")
        case .response:
            return FileModel(isResponse: true, messages: messages, drop: nil)
        case .message:
            return FileModel(isResponse: false, messages: messages, drop: nil)
        }
    }
}
