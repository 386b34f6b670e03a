import PWTemplateSyntax
import PWTemplateSystem

/// The third kind: an In-App API message (inapp-api-contract.md), a `*.inapp.json` file holding
/// one message or an `eligible` response, or a `.json` file named explicitly whose content is
/// one. Its model is ``InAppPayload``, its checks ``InAppLinter``'s.
public struct InAppKind: MessageKind {
    /// The id of In-App API messages.
    public static let identifier = "inapp"
    /// The end of a file name this kind claims, in any case.
    static let suffix = ".inapp.json"

    public init() {}

    public var id: String { Self.identifier }
    public var displayName: String { "In-App API message" }

    // MARK: Recognition

    public func scannedSource(ofFileNamed name: String) -> LintTarget.Source? {
        name.lowercased().hasSuffix(Self.suffix) ? .document : nil
    }

    public func isDocumentFolder(containing names: [String]) -> Bool { false }

    public func explicitRole(ofFileNamed name: String) -> ExplicitFileRole? {
        scannedSource(ofFileNamed: name).map(ExplicitFileRole.document)
    }

    public func readsContent(ofFileNamed name: String) -> Bool {
        name.lowercased().hasSuffix(".json")
    }

    public func source(ofContent bytes: [UInt8]) -> (source: LintTarget.Source, document: JSONDocument?)? {
        let document = JSONParser.parse(bytes)
        guard let root = document.root, InAppPayload.isRecognised(root) else { return nil }
        return (.document, document)
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

    public func read(_ target: LintTarget, limits: ArchiveLimits, standardInput: () throws(FileSystemError) -> [UInt8]) -> JSONFileDocument {
        JSONFileDocument.read(target, limits: limits)
    }

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

    public var schemaNames: [String] { [id] }

    public var scaffoldNames: [String] { InAppScaffold.names }
    /// `new inapp-<layout> promo` writes `promo.inapp.json`.
    public var scaffoldFileSuffix: String? { Self.suffix }

    public func scaffold(_ request: ScaffoldRequest) -> [ScaffoldFile]? {
        InAppScaffold.files(for: request)
    }

    public func scaffoldNextStep(named name: String, isArchive: Bool) -> ScaffoldNextStep {
        ScaffoldNextStep("Next, edit the example title, body, image and links, then check the message:")
    }

    public var scaffoldListing: ScaffoldListing? { InAppScaffold.listing }

    // MARK: Editor

    /// A `*.inapp.json` buffer is its own document.
    public func editorEntry(ofFileNamed name: String) -> EntryName? {
        scannedSource(ofFileNamed: name) == nil ? nil : EntryName(name)
    }

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
