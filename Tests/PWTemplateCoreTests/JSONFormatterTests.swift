import Foundation
import PWTemplateArchive
import PWTemplateLint
@testable import PWTemplateNative
import PWTemplateSyntax
import Testing

/// `fmt`'s layout: tokens copied byte for byte, whitespace canonical, errors left alone.
@Suite struct JSONFormatterTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func format(_ text: String) -> String? {
        JSONFormatter.format(JSONParser.parse(Array(text.utf8))).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func keepsKeyOrderAndTheSpellingOfEveryToken() {
        let source = #"{"displayType":"modal" ,"z":1.0,"a":1E2,"\u0074itle":"caf\u00e9 \/ \"x\"","é":"é","e":[],"o":{},"n":[null,true,[false,-0]]}"#
        #expect(Self.format(source) == #"""
            {
              "displayType": "modal",
              "z": 1.0,
              "a": 1E2,
              "\u0074itle": "caf\u00e9 \/ \"x\"",
              "é": "é",
              "e": [],
              "o": {},
              "n": [
                null,
                true,
                [
                  false,
                  -0
                ]
              ]
            }

            """#)
    }

    @Test func formattingIsIdempotent() throws {
        let once = try #require(Self.format("{ \"a\" : [ 1 ,\n\n 2 ] ,\t\"b\":{\"c\":\"d\"} }"))
        #expect(Self.format(once) == once)
        #expect(once.hasSuffix("}\n"))
    }

    @Test func aByteOrderMarkIsDroppedAsAWarningAllows() {
        #expect(Self.format("\u{FEFF}{\"a\":1}") == "{\n  \"a\": 1\n}\n")
    }

    @Test(arguments: [
        "{\"a\": 1,}",
        "{\"a\": 1, \"a\": 1}",
        "{\"a\": True}",
        "{\"a\": 1} // note",
        "[1, 2]",
        "{\"a\": ",
    ])
    func aTextWithAJSONErrorIsNotFormatted(_ text: String) {
        #expect(Self.format(text) == nil)
        #expect(JSONFormatter.hasErrors(JSONParser.parse(Array(text.utf8))))
    }

    @Test func everyScaffoldIsAlreadyFormatted() throws {
        let languages = try ScaffoldLanguages(parsing: "en,de")
        for type in DisplayType.allCases {
            for request in [
                ScaffoldRequest(displayType: type), ScaffoldRequest(displayType: type, isMinimal: true),
                ScaffoldRequest(displayType: type, languages: languages),
            ] {
                for file in Scaffold.files(for: request) where file.name.hasSuffix(".json") {
                    let formatted = JSONFormatter.format(JSONParser.parse(file.bytes))
                    #expect(formatted == file.bytes, "\(type) \(file.name) is not in the canonical layout")
                }
            }
        }
    }

    /// The examples are written compactly by hand: formatting changes their layout only, so the
    /// formatted template lints exactly as before, and a second run changes nothing.
    @Test func theExampleTemplatesFormatIdempotentlyAndLintTheSame() throws {
        let folder = Self.packageRoot.appendingPathComponent("Examples/templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.count >= 6)
        for name in names {
            let path = folder.appendingPathComponent(name).path
            let template = Template(TemplateReader.readFolder(atPath: path), path: name, kind: .folder)
            let entries = template.formattedEntries()
            #expect(!entries.isEmpty && entries.allSatisfy { $0.outcome != .invalid }, "\(name)")
            let bytes = Dictionary(uniqueKeysWithValues: entries.map { ($0.entry, $0.changedBytes ?? $0.original) })
            let formatted = Template(
                TemplateContents(nativeConfig: bytes[.nativeConfig], pushwoosh: bytes[.pushwoosh]), path: name, kind: .folder)
            #expect(formatted.formattedEntries().allSatisfy { $0.outcome == .unchanged }, "\(name)")
            let before = TemplateLinter().lint(template).diagnostics.map(\.rule.id)
            let after = TemplateLinter().lint(formatted).diagnostics.map(\.rule.id)
            #expect(before == after, "\(name)")
        }
    }

    @Test func templateEntriesReportTheirErrorsWithTheirEntry() throws {
        let template = Template(nativeConfig: Array("{\"displayType\": \"modal\"}".utf8), pushwoosh: Array("{\"a\": 1,}".utf8), path: "t")
        let entries = template.formattedEntries()
        #expect(entries.map(\.entry) == [.nativeConfig, .pushwoosh])
        #expect(entries[0].outcome == .changed(Array("{\n  \"displayType\": \"modal\"\n}\n".utf8)))
        #expect(entries[1].outcome == .invalid)
        #expect(entries[1].diagnostics.map(\.rule) == [.jsonSyntax])
        #expect(entries[1].diagnostics.allSatisfy { $0.location.entry == .pushwoosh })
    }
}
