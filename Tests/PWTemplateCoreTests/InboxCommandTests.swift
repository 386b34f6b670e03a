@testable import PWTemplateInbox
import PWTemplateKinds
@testable import PWTemplateLint
@testable import PWTemplateSyntax
import Testing

/// The InboxKit kind through the generic commands' members: the fixer applying its fixes,
/// `resolve`, `schema inbox` and the `new inbox-<card>` scaffolds.
@Suite struct InboxCommandTests {
    static let kind = InboxKind()

    /// `text` fixed by the generic fixer (unsafe fixes too when `unsafe`), as text.
    static func fixed(_ text: String, unsafe: Bool = false, targets: TargetSelection = .default) -> String {
        let configuration = LintConfiguration(targets: targets)
        let fixer = Fixer<JSONFileDocument>(policy: FixPolicy(includesUnsafe: unsafe)) { kind.lint($0, configuration: configuration) }
        let result = fixer.fix(JSONFileDocument(path: "promo.inbox.json", bytes: Array(text.utf8)))
        return String(decoding: result.fixed.bytes(of: result.fixed.entry) ?? [], as: UTF8.self)
    }

    @Test func safeFixesRewriteThePinTheDaysAndTheDisplayType() {
        let text = #"{"content": "Hi", "inbox_days": "7", "data": {"displayType": "Classic ", "pinned": "true"}}"#
        #expect(Self.fixed(text) == #"{"content": "Hi", "inbox_days": 7, "data": {"displayType": "classic", "pinned": true}}"#)
        let upper = #"{"content": "Hi", "inbox_days": 7, "data": {"displayType": "CLASSIC"}}"#
        #expect(Self.fixed(upper) == #"{"content": "Hi", "inbox_days": 7, "data": {"displayType": "classic"}}"#)
    }

    @Test func fixesInsideAStringDataAreEscapedForIt() {
        let text = #"{"content": "Hi", "inbox_days": 7, "data": "{\"displayType\": \"classic \", \"pinned\": \"true\"}"}"#
        let fixed = Self.fixed(text)
        #expect(fixed == #"{"content": "Hi", "inbox_days": 7, "data": "{\"displayType\": \"classic\", \"pinned\": true}"}"#)
        #expect(InboxKindTests.ids(InboxKindTests.lint(fixed)) == [])
    }

    @Test func unsafeFixesNeedToBeAskedFor() {
        let text = #"{"ios_title": "T", "content": "Hi", "inbox_days": 7, "inbox_image": "http://c.example.com/i.png", "data": {"displayType": "captoined"}}"#
        #expect(Self.fixed(text) == text)
        #expect(Self.fixed(text, unsafe: true)
            == #"{"ios_title": "T", "content": "Hi", "inbox_days": 7, "inbox_image": "https://c.example.com/i.png", "data": {"displayType": "captioned"}}"#)
    }

