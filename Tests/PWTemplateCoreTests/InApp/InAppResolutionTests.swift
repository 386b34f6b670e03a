@testable import PWTemplateInApp
@testable import PWTemplateLint
import PWTemplateSyntax
import Testing

/// `resolve` of In-App files: each message as an SDK renders it.
@Suite struct InAppResolutionTests {
    static func resolved(_ text: String, format: ResolveRequest.Format = .json) -> ResolvedDocument? {
        try? InAppFixture.kind.resolve(InAppFixture.document(text), request: ResolveRequest(format: format)).get()
    }

    @Test func defaultsApplyWhenAbsent() {
        let output = Self.resolved(InAppExample.text(["format": nil]))?.output
        #expect(output == """
            {
              "messages": [
                {
                  "id": "00000000-0000-4000-8000-0000000000a1",
                  "format": "center",
                  "title": "Spring sale",
                  "body": "Everything is 20 % off until Sunday.",
                  "image_url": null,
                  "image_action": null,
                  "style": {
                    "background_color": null,
                    "text_color": null,
                    "button_color": null,
                    "button_text_color": null,
                    "text_align": "left",
                    "margin": true
                  },
                  "dismiss_after_seconds": null,
                  "trigger": {
                    "type": "session_start"
                  },
                  "buttons": []
                }
              ]
            }

            """)
    }

    @Test func unknownFormatRendersCenterWithANote() {
        let resolved = Self.resolved(InAppExample.text(["format": #""banner""#]))
        #expect(resolved?.output.contains(#""format": "center""#) == true)
        #expect(resolved?.notes == [#"message 1: "format" "banner", rendered center"#])
    }

    @Test func styleTokensTakeTheirEffectiveValues() {
        let text = InAppExample.text(["style": ##"{ "background_color": "#10203f", "text_color": "#FFF", "button_color": 3, "text_align": "justify", "margin": false }"##])
        guard let message = InAppFixture.document(text).document?.cursor else {
            Issue.record("no root")
            return
        }
        let resolved = InAppResolution.resolved(message)
        #expect(resolved.colors == ["#10203F", nil, nil, nil])
        #expect(resolved.textAlign == "left")
        #expect(resolved.margin == false)
    }

    @Test func contractResponseResolvesEveryField() {
        let output = Self.resolved(InAppFixture.contractResponse)?.output ?? ""
        for expected in [##""dismiss_after_seconds": 8"##, ##""name": "checkout_done""##, ##""value": "exampleapp://offers/42""##, ##""text_align": "center""##, ##""button_color": "#E94B8B""##] {
            #expect(output.contains(expected), "\(expected)")
        }
    }

    @Test func pushPermissionActionHasNoValue() {
        let output = Self.resolved(InAppExample.text(["buttons": "[" + InAppExample.button(action: #"{ "type": "push_permission", "value": null }"#) + "]"]))?.output ?? ""
        #expect(output.contains(#""type": "push_permission""#) && !output.contains(#""value""#))
    }

    @Test func textFormIsReadable() {
        let output = Self.resolved(InAppFixture.contractResponse, format: .text)?.output ?? ""
        #expect(output.hasPrefix("Message 1 (00000000-0000-4000-8000-0000000000a1): center\n  Title: \"Example title\"\n"))
        #expect(output.contains("  Closes: after 8 s, or by the user\n"))
        #expect(output.contains("  Shown: on the event \"checkout_done\"\n"))
        #expect(output.contains("  Button 1 \"See more\" (id a1b2c3d4): deeplink exampleapp://offers/42\n"))
    }

    @Test func unparseableFileIsRefused() {
        let result = InAppFixture.kind.resolve(InAppFixture.document("nope"), request: ResolveRequest())
        #expect((try? result.get()) == nil)
    }
}
