@testable import PWTemplateSyntax
import Testing

/// The one script-safe escaper (the preview's data island, the live-reload script): the union
/// of what its two former copies escaped.
@Suite struct ScriptSafeJSONTests {
    @Test func everyCharacterThatCouldEndAScriptIsEscaped() {
        let text = "</script><!-- & \u{2028}\u{2029} é"
        #expect(text.scriptSafeJSON == "\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028\\u2029 é")
    }
}