    @Test func resolvePrintsWhatInboxKitDraws() throws {
        let text = #"""
            {"request": {"notifications": [
              {"ios_title": "T", "content": "B", "inbox_days": 7, "data": {"displayType": "banner", "pinned": 1,
               "buttons": [{"title": "Go", "url": "https://e.com"}]}},
              {"ios_title": "T", "content": "B", "inbox_image": "https://c/i.png", "inbox_days": 7,
               "data": "{\"displayType\": \"captioned\", \"buttons\": [{\"title\": \"Go\", \"url\": \"e.com\"}, {\"title\": \"Read\", \"action\": \"markRead\"}, {\"title\": \"Save\", \"action\": \"custom\", \"url\": \"https://e.com\"}]}"},
              {"ios_title": "T", "content": "B", "inbox_days": 7, "data": {"displayType": "carousel", "carousel": [{"image": "https://c/1.jpg"}, {"title": "x"}]}}
            ]}}
            """#
        let document = JSONFileDocument(path: "promo.inbox.json", bytes: Array(text.utf8))
        let json = try Self.kind.resolve(document, request: ResolveRequest(targets: InboxKindTests.ios("7.1.2"), format: .json)).get()
        #expect(json.output.hasSuffix("}\n"))
        #expect(json.output.filter { !$0.isWhitespace } == """
            {"messages":[{"index":0,"card":"classic","degradedFrom":"banner","image":null,"slides":0,"buttons":[{"title":"Go","action":"openURL"}],"pinned":true},\
            {"index":1,"card":"captioned","degradedFrom":null,"image":"https://c/i.png","slides":0,"buttons":[{"title":"Go","action":"custom"},{"title":"Read","action":"markRead"},\
            {"title":"Save","action":"openURL"}],"pinned":false},{"index":2,"card":"carousel","degradedFrom":null,"image":null,"slides":1,"buttons":[],"pinned":false}]}
            """)
        let old = try Self.kind.resolve(document, request: ResolveRequest(targets: InboxKindTests.ios("7.0.40"))).get()
        #expect(old.output.contains("message 1: captioned; image \"https://c/i.png\"; buttons: \"Go\" → openURL"))
        #expect(old.output.contains("message 0: classic (degraded from banner: it needs an image (inbox_image; data.image counts only from iOS SDK 7.1.2)); buttons: \"Go\" → openURL; pinned\n"))
        #expect(old.output.contains(
            "message 2: classic (displayType \"carousel\" needs iOS SDK 7.1.2; InboxKit of iOS SDK 7.0.40 picks the card by the content)\n"))
        #expect((try? Self.kind.resolve(JSONFileDocument(path: "x.inbox.json", bytes: Array("{}".utf8)), request: ResolveRequest()).get()) == nil)
    }

    @Test func fromIOSSDK726AnHTTPAttachmentIsTheHeroImage() throws {
        let text = #"""
            {"request": {"notifications": [
              {"content": "B", "inbox_days": 7, "inbox_image": "https://c/i.png", "ios_attachment": "https://c/hero.jpg", "data": {"displayType": "banner"}},
              {"content": "B", "inbox_days": 7, "ios_attachment": "https://c/hero.jpg", "data": {"displayType": "banner"}},
              {"content": "B", "inbox_days": 7, "inbox_image": "https://c/i.png", "ios_attachment": "c/hero.jpg", "data": {"displayType": "banner"}}
            ]}}
            """#
        let document = JSONFileDocument(path: "promo.inbox.json", bytes: Array(text.utf8))
        let late = try Self.kind.resolve(document, request: ResolveRequest(targets: InboxKindTests.ios("7.2.6"))).get().output
        #expect(late == """
            message 0: banner; image "https://c/hero.jpg"
            message 1: banner; image "https://c/hero.jpg"
            message 2: banner; image "https://c/i.png"

            """)
        let early = try Self.kind.resolve(document, request: ResolveRequest(targets: InboxKindTests.ios("7.2.5"))).get().output
        #expect(early.hasPrefix("message 0: banner; image \"https://c/i.png\"\nmessage 1: classic (degraded from banner: it needs an image (inbox_image or data.image))"))
        let lint = InboxKindTests.lint(text, targets: InboxKindTests.ios("7.2.6")).diagnostics
        #expect(lint.map(\.rule.id) == ["inbox-attachment-unread"])
        #expect(lint.first?.location.pointer == "/request/notifications/2/ios_attachment")
        #expect(lint.first?.message.contains("the card draws inbox_image instead") == true)
        #expect(InboxKindTests.ids(InboxKindTests.lint(text, targets: InboxKindTests.ios("7.2.5"))) == ["inbox-image-missing"], "before 7.2.6 the attachment is no image")
        let upper = #"{"content": "B", "inbox_days": 7, "ios_attachment": "HTTPS://c/hero.jpg", "data": {"displayType": "banner"}}"#
        #expect(Self.fixed(upper, targets: InboxKindTests.ios("7.2.6"))
            == #"{"content": "B", "inbox_days": 7, "ios_attachment": "https://c/hero.jpg", "data": {"displayType": "banner"}}"#)
    }

    @Test(arguments: InboxScaffold.names)
    func scaffoldsLintCleanAtTheirCardsRelease(_ name: String) throws {
        let files = try #require(Self.kind.scaffold(ScaffoldRequest(name: name)))
        let card = try #require(InboxScaffold.card(named: name))
        for release in [card.firstRelease, InboxRelease.stricter] {
            let targets = TargetSelection(targets: [Target(platform: .ios, minimumVersion: release)])
            let report = Self.kind.lint(JSONFileDocument(path: files[0].name, bytes: files[0].bytes), configuration: LintConfiguration(targets: targets))
            #expect(report.diagnostics.isEmpty, "\(name) at \(release): \(report.diagnostics.map(\.message))")
        }
        #expect(Self.kind.scannedSource(ofFileNamed: files[0].name) == .document)
    }

    @Test func theSchemaIsNamedInbox() {
        #expect(KindRegistry.standard.schemaNames.contains("inbox"))
        let schema = KindRegistry.standard.jsonSchema(named: "inbox")?.rendered() ?? ""
        #expect(schema.contains("\"displayType\"") && schema.contains("\"inbox_days\""))
    }

    @Test func theEditorHoversKeysAndCompletesDisplayTypes() throws {
        let text = #"{"content": "Hi", "inbox_days": 7, "data": {"displayType": "ban", "pinned": true}}"#
        let document = JSONFileDocument(path: "promo.inbox.json", bytes: Array(text.utf8))
        let bytes = Array(text.utf8)
        func offset(of needle: String) -> Int {
            let pattern = Array(needle.utf8)
            return (0...(bytes.count - pattern.count)).first { Array(bytes[$0..<$0 + pattern.count]) == pattern } ?? -1
        }
        let hover = try #require(Self.kind.hover(in: document, entry: document.entry, offset: offset(of: "pinned") + 1, findings: []))
        #expect(hover.markdown.contains("does not pin"))
        let values = Self.kind.completions(in: document, entry: document.entry, offset: offset(of: "ban") + 1)
        #expect(values.map(\.label) == InboxCard.allCases.map(\.rawValue))
        let keys = Self.kind.completions(in: document, entry: document.entry, offset: offset(of: ", \"pinned\"") + 1)
        #expect(keys.map(\.label) == ["image", "carousel", "video", "wallet", "buttons"])
    }
}
