@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// `no-way-out`: what counts as a way out per display type, and what is left alone.
@Suite struct DesignWayOutTests {
    private func findings(_ text: String) -> [Diagnostic] {
        DesignFixture.contentFindings(DesignFixture.document(text)).filter { $0.rule == .noWayOut }
    }

    private func button(_ action: String) -> String {
        ##"{ "text": { "text": "Go", "color": "#FFFFFF" }, "background": "#000000", "border": { "color": "#000000", "radius": 4 }, "action": \##(action) }"##
    }

    private let link = ##"{ "type": "url", "url": "https://example.com" }"##

    private func modal(showClose: String = "false", dim: String = "false", buttons: [String]) -> String {
        ##"{ "displayType": "modal", "modal": { "showClose": \##(showClose), "dimBackground": \##(dim), "background": "#FFFFFF", "title": { "text": "Hi", "color": "#000000" }, "buttons": [\##(buttons.joined(separator: ","))] } }"##
    }

    @Test func modalWithOnlyLinksAndNoCloseTrapsUsers() throws {
        let finding = try #require(findings(modal(buttons: [button(link)])).first)
        #expect(finding.location.pointer == "/modal/showClose")
        #expect(finding.message.hasPrefix("users cannot close this modal except by following a link"))
        #expect(!finding.message.contains("autoDismiss"))
    }

    @Test func closeControlCloseActionOrScrimTapIsAWayOut() {
        #expect(findings(modal(showClose: "true", buttons: [button(link)])).isEmpty)
        #expect(findings(modal(buttons: [button(link), button(##"{ "type": "CLOSE" }"##)])).isEmpty)
        #expect(findings(modal(dim: "true", buttons: [button(link)])).isEmpty)
    }

    @Test func emptyButtonsForceTheCloseControlSoNothingIsReported() {
        #expect(findings(modal(buttons: [])).isEmpty)
        let fullscreen = ##"{ "displayType": "fullscreen", "fullscreen": { "showClose": false, "cover": { "background": "#000000" }, "buttons": [] } }"##
        #expect(findings(fullscreen).isEmpty)
    }

    @Test func unreadableValuesAreLeftToTheSchema() {
        #expect(findings(modal(showClose: "\"false\"", buttons: [button(link)])).isEmpty)
        #expect(findings(modal(buttons: [button("\"close\"")])).isEmpty)
    }

    @Test func bannerNeedsCloseAutoDismissOrACloseAction() throws {
        func banner(_ extra: String, action: String) -> String {
            ##"{ "displayType": "banner", "banner": { "showClose": false, "position": "top", "background": "#000000", "title": { "text": "Hi", "color": "#FFFFFF" }, "action": \##(action) \##(extra) } }"##
        }
        let finding = try #require(findings(banner("", action: link)).first)
        #expect(finding.message.contains("no `autoDismiss`"))
        #expect(finding.hint?.contains("autoDismiss") == true)
        #expect(findings(banner(##", "autoDismiss": 5"##, action: link)).isEmpty)
        #expect(findings(banner("", action: ##"{ "type": "close" }"##)).isEmpty)
    }

    @Test func carouselWithoutActionsCannotBeClosedAtAll() throws {
        let carousel = ##"{ "displayType": "carousel", "carousel": { "showClose": false, "items": [ { "title": { "text": "A", "color": "#FFFFFF" } } ] } }"##
        let finding = try #require(findings(carousel).first)
        #expect(finding.message.hasPrefix("users cannot close this carousel at all"))
    }

    @Test func storiesEndAfterTheLastSlideUnlessTheyLoop() {
        func stories(loop: Bool) -> String {
            ##"{ "displayType": "stories", "stories": { "showClose": false, "loop": \##(loop), "items": [ { "duration": 5, "buttons": [\##(button(link))] } ] } }"##
        }
        #expect(findings(stories(loop: false)).isEmpty)
        #expect(findings(stories(loop: true)).map(\.location.pointer) == ["/stories/showClose"])
    }

    @Test func rewardButtonsCanCloseGames() {
        func spinwheel(_ rewardAction: String) -> String {
            ##"{ "displayType": "spinwheel", "spinwheel": { "showClose": false, "reward": { "code": "X", "button": \##(button(rewardAction)) }, "segments": [] } }"##
        }
        #expect(findings(spinwheel(##"{ "type": "close" }"##)).isEmpty)
        #expect(findings(spinwheel(link)).count == 1)
    }

    @Test func missingShowCloseIsReportedAtTheBlock() {
        let pip = ##"{ "displayType": "pip", "pip": { "action": { "type": "url", "url": "https://example.com" } } }"##
        #expect(findings(pip).map(\.location.pointer) == ["/pip"])
    }
}
