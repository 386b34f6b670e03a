@testable import PWTemplateInApp
@testable import PWTemplateInAppPreview
import PWTemplateKinds
@testable import PWTemplateLint
@testable import PWTemplatePreview
@testable import PWTemplateSyntax
@testable import PWTemplateSystem
import Testing

/// The preview document of In-App files: one light variant per targeted platform, whose model
/// holds every message as an SDK renders it (InAppResolution), with the colours drawn, the
/// button styles, the inset and the notes; read and linted through the renderer as `preview` does.
@Suite struct InAppPreviewTests {
    /// The preview of `text` as the file `name`, as `preview` builds it.
    static func preview(
        _ text: String, name: String = "example.inapp.json", targets: [Target] = [], request: PreviewRequest = PreviewRequest()
    ) throws -> PreviewDocument {
        var target = LintTarget(source: .document, displayPath: name, fileSystemPath: name, kind: InAppKind.identifier)
        target.parsedDocument = JSONParser.parse(Array(text.utf8))
        let configuration = TemplateConfiguration(file: nil, templateAt: "-", flags: ConfigurationFlags(targets: targets))
        return try InAppPreviewRenderer().document(of: target, configuration: configuration, request: request) { () throws(FileSystemError) in [] }.get()
    }

    /// The first variant's model, parsed back.
    static func model(_ document: PreviewDocument) throws -> JSONNode {
        let model = try #require(document.variants.first?.model)
        let parsed = JSONParser.parse(Array(model.rendered().utf8))
        return try #require(parsed.root)
    }

    /// The messages of the first variant's model.
    static func messages(_ document: PreviewDocument) throws -> [JSONNode] {
        guard case .array(let messages)? = try model(document)["messages"]?.value else { throw ModelError.noMessages }
        return messages
    }

    enum ModelError: Error { case noMessages }

    private let string = PreviewFixtures.string

    /// The value at `path` (keys and array indices) under `root`.
    private func node(_ root: JSONNode?, _ path: Any...) -> JSONNode? { PreviewFixtures.node(root, at: path) }

    private func int(_ node: JSONNode?) -> Int? {
        guard case .number(let text)? = node?.value else { return nil }
        return Int(text)
    }

    private func bool(_ node: JSONNode?) -> Bool? {
        guard case .bool(let flag)? = node?.value else { return nil }
        return flag
    }

    @Test func theContractResponseIsOneCentreCardPerPlatform() throws {
        let document = try Self.preview(InAppFixture.contractResponse)
        #expect(document.displayType == "inapp")
        #expect(document.platforms == [.ios, .android])
        #expect(document.languages.map(\.id) == [PreviewDocument.keyMissing])
        #expect(document.variants.map(\.platform) == [.ios, .android])
        #expect(document.variants.allSatisfy { $0.appearance == .light && $0.drop == nil && $0.block == nil })
        #expect(!document.hasDark)
        let message = try #require(Self.messages(document).first)
        #expect(string(message, "pointer") == "/messages/0")
        #expect(string(message, "format") == "center")
        #expect(string(message, "title") == "Example title")
        #expect(string(message, "image") == "https://cdn.example.com/example.png")
        #expect(string(message, "imageAction", "value") == "https://example.com/offer")
        #expect(string(message, "colors", "background_color", "value") == "#102030")
        #expect(bool(message["colors"]?["background_color"]?["default"]) == false)
        #expect(string(message, "textAlign") == "center")
        #expect(int(message["inset"]) == 0, "a center card is not inset by margin")
        #expect(int(message["dismissAfterSeconds"]) == 8)
        #expect(string(message, "shown") == #"on the event "checkout_done""#)
        #expect(string(message, "buttons", 0, "pointer") == "/messages/0/buttons/0")
        #expect(string(message, "buttons", 1, "action", "type") == "url")
        for index in 0..<2 {
            #expect(string(message, "buttons", index, "background") == "#E94B8B")
            #expect(string(message, "buttons", index, "color") == "#FFFFFF")
        }
        #expect(bool(node(message, "buttons", 1, "secondary")) == false, "button_color set: every button uses it")
    }

