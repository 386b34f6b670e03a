import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// The second kind: an InboxKit inbox message (`*.inbox.json`), a Messages API `createMessage`
/// body or one notification, checked against what InboxKit's code draws (inboxkit.md,
/// inboxkit-behaviour.md). Its model is ``InboxMessage``, its checks ``InboxChecks``, what it
/// draws ``InboxDrawing``.
public struct InboxKind: MessageFileKind {
    /// The id of inbox messages (`schema inbox`).
    public static let identifier = "inbox"

    public init() {}

    public var id: String { Self.identifier }
    public var displayName: String { "InboxKit inbox message" }

    // MARK: Recognition

    public var fileSuffix: String { ".inbox.json" }

    public func recognises(_ root: JSONCursor) -> Bool {
        InboxMessage.isInboxMessage(root)
    }

    public var contentRefusal: String { "its root is neither a request with \"notifications\" nor a notification with inbox_image, inbox_date or inbox_days" }
    public var acceptedPaths: String { "a .inbox.json InboxKit message (a createMessage request or one notification)" }
    public var scanDescription: String { ".inbox.json files" }

    // MARK: Checks

    public var rules: [Rule] {
        InboxChecks.rules + [.pathUnreadable, .jsonSyntax, .jsonDuplicateKey, .jsonBOM, .jsonEncoding, .jsonTooDeep, .jsonRootNotObject]
    }

    public func lint(_ document: JSONFileDocument, configuration: LintConfiguration) -> TemplateReport {
        guard let parsed = document.document else { return document.report([]) }
        return document.report(InboxChecks.findings(
            parsed, entry: document.entry, targets: configuration.targets, app: configuration.app, disabled: configuration.disabledRules))
    }

    // MARK: Resolve

    public func resolve(_ document: JSONFileDocument, request: ResolveRequest) -> Result<ResolvedDocument, ResolveRefusal> {
        InboxResolution.resolve(document, request: request)
    }

    // MARK: Schema and scaffolds

    public func jsonSchema(named name: String?) -> JSONOutput? {
        name == nil || name == id ? InboxSchema.jsonSchema : nil
    }

    public var scaffoldNames: [String] { InboxScaffold.names }

    public func scaffold(_ request: ScaffoldRequest) -> [ScaffoldFile]? {
        InboxScaffold.files(for: request)
    }

    public func scaffoldNextStep(named name: String, isArchive: Bool) -> ScaffoldNextStep {
        let text = "Next, put in your application code and API token, edit the texts and links, then check the message:"
        guard let card = InboxScaffold.card(named: name), card.firstRelease > InboxRelease.first else { return ScaffoldNextStep(text) }
        let targets = ScaffoldTargets(
            minimums: [Target(platform: .ios, minimumVersion: card.firstRelease)], exclusive: false,
            reason: "InboxKit draws the \(card.rawValue) card from iOS SDK \(card.firstRelease)")
        return ScaffoldNextStep(text, targets: targets)
    }

    public var scaffoldListing: ScaffoldListing? {
        ScaffoldListing(
            rows: [["INBOX CARD", "IOS SDK", "DESCRIPTION"]] + InboxScaffold.cards.map { ["inbox-" + $0.rawValue, $0.firstRelease.description, InboxScaffold.description(of: $0)] },
            legend: "Inbox cards are drawn by InboxKit (iOS SDK 7.0.40 and later); Android shows every inbox message as its plain row.",
            usage: "Create one with 'pwtemplate new inbox-<card> [<dir>]'.")
    }
}

extension InboxKind {
    /// What the key under the cursor does, and from which release.
    public func hover(in document: JSONFileDocument, entry: EntryName, offset: Int, findings: [Diagnostic]) -> EditorHover? {
        InboxEditor.hover(in: document, offset: offset)
    }

    /// `displayType` values and the keys of `data`.
    public func completions(in document: JSONFileDocument, entry: EntryName, offset: Int) -> [EditorCompletion] {
        InboxEditor.completions(in: document, offset: offset)
    }
}
