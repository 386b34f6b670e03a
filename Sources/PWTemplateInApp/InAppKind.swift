import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// The third kind: an In-App API message (inapp-api-contract.md), a `*.inapp.json` file holding
/// one message or an `eligible` response, or a `.json` file named explicitly whose content is
/// one. Its model is ``InAppPayload``, its checks ``InAppLinter``'s.
public struct InAppKind: MessageFileKind {
    /// The id of In-App API messages.
    public static let identifier = "inapp"

    public init() {}

    public var id: String { Self.identifier }
    public var displayName: String { "In-App API message" }

    // MARK: Recognition

    public var fileSuffix: String { ".inapp.json" }

    public func recognises(_ root: JSONCursor) -> Bool {
        InAppPayload.isRecognised(root)
    }

    public var contentRefusal: String {
        "its root is neither an In-App message (an object with \"format\", \"trigger\" or \"buttons\") nor an eligible response (a \"messages\" array of them)"
    }

    public var acceptedPaths: String {
        "a .inapp.json file, or a .json In-App message or eligible response (an object with \"format\", \"trigger\" or \"buttons\", or a \"messages\" array of them)"
    }

    public var scanDescription: String { ".inapp.json files" }

    // MARK: Checks

    public var rules: [Rule] { InAppLinter.rules }

    public func lint(_ document: JSONFileDocument, configuration: LintConfiguration) -> TemplateReport {
        guard let parsed = document.document else { return document.report([]) }
        return document.report(InAppLinter.findings(in: parsed, entry: document.entry, configuration: configuration))
    }

    // MARK: Resolve

    public func resolve(_ document: JSONFileDocument, request: ResolveRequest) -> Result<ResolvedDocument, ResolveRefusal> {
        InAppResolution.resolve(document, request: request)
    }

    // MARK: Schema and scaffolds

    public func jsonSchema(named name: String?) -> JSONOutput? {
        name == nil || name == id ? InAppSchema.jsonSchema : nil
    }

    public var scaffoldNames: [String] { InAppScaffold.names }

    public func scaffold(_ request: ScaffoldRequest) -> [ScaffoldFile]? {
        InAppScaffold.files(for: request)
    }

    public func scaffoldNextStep(named name: String, isArchive: Bool) -> ScaffoldNextStep {
        ScaffoldNextStep("Next, edit the example title, body, image and links, then check the message:")
    }

    public var scaffoldListing: ScaffoldListing? { InAppScaffold.listing }

    // MARK: Editor

    public func colors(in document: JSONFileDocument, entry: EntryName) -> [EditorColor] {
        document.parsed(entry).map(InAppEditor.colors) ?? []
    }

    public func hover(in document: JSONFileDocument, entry: EntryName, offset: Int, findings: [Diagnostic]) -> EditorHover? {
        document.parsed(entry).flatMap { InAppEditor.hover(in: $0, entry: entry, offset: offset, findings: findings) }
    }

    public func completions(in document: JSONFileDocument, entry: EntryName, offset: Int) -> [EditorCompletion] {
        document.bytes(of: entry).map { InAppEditor.completions(in: $0, offset: offset) } ?? []
    }
}
