import PWTemplateInbox
import PWTemplateLint
import PWTemplatePreview
import PWTemplateSyntax

/// The preview of an InboxKit inbox message (`*.inbox.json`): an inbox feed with one entry per
/// notification, drawn by `PW.renderers.inbox` (`inbox.js`). On iOS each entry is the card
/// ``InboxDrawing`` works out at the targeted release (a degraded card is drawn as the classic
/// card it becomes, with the finding that says why); on Android, which has no card kinds, the
/// plain inbox row (inboxkit-behaviour.md, "Android"). A variant per targeted platform, per
/// language of the texts (`content` or `ios_title` written as per-language
/// objects) and per appearance: the cells draw in system colours, light and dark.
public struct InboxPreviewRenderer: MessagePreviewRenderer {
    public init() {}

    public var kind: InboxKind { InboxKind() }
    public var scripts: [PreviewAsset] { InboxPreviewAssets.scripts }
    public var styles: [PreviewAsset] { InboxPreviewAssets.styles }
    public var rendererName: String { "inbox" }

    public func drawing(
        of document: JSONFileDocument, report: TemplateReport, targets: TargetSelection, request: PreviewRequest
    ) -> Result<MessageDrawing, PreviewRefusal> {
        guard let parsed = document.document else {
            return .failure(PreviewRefusal("'\(document.path)' cannot be read: run 'pwtemplate lint \(document.path)' to see why"))
        }
        let message = InboxMessage(parsed)
        let release = InboxRelease.checked(targets)
        let languages = Self.languages(of: message)
        let targeted = Platform.allCases.filter(targets.includes)
        let variants = (targeted.isEmpty ? [.ios] : targeted).flatMap { platform in
            (languages.isEmpty ? [PreviewDocument.keyMissing] : languages).flatMap { language in
                let model = InboxFeedModel(
                    message: message, platform: platform, language: language == PreviewDocument.keyMissing ? nil : language,
                    release: release, findings: report.diagnostics)
                let drop = message.notifications.isEmpty ? "\(platform.displayName) shows nothing: the file holds no notification InboxKit can read" : nil
                return PreviewAppearance.allCases.map { appearance in
                    PreviewVariant(platform: platform, language: language, appearance: appearance, model: model.json, drop: drop)
                }
            }
        }
        return .success(MessageDrawing(
            variants: variants, languages: languages.map { PreviewDocument.Language(id: $0, label: $0) },
            defaultLanguage: languages.first, languageOrigin: "language in the message's texts"))
    }

    /// The languages the notifications' texts are written in, in order of first appearance.
    static func languages(of message: InboxMessage) -> [String] {
        var seen = Set<String>()
        return message.notifications.flatMap(\.languages).filter { seen.insert($0).inserted }
    }
}
