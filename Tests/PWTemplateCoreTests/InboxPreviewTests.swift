@testable import PWTemplateInbox
@testable import PWTemplateInboxPreview
import PWTemplateKinds
@testable import PWTemplateLint
@testable import PWTemplatePreview
@testable import PWTemplateSyntax
import Testing

/// The preview of an inbox message: a variant per targeted platform × language × appearance,
/// each holding the feed `inbox.js` draws (InboxDrawing's card on iOS, the plain row on
/// Android), with the pointers a finding's highlight lands on.
@Suite struct InboxPreviewTests {
    private let string = PreviewFixtures.string

    /// The preview of `text` as `promo.inbox.json`, linted for `targets` as `preview` does.
    static func document(_ text: String, targets: TargetSelection = .default, request: PreviewRequest = PreviewRequest()) throws -> PreviewDocument {
        let renderer = InboxPreviewRenderer()
        let file = JSONFileDocument(path: "promo.inbox.json", bytes: Array(text.utf8))
        let report = renderer.kind.lint(file, configuration: LintConfiguration(targets: targets))
        let drawing = try renderer.drawing(of: file, report: report, targets: targets, request: request).get()
        return PreviewDocument(
            name: file.path, renderer: renderer.rendererName, languages: drawing.languages, defaultLanguage: drawing.defaultLanguage,
            languageOrigin: drawing.languageOrigin, variants: drawing.variants, report: report, request: request)
    }

    /// The text `new inbox-<card>` writes.
    static func scaffold(_ card: String) -> String {
        let files = InboxKind().scaffold(ScaffoldRequest(name: "inbox-" + card)) ?? []
        return String(decoding: files.first?.bytes ?? [], as: UTF8.self)
    }

    /// A request of `notifications` (JSON objects, comma-separated).
    static func request(_ notifications: String) -> String {
        #"{"request": {"application": "A", "auth": "T", "notifications": [\#(notifications)]}}"#
    }

    static func isNull(_ node: JSONNode?) -> Bool {
        if case .null? = node?.value { true } else { false }
    }

    /// The feed of a variant, parsed back as the page reads its `block`.
    static func feed(_ variant: PreviewVariant?) throws -> [JSONNode] {
        let model = try #require(variant?.model)
        let node = try #require(JSONParser.parse(Array(model.rendered().utf8)).root)
        guard case .array(let entries)? = node["feed"]?.value else { return [] }
        return entries
    }

    @Test func theCaptionedScaffoldIsACardOnIOSAndARowOnAndroidLightAndDark() throws {
        let document = try Self.document(Self.scaffold("captioned"))
        #expect(document.displayType == "inbox")
        #expect(document.platforms == [.ios, .android])
        #expect(document.languages.map(\.id) == [PreviewDocument.keyMissing])
        #expect(document.variants.count == 2 * 2)
        #expect(document.hasDark)
        let card = try #require(try Self.feed(document.variant(.ios, "-", .dark)).first)
        #expect(string(card, "card") == "captioned")
        #expect(string(card, "pointer") == "/request/notifications/0")
        #expect(string(card, "title", "text") == "Summer sale")
        #expect(string(card, "title", "pointer") == "/request/notifications/0/ios_title")
        #expect(string(card, "body", "pointer") == "/request/notifications/0/content")
        #expect(string(card, "image", "pointer") == "/request/notifications/0/inbox_image")
        #expect(string(card, "buttons", 0, "action") == "openURL")
        #expect(string(card, "buttons", 0, "url") == "https://example.com/promo")
        #expect(string(card, "buttons", 1, "action") == "markRead")
        #expect(string(card, "buttons", 1, "pointer") == "/request/notifications/0/data/buttons/1")
        #expect(Self.isNull(card["degradedFrom"]))
        let row = try #require(try Self.feed(document.variant(.android, "-")).first)
        #expect(string(row, "card") == "row")
        #expect(row["buttons"] == nil, "Android's plain row has no inline buttons")
        #expect(string(row, "excluded")?.contains("\"platforms\" leaves Android (3) out") == true, "the scaffold is sent to iOS only")
        let model = try #require(document.variant(.ios, "-")?.model.flatMap { JSONParser.parse(Array($0.rendered().utf8)).root })
        #expect(Self.isNull(model["note"]), "iOS draws cards: no platform note")
        #expect(string(model, "release") == "7.0.40")
    }

