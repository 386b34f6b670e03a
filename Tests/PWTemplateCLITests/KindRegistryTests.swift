import PWTemplateKinds
import PWTemplateLint
@testable import PWTemplateNative
import PWTemplateSyntax
import PWTemplateSystem
import Testing

/// A kind added to a registry is found, linted, listed and explained through the code paths the
/// commands use, with nothing but its own type and the registry line.
@Suite struct KindRegistryTests {
    let kinds = KindRegistry([NativeKind(), DemoKind()])

    /// A folder with two demo cards (one without a title), a note that is no document, and a
    /// native template with a bad colour.
    func scratch() throws -> ScratchTemplates {
        let scratch = try ScratchTemplates()
        try scratch.write(#"{"title": "Hello"}"#, to: "cards/good.demo.json")
        try scratch.write(#"{"body": "no title"}"#, to: "cards/bad.demo.json")
        try scratch.write("notes", to: "cards/notes.txt")
        try scratch.write(#"{"demo": 1}"#, to: "loose.json")
        return scratch
    }

    @Test func discoveryAsksEveryKind() throws {
        let scratch = try scratch()
        let found = try TemplateDiscovery(currentDirectory: scratch.path, kinds: kinds).discover(["cards", "loose.json"])
        #expect(found.targets.map(\.displayPath).sorted() == ["cards/bad.demo.json", "cards/good.demo.json", "loose.json"])
        #expect(found.targets.allSatisfy { $0.kind == "demo" && $0.source == .document })
        // The standard registry has no demo kind: the same folder holds nothing to lint.
        let standard = try TemplateDiscovery(currentDirectory: scratch.path, kinds: .standard).discover(["cards"])
        #expect(standard.targets.isEmpty && standard.emptyFolders == ["cards"])
    }

    @Test func lintRunsTheKindsChecks() throws {
        let scratch = try scratch()
        let text = CLIRun(["lint", "cards", "loose.json"], currentDirectory: scratch.path, kinds: kinds)
        #expect(text.code == .findings)
        let findings = text.output.split(separator: "\n").filter { $0.contains("[demo-title-missing]") }
        #expect(findings == [
            "cards/bad.demo.json: error: [*] the card has no \"title\" [demo-title-missing]",
            "loose.json: error: [*] the card has no \"title\" [demo-title-missing]",
        ])
        let json = CLIRun(["lint", "--format", "json", "cards/good.demo.json"], currentDirectory: scratch.path, kinds: kinds)
        #expect(json.code == .success)
        #expect(json.output.contains("cards/good.demo.json") && !json.output.contains("demo-title-missing"))
    }

    @Test func emptyScanNamesWhatEveryKindLooksFor() throws {
        let scratch = try ScratchTemplates()
        try scratch.write("notes", to: "empty/notes.txt")
        let run = CLIRun(["lint", "empty"], currentDirectory: scratch.path, kinds: kinds)
        #expect(run.code == .usage)
        #expect(run.error.contains("(looked for .zip files and folders with native-config.json or index.html, .demo.json files)"))
    }

    @Test func rulesAndExplainListTheKindsRules() {
        let rules = CLIRun(["rules"], kinds: kinds)
        #expect(rules.code == .success && rules.output.contains("demo-title-missing"))
        #expect(kinds.rules.count == Rule.all.count + 1)
        let explain = CLIRun(["explain", "demo-title-missing"], kinds: kinds)
        #expect(explain.code == .success && explain.output.contains("The made-up demo SDK shows nothing without one."))
        // Without the kind its rule is unknown.
        #expect(CLIRun(["explain", "demo-title-missing"]).code == .usage)
    }

    @Test func schemaAndPreviewAskTheKind() throws {
        let demoFirst = KindRegistry([DemoKind(), NativeKind()])
        #expect(CLIRun(["schema"], kinds: demoFirst).output == JSONOutput.object([("title", .string("demo card"))]).rendered())
        #expect(CLIRun(["schema", "modal"], kinds: demoFirst).output == CLIRun(["schema", "modal"]).output)
        let scratch = try scratch()
        let preview = CLIRun(["preview", "-o", "out", "cards/bad.demo.json"], currentDirectory: scratch.path, kinds: kinds)
        #expect(preview.error.contains("error: 'cards/bad.demo.json' is a demo card; 'preview' cannot draw it yet"))
    }

    @Test func newWritesTheKindsScaffold() throws {
        let scratch = try ScratchTemplates()
        let run = CLIRun(["new", "demo-card", "x"], currentDirectory: scratch.path, kinds: kinds)
        #expect(run.code == .success)
        #expect(run.output == "Created x/card.demo.json\n\nNext, give the card its title:\n  pwtemplate lint x\n")
        #expect(try FileSystem.readFile(scratch.path + "/x/card.demo.json", limit: 1 << 10) == Array("{\"title\": \"Hello\"}\n".utf8))
        #expect(CLIRun(["lint", "x"], currentDirectory: scratch.path, kinds: kinds).code == .success)
        // A name the kind lists but cannot write is refused, naming the kind, and nothing is written.
        let refused = CLIRun(["new", "demo-poster"], currentDirectory: scratch.path, kinds: kinds)
        #expect(refused.code == .usage)
        #expect(refused.error == "error: the demo card kind cannot write a scaffold 'demo-poster' yet; nothing was written\n")
        #expect(!FileSystem.exists(scratch.path + "/demo-poster"))
        // `--list` asks every kind: the native table, then the demo kind's.
        let list = CLIRun(["new", "--list"], kinds: kinds)
        #expect(list.code == .success)
        #expect(list.output.hasPrefix(CLIRun(["new", "--list"], kinds: KindRegistry([NativeKind()])).output + "\nCARD"))
        #expect(list.output.hasSuffix("demo-card\n\nDemo cards are made up.\n\nCreate one with 'pwtemplate new demo-card'.\n"))
        // Without the kind its scaffold is unknown.
        #expect(CLIRun(["new", "demo-card", "y"], currentDirectory: scratch.path).code == .usage)
    }

    @Test func theStandardRegistryStartsWithNative() {
        #expect(KindRegistry.standard.kinds.first?.id == "native")
        #expect(KindRegistry.standard.kinds.map(\.id).contains("inapp") && KindRegistry.standard.kinds.map(\.id).contains("inbox"))
        #expect(Array(KindRegistry.standard.rules.map(\.id).prefix(Rule.all.count)) == Rule.all.map(\.id))
        #expect(Array(KindRegistry.standard.scaffoldNames.prefix(DisplayType.allCases.count)) == DisplayType.allCases.map(\.rawValue))
        #expect(kinds.editorDocument(ofFileNamed: "pushwoosh.json")?.entry == .pushwoosh)
        #expect(kinds.editorDocument(ofFileNamed: "bad.demo.json")?.entry == "bad.demo.json")
        #expect(kinds.editorDocument(ofFileNamed: "notes.json") == nil)
        // `preview --serve` rebuilds on a file some kind reads.
        #expect(kinds.feedsDocuments(fileNamed: "card.demo.json") && !KindRegistry.standard.feedsDocuments(fileNamed: "card.demo.json"))
        #expect(kinds.feedsDocuments(fileNamed: "pushwoosh.json") && !kinds.feedsDocuments(fileNamed: "notes.json"))
    }
}
