import Foundation
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// The invariant that lets language variants share findings (``VariantKey``): the checks read a
/// value at a text position only through its ``TextValueClass``. If a check starts reading
/// texts in any other way, the corpus tests here fail.
@Suite struct TextPositionsTests {
    /// A parsed template: its root, source text and its string values with their text-position
    /// flags: every string but those equal to `displayType` (which, when it varies, leaves no
    /// text positions).
    struct Parsed {
        var root: JSONCursor
        var text: SourceText
        var isVarying: (String) -> Bool
        var strings: [String]
        var isText: [Bool]

        init(_ json: String) {
            let document = JSONParser.parse(Array(json.utf8))
            guard let root = document.cursor else { preconditionFailure("not JSON: \(json)") }
            self.root = root
            text = document.text
            let displayType: String? = if case .string(let name)? = root["displayType"]?.value { name } else { nil }
            isVarying = { $0 != displayType }
            let located = LocatedString.all(in: root, text: text, textPositions: TextPositions(root: root), where: isVarying)
            strings = located.map(\.value)
            isText = located.map(\.isTextPosition)
        }

        /// Whether the string value `value` stands at a text position (it must occur exactly once).
        func isText(_ value: String) -> Bool {
            let indices = strings.indices.filter { strings[$0] == value }
            precondition(indices.count == 1, "\(value) occurs \(indices.count) times")
            return isText[indices[0]]
        }

        /// The findings of the template with each text replaced by `replacement(original)`.
        func findings(replacingTexts replacement: (String) -> String, configuration: LintConfiguration) -> [Diagnostic] {
            let replaced = zip(strings, isText).map { value, isText in isText ? replacement(value) : value }
            return NativeConfigChecks.check(JSONCursor(tape: root.tape.replacingStrings(where: isVarying, with: replaced)), text: text, configuration: configuration)
        }
    }

    // MARK: - The lookup

