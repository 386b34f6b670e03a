@testable import PWTemplateCLI
import Testing

@Suite struct TerminalSafeTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("tab\tstays", "tab\tstays"),
        ("é ü ✔ 😀 and U+00A0\u{A0}", "é ü ✔ 😀 and U+00A0\u{A0}"),
        ("", ""),
        ("line\nbreak\r", "line\u{FFFD}break\u{FFFD}"),
        ("\u{1B}[31mred", "\u{FFFD}[31mred"),
        ("del\u{7F}", "del\u{FFFD}"),
        ("c1 \u{85} \u{9F} but not \u{A0}", "c1 \u{FFFD} \u{FFFD} but not \u{A0}"),
        ("\u{0}", "\u{FFFD}"),
    ])
    func controlCharactersButTabAreReplaced(text: String, expected: String) {
        #expect(text.terminalSafe == expected)
        #expect(text.terminalSafe.unicodeScalars.count == text.unicodeScalars.count)
    }
}
