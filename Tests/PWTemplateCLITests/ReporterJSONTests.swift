import PWTemplateCore
import Testing
@testable import PWTemplateCLI

@Suite struct ReporterJSONTests {
    @Test func stringsEscapeQuotesBackslashesAndControlCharactersOnly() {
        let value = JSONOutput.string("q\"b\\s/n\nt\tr\r\u{1}\u{1F}\u{7F}é😀")
        #expect(value.rendered() == "\"q\\\"b\\\\s/n\\nt\\tr\\r\\u0001\\u001f\u{7F}é😀\"\n")
    }

    @Test(arguments: [
        ("", #""""#),
        ("\"", #""\"""#),
        ("\u{0}x\u{1B}", #""\u0000x\u001b""#),
        ("\"\u{301}é\\", #""\"\#u{301}é\\""#),
        ("plain text, no escape at all", #""plain text, no escape at all""#),
    ])
    func literalsEscapeAtTheEdgesAndBetweenRuns(text: String, expected: String) {
        #expect(JSONOutput.literal(text) == expected)
    }

    @Test func containersArePrettyPrintedInMemberOrder() {
        let value = JSONOutput.object([
            ("z", .array([.int(-1), .bool(true), .bool(false), .null])),
            ("a", .object([])),
            ("m", .array([])),
            ("k", .object([("s", JSONOutput(nil as String?)), ("n", JSONOutput(7 as Int?))])),
        ])
        #expect(value.rendered() == """
            {
              "z": [
                -1,
                true,
                false,
                null
              ],
              "a": {},
              "m": [],
              "k": {
                "s": null,
                "n": 7
              }
            }

            """)
    }

    @Test func emptyRunHasAllKeysAndNoResults() {
        #expect(JSONReporter(toolVersion: "1.2.3").render([]) == """
            {
              "version": 1,
              "tool": {
                "name": "pwtemplate",
                "version": "1.2.3"
              },
              "summary": {
                "templates": 0,
                "errors": 0,
                "warnings": 0,
                "infos": 0
              },
              "results": []
            }

            """)
    }
}
