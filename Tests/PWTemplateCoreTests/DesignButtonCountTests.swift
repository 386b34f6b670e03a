@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// `too-many-buttons`: lists of more than three buttons, reported at the fourth.
@Suite struct DesignButtonCountTests {
    private func findings(_ text: String) -> [Diagnostic] {
        DesignFixture.contentFindings(DesignFixture.document(text)).filter { $0.rule == .tooManyButtons }
    }

    private func buttons(_ count: Int) -> String {
        Array(repeating: ##"{ "text": { "text": "Go", "color": "#FFFFFF" }, "background": "#000000", "border": { "color": "#000000", "radius": 4 }, "action": { "type": "close" } }"##, count: count)
            .joined(separator: ",")
    }

    @Test(arguments: ["modal", "sheet", "fullscreen", "video"])
    func blockButtonListsAllowThree(type: String) throws {
        func block(_ count: Int) -> String {
            ##"{ "displayType": "\##(type)", "\##(type)": { "showClose": true, "buttons": [\##(buttons(count))] } }"##
        }
        #expect(findings(block(3)).isEmpty)
        let finding = try #require(findings(block(5)).first)
        #expect(finding.location.pointer == "/\(type)/buttons/3")
        #expect(finding.message.hasPrefix("5 buttons on one \(type)"))
    }

    @Test func eachStorySlideIsCountedOnItsOwn() {
        let stories = ##"{ "displayType": "stories", "stories": { "showClose": true, "loop": false, "items": [ { "duration": 3, "buttons": [\##(buttons(3))] }, { "duration": 3, "buttons": [\##(buttons(4))] } ] } }"##
        #expect(findings(stories).map(\.location.pointer) == ["/stories/items/1/buttons/3"])
        #expect(findings(stories).first?.message.hasPrefix("4 buttons on one story slide") == true)
    }

    @Test func otherTypesAndMalformedListsAreNotCounted() {
        #expect(findings(##"{ "displayType": "banner", "banner": { "showClose": true, "buttons": [\##(buttons(5))] } }"##).isEmpty)
        #expect(findings(##"{ "displayType": "modal", "modal": { "showClose": true, "buttons": "many" } }"##).isEmpty)
    }
}