    @Test func textsOfTheDisplayedBlockAreFound() {
        let parsed = Parsed(#"""
            {"displayType": "Modal", "modal": {"background": "#FFFFFFFF",
             "title": {"text": "T", "color": "#000000FF"},
             "buttons": [{"text": {"text": "B", "color": "#000001FF"}, "background": "#000002FF",
                          "action": {"type": "url", "url": "https://example.com"}}]}}
            """#)
        #expect(parsed.strings.count == parsed.isText.count)
        #expect(parsed.isText("T"))
        #expect(parsed.isText("B"))
        for other in ["#FFFFFFFF", "#000000FF", "#000001FF", "#000002FF", "url", "https://example.com"] {
            #expect(!parsed.isText(other), "\(other)")
        }
    }

    @Test func listsOfItemsAreFollowed() {
        let parsed = Parsed(#"{"displayType": "stories", "stories": {"items": [{"title": {"text": "S1"}}, {"message": {"text": "S2"}}]}}"#)
        #expect(parsed.isText("S1"))
        #expect(parsed.isText("S2"))
    }

    @Test func textsOutsideTheSchemaAreNotTexts() {
        let parsed = Parsed(#"""
            {"displayType": "modal", "inAppId": "envelope", "extra": {"text": "root-unknown"},
             "banner": {"title": {"text": "other-type"}}, "Modal": {"title": {"text": "wrong-case"}},
             "modal": {"title": {"text": "light", "extra": "unknown-field", "more": {"text": "nested-unknown"}},
                       "message": "a string, not a Text",
                       "dark": {"title": {"text": "dark"}}}}
            """#)
        #expect(parsed.isText("light"))
        for other in ["envelope", "root-unknown", "other-type", "wrong-case", "unknown-field", "nested-unknown",
                      "a string, not a Text", "dark"] {
            #expect(!parsed.isText(other), "\(other)")
        }
    }

    @Test func aPlaceholderDisplayTypeLeavesNoTexts() {
        let json = #"{"displayType": "{{type|text|modal}}", "modal": {"title": {"text": "{{t|text|T}}"}}}"#
        #expect(Template(nativeConfig: Array(json.utf8), path: "t").placeholderStrings.map(\.isTextPosition) == [false, false])
        let plain = #"{"displayType": "modal", "modal": {"title": {"text": "{{t|text|T}}"}}}"#
        #expect(Template(nativeConfig: Array(plain.utf8), path: "t").placeholderStrings.map(\.isTextPosition) == [true])
    }

    // MARK: - Classes and keys

    @Test func classesAreEmptyBlankOrReadable() {
        #expect(TextValueClass("") == .empty)
        #expect(TextValueClass(" \t\n\u{3000}") == .blank)
        #expect(TextValueClass(" a ") == .readable)
        // ASCII whitespace is tab to carriage return and space; past a non-ASCII byte the
        // Unicode property decides.
        #expect(TextValueClass("\u{0B}\u{0C}\r") == .blank)
        #expect(TextValueClass("\u{1C}") == .readable)
        #expect(TextValueClass(" \u{A0}") == .blank)
        #expect(TextValueClass("\u{3000}a") == .readable)
        #expect(TextValueClass(" é") == .readable)
    }

    @Test func keysCompareTextsByClassAndTheRestExactly() {
        let flags = [true, false]
        let key = VariantKey(resolved: ["Hello", "#FFFFFFFF"], textPositions: flags)
        #expect(key == VariantKey(resolved: ["Hallo", "#FFFFFFFF"], textPositions: flags))
        #expect(key != VariantKey(resolved: ["", "#FFFFFFFF"], textPositions: flags))
        #expect(key != VariantKey(resolved: [" ", "#FFFFFFFF"], textPositions: flags))
        #expect(key != VariantKey(resolved: ["Hello", "#FFFFFF00"], textPositions: flags))
    }

    // MARK: - The invariant over the corpus

    /// Readable stand-ins chosen to trip a check that reads texts as something else: a colour,
    /// an action type, a URL, a boolean, a number, a placeholder, an enumeration value.
    static let readableStandIns = ["x", "#00000000", "close", "https://example.com", "true", "5", "{{name|text|}}", "bottom", "  Padded \"quoted\" é  "]
    static let blankStandIns = [" ", "\u{3000}\t\n"]

    /// Every corpus template: the examples and the conformance corpus's valid templates and
    /// rejected mutations, each with the targets it is linted for.
    static func corpus() throws -> [(name: String, json: String, configuration: LintConfiguration)] {
        let packageRoot = ConformanceCorpus.folder.deletingLastPathComponent().deletingLastPathComponent()
        var corpus: [(name: String, json: String, configuration: LintConfiguration)] = []
        func configuration(_ platforms: [Platform]) -> LintConfiguration {
            LintConfiguration(targets: TargetSelection(targets: platforms.map { Target(platform: $0) }))
        }
        for (gallery, platforms) in [("Examples/templates", [Platform.ios, .android]), ("Examples/ios-only", [.ios])] {
            let folder = packageRoot.appendingPathComponent(gallery)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                let file = folder.appendingPathComponent(name).appendingPathComponent("native-config.json")
                corpus.append((gallery + "/" + name, try String(contentsOf: file, encoding: .utf8), configuration(platforms)))
            }
        }
        for file in try ConformanceTests.validFiles() {
            let template = try ConformanceCorpus.value(of: "valid/" + file)
            let platforms = ConformanceCorpus.platforms(rendering: try ConformanceCorpus.displayType(of: template))
            corpus.append(("valid/" + file, template.jsonText(), configuration(platforms)))
        }
        for mutation in try ConformanceTests.mutationCases() {
            let base = try ConformanceCorpus.value(of: "valid/" + mutation.base)
            let platforms = ConformanceCorpus.platforms(rendering: try ConformanceCorpus.displayType(of: base))
            corpus.append((mutation.testDescription, try base.applying(mutation.edit).jsonText(), configuration(platforms)))
        }
        return corpus
    }

    @Test func textsOfOneClassGiveTheSameFindings() throws {
        var textCount = 0
        var changedByEmptying = 0
        for template in try Self.corpus() {
            let parsed = Parsed(template.json)
            #expect(parsed.strings.count == parsed.isText.count, "\(template.name)")
            let found = parsed.findings(replacingTexts: { $0 }, configuration: template.configuration)
            let standIns = Self.readableStandIns.map { standIn in { (text: String) in TextValueClass(text) == .readable ? standIn : text } }
                + Self.blankStandIns.map { standIn in { (text: String) in TextValueClass(text) == .blank ? standIn : text } }
            for replacement in standIns {
                #expect(parsed.findings(replacingTexts: replacement, configuration: template.configuration) == found, "\(template.name)")
            }
            let texts = parsed.isText.filter { $0 }.count
            textCount += texts
            if texts > 0, parsed.findings(replacingTexts: { _ in "" }, configuration: template.configuration) != found {
                changedByEmptying += 1
            }
        }
        // The comparison can fail: the corpus has texts, and emptying them changes the findings.
        #expect(textCount > 100)
        #expect(changedByEmptying > 50)
    }

    @Test func blankTextsChangeTheFindingsWhereNothingElseShows() {
        let parsed = Parsed(#"""
            {"displayType": "banner", "banner": {"showClose": true, "background": "#FFFFFFFF",
             "title": {"text": "Hi", "color": "#000000FF"}, "action": {"type": "close"}}}
            """#)
        let configuration = LintConfiguration()
        let readable = parsed.findings(replacingTexts: { $0 }, configuration: configuration)
        let blank = parsed.findings(replacingTexts: { _ in " " }, configuration: configuration)
        #expect(!readable.contains { $0.rule == .noVisibleContent })
        #expect(blank.contains { $0.rule == .noVisibleContent })
    }
}
