@testable import PWTemplateLint
@testable import PWTemplateNative
import Testing

/// The editor features on text as typed, hostile and huge: no crash, no hang, offsets in bytes.
@Suite(.timeLimit(.minutes(5))) struct EditorRobustnessTests {
    /// Every prefix of every example is a half-typed file: completion at its end never fails,
    /// and a name proposed inside the block is a field of the block's schema. One case per
    /// example, so the examples run side by side.
    @Test(arguments: EditorFixture.allExamples)
    func everyPrefixOfAnExampleCompletes(_ folder: String) throws {
        let full = Array(EditorFixture.text(of: try EditorFixture.example(folder)).utf8)
        let type = try #require(EditorFixture.template(String(decoding: full, as: UTF8.self)).displayType.flatMap(DisplayType.init(rawValue:)))
        let names = Set(NativeConfigSchema.block(for: type).fields.map(\.name) + SchemaSlot.root(for: type).fields.map(\.name))
        var proposed = 0
        for end in 0...full.count where end == full.count || !UTF8.isContinuation(full[end]) {
            let prefix = String(decoding: full[..<end], as: UTF8.self)
            let found = EditorFeatures.completions(in: EditorFixture.template(prefix), entry: .nativeConfig, offset: end)
            for completion in found {
                if let range = completion.replacing { #expect(range.start >= 0 && range.start <= range.end && range.end <= end + 1) }
            }
            let properties = found.filter { $0.kind == .property }.map(\.label)
            proposed += properties.count
            #expect(properties.allSatisfy { names.contains($0) || Self.nestedNames.contains($0) }, "\(folder) at \(end): \(properties)")
        }
        #expect(proposed > 0, "\(folder)")
    }

    /// The examples the prefix test runs on are there (an empty list would run no case).
    @Test func thePrefixTestHasItsExamples() {
        #expect(EditorFixture.allExamples.count >= 7, "\(EditorFixture.allExamples)")
    }

    /// Every field name of a nested block.
    private static let nestedNames = Set(SchemaExporter.reachableBlocks(from: DisplayType.allCases.map(NativeConfigSchema.block(for:)))
        .flatMap(\.fields).map(\.name))

    /// Hover at every offset of an example, and of a copy cut in half, never fails.
    @Test func hoverAtEveryOffset() throws {
        let template = try EditorFixture.example("templates/sheet-coffee-rewards")
        let text = Array(EditorFixture.text(of: template).utf8)
        let findings = TemplateLinter().lint(template).diagnostics
        var hovered = 0
        for offset in -1...text.count + 1 {
            if let hover = EditorFeatures.hover(in: template, entry: .nativeConfig, offset: offset, findings: findings) {
                hovered += 1
                if let range = hover.range { #expect(range.start <= offset && offset <= range.end) }
            }
        }
        #expect(hovered > text.count / 2)
        let half = EditorFixture.template(String(decoding: text[..<(text.count / 2)], as: UTF8.self))
        for offset in 0...text.count / 2 { _ = EditorFeatures.hover(in: half, entry: .nativeConfig, offset: offset, findings: []) }
    }

    /// A 5 MB string value: completion after it, hover on the field after it, colours and the
    /// outline answer in one pass each.
    @Test func aFiveMegabyteStringStaysLinear() throws {
        let filler = String(repeating: "é", count: 1_250_000) + "{x|y" + String(repeating: "é", count: 1_250_000)
        let head = ##"{"displayType": "modal", "modal": {"title": {"text": "{{a|text|A}}"## + filler + ##"{{zz|text|Z}}", "##
        let config = head + ##""color": "#FFF"}, "buttons": [], "ti"##
        let template = EditorFixture.template(config)
        let names = EditorFeatures.completions(in: template, entry: .nativeConfig, offset: config.utf8.count)
        #expect(names.map(\.label).contains("showClose"))
        #expect(!names.map(\.label).contains("buttons"))
        #expect(EditorFeatures.completions(in: template, entry: .nativeConfig, offset: head.utf8.count - 6).isEmpty)
        // Closed, the text parses.
        let closed = EditorFixture.template(head + ##""color": "#FFF"}, "buttons": []}}"##)
        let hover = EditorFeatures.hover(in: closed, entry: .nativeConfig, offset: head.utf8.count + 2, findings: [])
        #expect(hover?.markdown.hasPrefix("**`color`**: colour · required") == true)
        #expect(EditorFeatures.colors(in: closed, entry: .nativeConfig).count == 1)
        let symbols = EditorFeatures.symbols(in: closed, entry: .nativeConfig)
        #expect(symbols.last?.children.first?.children.first?.detail?.count == SymbolOutline.detailLength)
    }

    /// Thousands of placeholders in one value: hover on the last is linear, not quadratic.
    @Test func manyPlaceholdersInOneValue() {
        let value = String(repeating: "{{key|text|ä}} ", count: 50_000)
        let config = ##"{"displayType": "modal", "modal": {"title": {"text": ""## + value + ##"", "color": "#FFF"}}}"##
        let offset = EditorFixture.offset(of: "\", \"color\"", in: config, plus: -4)
        let hover = EditorFeatures.hover(in: EditorFixture.template(config), entry: .nativeConfig, offset: offset, findings: [])
        #expect(hover?.markdown.hasPrefix("**`{{key|text|ä}}`**") == true)
    }

    @Test func deepNestingAndJunk() {
        let deep = String(repeating: "[", count: 100_000)
        let deepObjects = String(repeating: "{\"a\": ", count: 50_000)
        for text in [deep, deepObjects, "\u{FEFF}{}", "{\"displayType\": \"modal\", \"modal\": {,,,:::}}}}}]]]", "\"unterminated", "{/* open comment"] {
            let template = EditorFixture.template(text)
            let end = text.utf8.count
            for offset in [0, end / 2, end] {
                _ = EditorFeatures.completions(in: template, entry: .nativeConfig, offset: offset)
                _ = EditorFeatures.hover(in: template, entry: .nativeConfig, offset: offset, findings: [])
            }
            _ = EditorFeatures.colors(in: template, entry: .nativeConfig)
            _ = EditorFeatures.symbols(in: template, entry: .nativeConfig)
        }
        #expect(EditorFeatures.completions(in: EditorFixture.template(deepObjects), entry: .nativeConfig, offset: deepObjects.utf8.count).isEmpty)
    }

    /// Offsets are UTF-8 bytes: an emoji before a value counts four.
    @Test func anEmojiBeforeTheCursorCountsItsBytes() throws {
        let (text, offset) = EditorFixture.cursor(in: #"{"displayType": "banner", "banner": {"title": {"text": "🚀🚀"}, "position": "t‸"#)
        let found = EditorFeatures.completions(in: EditorFixture.template(text), entry: .nativeConfig, offset: offset)
        #expect(found.map(\.label) == ["top", "bottom"])
        #expect(found.first?.replacing == EditorRange(start: offset - 2, end: offset))
        let config = #"{"displayType": "banner", "banner": {"title": {"text": "🚀🚀"}, "position": "top"}}"#
        let hover = EditorFeatures.hover(in: EditorFixture.template(config), entry: .nativeConfig,
                                         offset: EditorFixture.offset(of: "\"top\"", in: config, plus: 1), findings: [])
        #expect(hover?.markdown.contains("**`position`**") == true)
        #expect(hover?.range == EditorRange(start: EditorFixture.offset(of: "\"top\"", in: config), end: EditorFixture.offset(of: "\"top\"", in: config) + 5))
    }
}
