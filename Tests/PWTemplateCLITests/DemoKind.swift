import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// A kind of document made up for the tests, to prove a kind plugs in through its own type and
/// one registry line: `*.demo.json` files, one rule (`demo-title-missing`: the root object has no
/// `"title"`), no schema parts, a `demo-card` scaffold (and a `demo-poster` it cannot write yet) listed by `new --list`,
/// a hover in the editor.
struct DemoKind: MessageKind {
    static let titleMissing = Rule(
        id: "demo-title-missing", defaultSeverity: .error, category: .structure,
        summary: "A demo card has no title.", rationale: "The made-up demo SDK shows nothing without one.", fix: .none)

    var id: String { "demo" }
    var displayName: String { "demo card" }

    func scannedSource(ofFileNamed name: String) -> LintTarget.Source? {
        name.hasSuffix(".demo.json") ? .document : nil
    }

    func isDocumentFolder(containing names: [String]) -> Bool { false }

    func explicitRole(ofFileNamed name: String) -> ExplicitFileRole? {
        scannedSource(ofFileNamed: name).map(ExplicitFileRole.document)
    }

    func readsContent(ofFileNamed name: String) -> Bool { name.hasSuffix(".json") }

    func source(ofContent bytes: [UInt8]) -> (source: LintTarget.Source, document: JSONDocument?)? {
        let document = JSONParser.parse(bytes)
        return document.root?["demo"] != nil ? (.document, document) : nil
    }

    var contentRefusal: String { "its root has no \"demo\"" }
    var acceptedPaths: String { "a .demo.json file" }
    var scanDescription: String { ".demo.json files" }

    var rules: [Rule] { [Self.titleMissing] }

    func read(_ target: LintTarget, limits: ArchiveLimits, standardInput: () throws(FileSystemError) -> [UInt8]) -> JSONFileDocument {
        JSONFileDocument.read(target, limits: limits)
    }

    /// `demo-title-missing` on a card without a title, with a safe fix that adds an empty one.
    func lint(_ document: JSONFileDocument, configuration: LintConfiguration) -> TemplateReport {
        guard let root = document.document?.root, case .object = root.value, root["title"] == nil else { return document.report([]) }
        let end = root.range.upperBound - 1
        let insert = TextEdit(bytes: end..<end, replacement: #", "title": """#)
        let fix = Fix(title: "Add an empty title", applicability: .safe, change: .edits(document.entry, [insert]))
        return document.report([Diagnostic(rule: Self.titleMissing, message: "the card has no \"title\"", fix: fix)])
    }

    /// The card's title, as JSON or as text.
    func resolve(_ document: JSONFileDocument, request: ResolveRequest) -> Result<ResolvedDocument, ResolveRefusal> {
        guard case .string(let title)? = document.document?.root?["title"]?.value else { return .failure(ResolveRefusal("the card has no title")) }
        let output = request.format == .json ? JSONOutput.object([("title", .string(title))]).rendered() : "Title: \(title)\n"
        return .success(ResolvedDocument(output: output, notes: ["a demo card is drawn by no SDK"]))
    }

    func jsonSchema(named name: String?) -> JSONOutput? {
        name == nil || name == id ? .object([("title", .string("demo card"))]) : nil
    }

    var schemaNames: [String] { [] }
    var scaffoldNames: [String] { ["demo-card", "demo-poster"] }

    func scaffold(_ request: ScaffoldRequest) -> [ScaffoldFile]? {
        guard request.name == "demo-card" else { return nil }
        return [ScaffoldFile(name: "card.demo.json", bytes: Array("{\"title\": \"Hello\"}\n".utf8))]
    }

    var scaffoldListing: ScaffoldListing? {
        ScaffoldListing(rows: [["CARD"], ["demo-card"]], legend: "Demo cards are made up.", usage: "Create one with 'pwtemplate new demo-card'.")
    }

    func scaffoldNextStep(named name: String, isArchive: Bool) -> ScaffoldNextStep {
        ScaffoldNextStep("Next, give the card its title:")
    }

    func editorEntry(ofFileNamed name: String) -> EntryName? {
        name.hasSuffix(".demo.json") ? EntryName(name) : nil
    }

    var watchedFileNames: [String] { ["*.demo.json"] }

    /// What a demo card is, anywhere in the file.
    func hover(in document: JSONFileDocument, entry: EntryName, offset: Int, findings: [Diagnostic]) -> EditorHover? {
        EditorHover(markdown: "A demo card: `title` is all it shows.", range: nil)
    }
}
