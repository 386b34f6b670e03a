@testable import PWTemplateInApp
@testable import PWTemplateLint
import PWTemplateSyntax
import Testing

/// The fixes on In-App findings, applied by the generic fixer as `lint --fix` does.
@Suite struct InAppFixTests {
    @Test func lowerCaseColourBecomesUpperCase() {
        let fixed = InAppFixture.fixed(InAppExample.text(["style": ##"{ "background_color": "#102030", "text_color": "#ffffff" }"##]))
        #expect(fixed.contains(##""text_color": "#FFFFFF""##))
        #expect(InAppFixture.findings(fixed) == [])
    }

    @Test func pushPermissionNullValueIsRemoved() {
        for action in [#"{ "type": "push_permission", "value": null }"#, #"{ "value": null, "type": "push_permission" }"#] {
            let fixed = InAppFixture.fixed(InAppExample.text(["buttons": "[" + InAppExample.button(action: action) + "]"]))
            #expect(fixed.contains(#""action": { "type": "push_permission" }"#), "\(fixed)")
            #expect(InAppFixture.findings(fixed) == ["inapp-push-permission-audience /buttons/0/action/type"])
        }
    }

    @Test func pushPermissionStringValueHasNoSafeFix() {
        let text = InAppExample.text(["buttons": "[" + InAppExample.button(action: #"{ "type": "push_permission", "value": "x" }"#) + "]"])
        #expect(InAppFixture.fixed(text) == text)
    }

    @Test func numberInAStringBecomesTheNumber() {
        let fixed = InAppFixture.fixed(InAppExample.text(["dismiss_after_seconds": #""8""#]))
        #expect(fixed.contains(#""dismiss_after_seconds": 8"#))
        #expect(InAppFixture.findings(fixed) == [])
    }

    @Test func httpBecomesHTTPSOnlyWithUnsafeFixes() {
        let text = InAppExample.text([
            "image_url": #""http://cdn.example.com/a.png""#,
            "buttons": "[" + InAppExample.button(action: #"{ "type": "url", "value": "http://example.com/offer" }"#) + "]",
        ])
        #expect(InAppFixture.fixed(text) == text)
        let fixed = InAppFixture.fixed(text, unsafe: true)
        #expect(fixed.contains(#""https://cdn.example.com/a.png""#) && fixed.contains(#""https://example.com/offer""#))
        #expect(InAppFixture.findings(fixed) == [])
    }
}