    @Test func absentTokensAreTheSDKDefaultsAndTheSecondButtonKeepsItsOwnStyle() throws {
        let buttons = "[" + InAppExample.button() + ", " + InAppExample.button(id: "e5f6a7b8", label: "Later") + "]"
        let plain = try #require(Self.messages(Self.preview(InAppExample.text(["format": #""top""#, "buttons": buttons]))).first)
        #expect(string(plain, "colors", "background_color", "value") == InAppPreviewModel.Defaults.background)
        #expect(bool(plain["colors"]?["button_color"]?["default"]) == true)
        #expect(string(plain, "textAlign") == "left", "Absent means left")
        #expect(int(plain["inset"]) == 16, "Absent means true: 16 points")
        #expect(bool(node(plain, "buttons", 0, "secondary")) == false)
        #expect(bool(node(plain, "buttons", 1, "secondary")) == true)
        #expect(string(plain, "notes", 0) == "SDK default (drawn in the preview's neutral colours; the contract names none): "
            + "background_color, text_color, button_color, button_text_color")

        let labelled = try #require(Self.messages(Self.preview(InAppExample.text([
            "format": #""bottom""#, "buttons": buttons, "style": ##"{ "button_text_color": "#111111", "margin": false }"##,
        ]))).first)
        #expect(int(labelled["inset"]) == 0, "margin false removes the inset")
        for index in 0..<2 {
            #expect(string(labelled, "buttons", index, "background") == InAppPreviewModel.Defaults.button, "the absent token keeps the SDK default")
            #expect(string(labelled, "buttons", index, "color") == "#111111")
            #expect(bool(node(labelled, "buttons", index, "secondary")) == false, "no longer drawn in a different style")
        }
    }

    @Test func anUnknownFormatIsDrawnCenterWithANote() throws {
        let message = try #require(Self.messages(Self.preview(InAppExample.text(["format": #""banner""#]))).first)
        #expect(string(message, "format") == "center")
        #expect(string(message, "notes", 0)?.hasPrefix(#""format" "banner": drawn center"#) == true)
    }

    @Test func everyMessageOfAResponseKeepsItsPointerInTheFile() throws {
        let second = InAppExample.text(["format": #""full""#, "buttons": "[3, " + InAppExample.button() + "]"])
        let document = try Self.preview(#"{"messages": [1, "#  + InAppExample.text() + ", " + second + "]}")
        let messages = try Self.messages(document)
        #expect(messages.map { string($0, "pointer") } == ["/messages/1", "/messages/2"], "a message that is not an object is not drawn")
        #expect(string(messages[1], "format") == "full")
        #expect(string(messages[1], "buttons", 0, "pointer") == "/messages/2/buttons/1")
        #expect(try bool(Self.model(document)["response"]) == true)
        #expect(try bool(Self.model(Self.preview(InAppExample.text()))["response"]) == false)
    }

    @Test func aResponseWithNothingToShowIsDroppedOnEveryPlatform() throws {
        for text in [#"{"messages": []}"#, #"{"messages": {}}"#, "[1, 2]"] {
            let document = try Self.preview(text)
            #expect(document.variants.count == 2)
            #expect(document.variants.allSatisfy { $0.drop?.hasPrefix("Nothing shows: ") == true }, "\(text)")
            #expect(try Self.messages(document).isEmpty)
        }
        #expect(try Self.preview(#"{"messages": {}}"#).findings.contains { $0.rule.id == "inapp-messages-not-array" })
    }

    @Test func theTargetsChooseThePlatformsAndALanguageIsANote() throws {
        let document = try Self.preview(InAppExample.text(), targets: [Target(platform: .android)], request: PreviewRequest(language: "de"))
        #expect(document.variants.map(\.platform) == [.android])
        #expect(document.initial.platform == .android)
        #expect(document.notes == ["no 'de' translation (an In-App message has one text per field); the page opens on '-'"])
    }

    @Test func theRendererIsStandardAndItsScriptRegistersIt() {
        let renderer = InAppPreviewRenderer()
        #expect(PreviewRenderers.standard.renderer(forKind: InAppKind.identifier)?.kindID == InAppKind.identifier)
        let script = PreviewRenderers.standard.pageAssets.scripts.first { $0.name == "inapp.js" }
        #expect(script?.text.contains("PW.renderers.\(renderer.rendererName) = (ctx) =>") == true)
        #expect(PreviewRenderers.standard.pageAssets.styles.contains { $0.name == "inapp.css" })
    }

    @Test func theFindingsAreTheLintReportsAndTheTextStaysData() throws {
        let text = InAppExample.text(["title": #""</script><img src=x onerror=alert(1)>""#, "format": #""banner""#])
        let document = try Self.preview(text)
        #expect(document.findings.map(\.rule.id) == InAppFixture.lint(text).diagnostics.map(\.rule.id))
        #expect(document.findings.contains { $0.rule.id == "inapp-unknown-format" })
        let island = document.dataIsland()
        #expect(!island.contains("</script>") && !island.contains("<img"))
    }
}
