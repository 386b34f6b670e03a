import Foundation
@testable import PWTemplateCLI
import PWTemplateLint
@testable import PWTemplateNative
import PWTemplateSyntax
import Testing

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

    @Test(arguments: [0, 7, 9, 10, 99, 100, 1_234_567, -1, -10, Int.max, Int.min, Int.min + 1])
    func integersAreWrittenAsStringSpellsThem(value: Int) {
        #expect(JSONOutput.int(value).rendered() == String(value) + "\n")
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

    /// One finding per kind of fix, and one without: `fix` is written only when there is one.
    static let fixReport = TemplateReport(path: "promo.zip", kind: .archive, diagnostics: [
        Diagnostic(
            rule: .jsonDuplicateKey, message: "duplicate key \"title\"", entry: .nativeConfig, pointer: "/modal/title",
            range: ReporterFixtures.span(2, 3, 2, 10),
            fix: Fix(title: "remove the first \"title\"", applicability: .safe, change: .edits(.nativeConfig, [
                TextEdit(bytes: 14..<31, replacement: ""),
                TextEdit(bytes: 40..<40, replacement: "\"é\"\n"),
            ]))),
        Diagnostic(
            rule: .unusedFile, message: "never read", entry: "images/x.png",
            fix: Fix(title: "remove images/x.png", applicability: .unsafe, change: .dropEntry("images/x.png"))),
        Diagnostic(
            rule: .configNotAtRoot, message: "not at the root", entry: "promo/native-config.json",
            fix: Fix(title: "move the template out of promo/", applicability: .unsafe, change: .moveToRoot(folder: "promo"))),
        Diagnostic(rule: .archiveJunk, message: "dead weight", entry: ".DS_Store"),
    ], sources: [.nativeConfig: ReporterFixtures.blank])

    @Test func aFixIsWrittenAfterRelatedOnlyWhenTheFindingHasOne() {
        #expect(JSONReporter(toolVersion: "1.2.3").render([Self.fixReport]) == #"""
            {
              "version": 1,
              "tool": {
                "name": "pwtemplate",
                "version": "1.2.3"
              },
              "summary": {
                "templates": 1,
                "errors": 2,
                "warnings": 2,
                "infos": 0
              },
              "results": [
                {
                  "path": "promo.zip",
                  "displayType": null,
                  "diagnostics": [
                    {
                      "rule": "archive-junk",
                      "severity": "warning",
                      "message": "dead weight",
                      "hint": null,
                      "entry": ".DS_Store",
                      "pointer": null,
                      "line": null,
                      "column": null,
                      "endLine": null,
                      "endColumn": null,
                      "language": null,
                      "platform": null,
                      "related": []
                    },
                    {
                      "rule": "unused-file",
                      "severity": "warning",
                      "message": "never read",
                      "hint": null,
                      "entry": "images/x.png",
                      "pointer": null,
                      "line": null,
                      "column": null,
                      "endLine": null,
                      "endColumn": null,
                      "language": null,
                      "platform": null,
                      "related": [],
                      "fix": {
                        "title": "remove images/x.png",
                        "applicability": "unsafe",
                        "kind": "drop-entry",
                        "entry": "images/x.png",
                        "folder": null,
                        "edits": []
                      }
                    },
                    {
                      "rule": "json-duplicate-key",
                      "severity": "error",
                      "message": "duplicate key \"title\"",
                      "hint": null,
                      "entry": "native-config.json",
                      "pointer": "/modal/title",
                      "line": 2,
                      "column": 3,
                      "endLine": 2,
                      "endColumn": 10,
                      "language": null,
                      "platform": null,
                      "related": [],
                      "fix": {
                        "title": "remove the first \"title\"",
                        "applicability": "safe",
                        "kind": "edits",
                        "entry": "native-config.json",
                        "folder": null,
                        "edits": [
                          {
                            "start": 14,
                            "end": 31,
                            "line": 1,
                            "column": 15,
                            "endLine": 1,
                            "endColumn": 32,
                            "replacement": ""
                          },
                          {
                            "start": 40,
                            "end": 40,
                            "line": 1,
                            "column": 41,
                            "endLine": 1,
                            "endColumn": 41,
                            "replacement": "\"é\"\n"
                          }
                        ]
                      }
                    },
                    {
                      "rule": "config-not-at-root",
                      "severity": "error",
                      "message": "not at the root",
                      "hint": null,
                      "entry": "promo/native-config.json",
                      "pointer": null,
                      "line": null,
                      "column": null,
                      "endLine": null,
                      "endColumn": null,
                      "language": null,
                      "platform": null,
                      "related": [],
                      "fix": {
                        "title": "move the template out of promo/",
                        "applicability": "unsafe",
                        "kind": "move-to-root",
                        "entry": null,
                        "folder": "promo",
                        "edits": []
                      }
                    }
                  ]
                }
              ]
            }

            """#)
    }

    /// The edits of a fix give lines and columns in the text of the entry they edit, which may
    /// not be the finding's (a German colour fixed in pushwoosh.json), and the report keeps
    /// that text for them.
    @Test func fixEditsGiveLinesAndColumnsOfTheEditedEntry() throws {
        let localization = SourceText(bytes: Array("{\n  \"de\": {\"c\": \"é12\"}\n}\n".utf8))
        let report = TemplateReport(path: "promo", kind: .folder, diagnostics: [
            Diagnostic(
                rule: .jsonDuplicateKey, message: "colour", entry: .nativeConfig, pointer: "/modal/background",
                fix: Fix(title: "add '#'", applicability: .safe, change: .edits(.pushwoosh, [TextEdit(bytes: 17..<17, replacement: "#")]))),
        ], sources: [.pushwoosh: localization]).keepingFramedSources()
        #expect(report.sources[.pushwoosh] != nil)
        let rendered = JSONReporter(toolVersion: "1").render([report])
        let compact = rendered.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        #expect(compact.contains(##""edits": [{"start": 17,"end": 17,"line": 2,"column": 16,"endLine": 2,"endColumn": 16,"replacement": "#"}]"##), "\(rendered)")
    }
}
