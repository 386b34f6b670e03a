import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// A kind of document made up for the tests, to prove a kind plugs in through its own type and
/// one registry line: `*.demo.json` files, one rule (`demo-title-missing`: the root object has no
/// `"title"`), no schema parts, a `demo-card` scaffold (and a `demo-poster` it cannot write yet) listed by `new --list`,
/// no editor support.
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

    func lint(
        _ target: LintTarget, configuration: LintConfiguration, standardInput: () throws(FileSystemError) -> [UInt8]
    ) -> TemplateReport {
        let bytes = (try? FileSystem.readFile(target.fileSystemPath, limit: 1 << 20)) ?? []
        let hasTitle = JSONParser.parse(bytes).root?["title"] != nil
        let findings = hasTitle ? [] : [Diagnostic(rule: Self.titleMissing, message: "the card has no \"title\"", entry: EntryName("card.json"))]
        return TemplateReport(path: target.displayPath, kind: .file, diagnostics: findings)
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

    func editorEntry(ofFileNamed name: String) -> EntryName? { nil }
}