    @Test func aDegradedCardIsClassicWithTheFindingThatSaysWhy() throws {
        let text = Self.request(#"{"ios_title": "New", "content": "Swipe", "inbox_days": 7, "data": {"displayType": "carousel", "carousel": [{"title": "no image"}]}}"#)
        let document = try Self.document(text, targets: TargetSelection(targets: [Target("ios@7.1.2")].compactMap { $0 }))
        #expect(document.platforms == [.ios], "Android is not targeted")
        let card = try #require(try Self.feed(document.variant(.ios, "-")).first)
        #expect(string(card, "card") == "classic")
        #expect(string(card, "degradedFrom") == "carousel")
        #expect(string(card, "lack") == "a slide with an image in data.carousel")
        #expect(string(card, "finding", "rule") == "inbox-carousel-empty")
        #expect(string(card, "finding", "pointer") == "/request/notifications/0/data/displayType")
        #expect(document.findings.contains { $0.rule.id == "inbox-carousel-empty" })
        guard case .array(let slides)? = card["slides"]?.value else { Issue.record("no slides array"); return }
        #expect(slides.isEmpty)
    }

    @Test func aCarouselKeepsItsSlidesWithImagesAndAtMostFiveFrom726() throws {
        let slides = (1...7).map { #"{"image": "https://cdn.example.com/\#($0).jpg", "title": "S\#($0)", "url": "myapp://p/\#($0)"}"# }
        let text = Self.request(#"{"ios_title": "New", "content": "Swipe", "inbox_days": 7, "data": {"displayType": "carousel", "carousel": [{"title": "dropped"}, \#(slides.joined(separator: ", "))]}}"#)
        let early = try #require(try Self.feed(Self.document(text, targets: TargetSelection(targets: [Target("ios@7.1.2")].compactMap { $0 })).variant(.ios, "-")).first)
        let late = try #require(try Self.feed(Self.document(text, targets: TargetSelection(targets: [Target("ios@7.2.6")].compactMap { $0 })).variant(.ios, "-")).first)
        guard case .array(let all)? = early["slides"]?.value, case .array(let five)? = late["slides"]?.value else {
            Issue.record("no slides"); return
        }
        #expect(all.count == 7 && five.count == 5)
        #expect(string(all[0], "pointer") == "/request/notifications/0/data/carousel/1", "the slide without an image is dropped")
        #expect(string(all[0], "caption", "text") == "S1")
        #expect(string(all[0], "url", "url") == "myapp://p/1")
    }

    @Test func fromIOSSDK726TheCardDrawsAnHTTPAttachmentBeforeTheInboxImage() throws {
        let text = Self.request(#"{"content": "B", "inbox_days": 7, "inbox_image": "https://c/i.png", "ios_attachment": "https://c/hero.jpg", "data": {"displayType": "banner"}}"#)
        let late = try #require(try Self.feed(Self.document(text, targets: TargetSelection(targets: [Target("ios@7.2.6")].compactMap { $0 })).variant(.ios, "-")).first)
        #expect(string(late, "image", "url") == "https://c/hero.jpg")
        #expect(string(late, "image", "pointer") == "/request/notifications/0/ios_attachment")
        let early = try #require(try Self.feed(Self.document(text, targets: TargetSelection(targets: [Target("ios@7.2.5")].compactMap { $0 })).variant(.ios, "-")).first)
        #expect(string(early, "image", "url") == "https://c/i.png")
    }

    @Test func eachLanguageOfTheTextsIsAVariant() throws {
        let text = Self.request(#"{"ios_title": {"en": "Sale", "de": "Angebot"}, "content": {"en": "Now", "de": "Jetzt"}, "inbox_days": 7}"#)
        let document = try Self.document(text, request: PreviewRequest(language: "fr"))
        #expect(document.languages.map(\.id) == ["en", "de"])
        #expect(document.variants.count == 2 * 2 * 2)
        #expect(document.notes == ["no 'fr' language in the message's texts; the page opens on 'en'"])
        let german = try #require(try Self.feed(document.variant(.ios, "de")).first)
        #expect(string(german, "title", "text") == "Angebot")
        #expect(string(german, "title", "pointer") == "/request/notifications/0/ios_title/de")
        #expect(string(german, "body", "text") == "Jetzt")
        #expect(string(german, "card") == "classic")
    }

    @Test func pinnedMessagesComeFirstOnIOSAndEveryMessageIsInTheFeed() throws {
        let text = Self.request(#"""
            {"ios_title": "First", "content": "a", "inbox_days": 7},
            {"ios_title": "Second", "content": "b", "inbox_days": 7, "data": "{\"pinned\": true}"},
            {"ios_title": "Third", "content": "c", "inbox_days": 7}
            """#)
        let document = try Self.document(text)
        let ios = try Self.feed(document.variant(.ios, "-"))
        #expect(ios.map { string($0, "title", "text") } == ["Second", "First", "Third"])
        #expect(string(ios[0], "pinned") == "/request/notifications/1/data/pinned", "the pointer goes on into the data string")
        #expect(Self.isNull(ios[1]["pinned"]))
        let android = try Self.feed(document.variant(.android, "-"))
        #expect(android.map { string($0, "body", "text") } == ["a", "b", "c"])
    }

    @Test func richCardsCarryTheirVideoAndPass() throws {
        let targets = TargetSelection(targets: [Target("ios@7.1.2")].compactMap { $0 })
        let video = try #require(try Self.feed(Self.document(Self.scaffold("video"), targets: targets).variant(.ios, "-")).first)
        #expect(string(video, "card") == "video")
        #expect(string(video, "video", "url") == "https://cdn.example.com/inbox/clip.mp4")
        #expect(string(video, "video", "pointer") == "/request/notifications/0/data/video/url")
        #expect(string(video, "video", "poster", "pointer") == "/request/notifications/0/data/video/poster")
        let wallet = try #require(try Self.feed(Self.document(Self.scaffold("wallet"), targets: targets).variant(.ios, "-")).first)
        #expect(string(wallet, "card") == "wallet")
        #expect(string(wallet, "wallet", "pointer") == "/request/notifications/0/data/wallet")
        #expect(string(wallet, "image", "pointer") == "/request/notifications/0/data/image", "data.image is the hero image from 7.1.2")
        let early = try #require(try Self.feed(Self.document(Self.scaffold("wallet")).variant(.ios, "-")).first)
        #expect(string(early, "card") == "classic", "7.0.40 knows no wallet card")
        #expect(string(early, "finding", "rule") == "inbox-card-unreleased")
        #expect(Self.isNull(early["wallet"]))
    }

    @Test func aPlainPushIsMarkedOutOfTheFeedAndAnEmptyFileIsDropped() throws {
        let document = try Self.document(Self.request(#"{"ios_title": "Hi", "content": "push only"}"#))
        let card = try #require(try Self.feed(document.variant(.ios, "-")).first)
        #expect(string(card, "excluded")?.hasPrefix("no inbox_image, inbox_date or inbox_days") == true)
        let empty = try Self.document(Self.request(""))
        #expect(empty.variants.allSatisfy { $0.drop?.contains("no notification InboxKit can read") == true })
    }

    @Test func aFileThatDoesNotParseShowsNothingBesideItsSyntaxError() throws {
        let document = try Self.document(#"{"request": {"notifications": [{"content": "Hi", "#)
        #expect(document.variants.count == 2 * 2)
        #expect(document.variants.allSatisfy { $0.drop?.hasSuffix("shows nothing: the file holds no notification InboxKit can read") == true })
        #expect(document.findings.contains { $0.severity == .error && $0.rule.id.hasPrefix("json-") })
    }

    @Test func theStandardRenderersDrawInboxMessages() {
        #expect(PreviewRenderers.standard.renderer(forKind: InboxKind.identifier) is InboxPreviewRenderer)
        #expect(PreviewRenderers.standard.pageAssets.script.contains("PW.renderers.inbox = (ctx) =>"))
    }

    @Test func theDateIsTheStatusBarTimeForNowAndTheDayBefore() {
        #expect(InboxDateLabel.text(of: "now", platform: .ios) == "09:41")
        #expect(InboxDateLabel.text(of: nil, platform: .android) == "12:30")
        #expect(InboxDateLabel.text(of: "2026-06-05 10:00", platform: .ios) == "Jun 5")
        #expect(InboxDateLabel.text(of: "2026-13-05 10:00", platform: .ios) == "09:41")
    }
}
