@testable import PWTemplateLint
@testable import PWTemplateNative
import Testing

/// `no-visible-content`: the per-type data of what counts as visible, and where it is reported.
@Suite struct DesignVisibleContentTests {
    private func pointers(_ text: String) -> [String?] {
        DesignFixture.contentFindings(DesignFixture.document(text)).filter { $0.rule == .noVisibleContent }.map(\.location.pointer)
    }

    private let title = ##""title": { "text": "Hi", "color": "#000000" }"##
    private let button = ##"{ "text": { "text": "OK", "color": "#FFFFFF" }, "background": "#000000", "border": { "color": "#000000", "radius": 4 }, "action": { "type": "close" } }"##

    private func card(_ type: String, _ fields: String) -> String {
        ##"{ "displayType": "\##(type)", "\##(type)": { "showClose": true, "dimBackground": true, "background": "#FFFFFF", "buttons": [], \##(fields) "dark": null } }"##
    }

    @Test(arguments: ["modal", "sheet"])
    func cardsNeedATitleMessageImageOrButton(type: String) {
        #expect(pointers(card(type, "")) == ["/\(type)"])
        #expect(pointers(card(type, "\(title),")).isEmpty)
        #expect(pointers(card(type, ##""message": { "text": "Hi", "color": "#000000" },"##)).isEmpty)
        #expect(pointers(card(type, ##""image": "https://example.com/a.png","##)).isEmpty)
        #expect(pointers(card(type, ##""buttons": [\##(button)],"##)).isEmpty)
    }

    @Test func blankTextIsNothingAndMalformedValuesAreLeftToTheSchema() {
        #expect(pointers(card("modal", ##""title": { "text": " \n", "color": "#000000" },"##)) == ["/modal"])
        #expect(pointers(card("modal", ##""title": null,"##)) == ["/modal"])
        #expect(pointers(card("modal", ##""title": "Hello","##)).isEmpty)
        #expect(pointers(card("modal", ##""buttons": {},"##)).isEmpty)
    }

    @Test func blockFindingIsAtTheBlockKeyAndNamesWhatIsMissing() throws {
        let text = card("modal", "")
        let document = DesignFixture.document(text)
        let finding = try #require(DesignFixture.contentFindings(document).first { $0.rule == .noVisibleContent })
        let offset = Array(text.utf8).firstRange(of: Array(##""modal":"##.utf8))!.lowerBound
        #expect(finding.location.start(in: document.text) == document.text.position(ofByte: offset))
        #expect(finding.message == "this modal draws nothing the user can read: no `title`, `message`, `image` or `buttons`")
    }

    @Test func bannerNeedsATitleMessageOrImage() {
        func banner(_ fields: String) -> String {
            ##"{ "displayType": "banner", "banner": { "showClose": true, "position": "top", "background": "#FFFFFF", \##(fields) "action": { "type": "close" } } }"##
        }
        #expect(pointers(banner("")) == ["/banner"])
        #expect(pointers(banner(##""image": "https://example.com/a.png","##)).isEmpty)
        #expect(pointers(banner("\(title),")).isEmpty)
    }

    @Test func fullscreenCountsTheCoverImageNotATopLevelImage() {
        func fullscreen(_ cover: String, _ fields: String = "") -> String {
            ##"{ "displayType": "fullscreen", "fullscreen": { "showClose": true, "cover": { \##(cover) }, "buttons": [] \##(fields) } }"##
        }
        #expect(pointers(fullscreen(##""background": "#000000""##)) == ["/fullscreen"])
        #expect(pointers(fullscreen(##""background": "#000000""##, ##", "image": "https://example.com/a.png""##)) == ["/fullscreen"])
        #expect(pointers(fullscreen(##""background": "#000000", "image": "https://example.com/a.png""##)).isEmpty)
    }

    @Test func carouselReportsEachEmptyItem() throws {
        let text = ##"{ "displayType": "carousel", "carousel": { "showClose": true, "items": [ {}, { \##(title) }, { "action": { "type": "close" } } ] } }"##
        #expect(pointers(text) == ["/carousel/items/0", "/carousel/items/2"])
        let finding = try #require(DesignFixture.contentFindings(DesignFixture.document(text)).last { $0.rule == .noVisibleContent })
        #expect(finding.message == "carousel item 3 draws nothing the user can read: no `title`, `message` or `image`")
    }

    @Test func storySlidesCountButtonsAndImages() {
        func stories(_ item: String) -> String {
            ##"{ "displayType": "stories", "stories": { "showClose": true, "loop": false, "items": [ { "duration": 5, \##(item) } ] } }"##
        }
        #expect(pointers(stories(##""buttons": []"##)) == ["/stories/items/0"])
        #expect(pointers(stories(##""buttons": [\##(button)]"##)).isEmpty)
        #expect(pointers(stories(##""buttons": [], "image": "https://example.com/a.png""##)).isEmpty)
    }

    @Test(arguments: [DisplayType.video, .pip, .scratchcard, .spinwheel])
    func typesWithRequiredContentHaveNoVisibleContentRule(type: DisplayType) {
        // A video, the reward and the wheel segments are required: they always draw something.
        #expect(DesignLayout.of(type).visibleContent == nil)
        #expect(pointers(##"{ "displayType": "\##(type.rawValue)", "\##(type.rawValue)": { "showClose": true } }"##).isEmpty)
    }
}
