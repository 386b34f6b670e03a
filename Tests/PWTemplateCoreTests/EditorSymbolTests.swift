@testable import PWTemplateLint
@testable import PWTemplateNative
import Testing

/// The outline of both files.
@Suite struct EditorSymbolTests {
    /// `name (kind)` lines indented by depth.
    private func outline(_ symbols: [EditorSymbol], depth: Int = 0) -> [String] {
        symbols.flatMap { [String(repeating: "  ", count: depth) + $0.name] + outline($0.children, depth: depth + 1) }
    }

    @Test func theModalOutlineNamesButtonsByTheirLabel() throws {
        let template = try EditorFixture.example("templates/modal-test-drive")
        let symbols = EditorFeatures.symbols(in: template, entry: .nativeConfig)
        #expect(symbols.map(\.name) == ["displayType", "modal"])
        let modal = symbols[1]
        #expect(modal.kind == .object)
        #expect(modal.children.map(\.name) == ["showClose", "dimBackground", "background", "image", "title", "message", "buttons"])
        let buttons = modal.children[6]
        #expect(buttons.kind == .array)
        #expect(buttons.detail == "2 elements")
        #expect(buttons.children.map(\.name) == ["Book a test drive", "Not now"])
        #expect(buttons.children.map(\.detail) == ["[0]", "[1]"])
        #expect(modal.children[0].kind == .boolean)
        #expect(modal.children[0].detail == "true")
        let text = Array(EditorFixture.text(of: template).utf8)
        let label = buttons.children[0].selectionRange
        #expect(String(decoding: text[label.start..<label.end], as: UTF8.self) == "\"Book a test drive\"")
        let member = modal.children[2]
        #expect(String(decoding: text[member.range.start..<member.range.end], as: UTF8.self) == "\"background\": \"#FFFFFFFF\"")
        #expect(String(decoding: text[member.selectionRange.start..<member.selectionRange.end], as: UTF8.self) == "\"background\"")
    }

    @Test func segmentsAreNamedByTheirLabelAndItemsByTheirTitle() throws {
        let spinwheel = EditorFeatures.symbols(in: try EditorFixture.example("ios-only/spinwheel-daily-bonus"), entry: .nativeConfig)
        let segments = try #require(spinwheel.last?.children.first { $0.name == "segments" })
        #expect(segments.children.map(\.name) == ["100", "250", "500", "Pickaxe"])
        let carousel = EditorFeatures.symbols(in: try EditorFixture.example("templates/carousel-autumn-collection"), entry: .nativeConfig)
        let items = try #require(carousel.last?.children.first { $0.name == "items" })
        #expect(!items.children.isEmpty)
        #expect(items.children.allSatisfy { !$0.name.hasPrefix("[") })
    }

    @Test func pushwooshOutlineHasSectionsAndKeys() throws {
        let template = try EditorFixture.example("templates/sheet-coffee-rewards")
        let symbols = EditorFeatures.symbols(in: template, entry: .pushwoosh)
        #expect(symbols.map(\.name) == ["default_language", "localization"])
        #expect(symbols[1].children.map(\.name) == ["en", "de", "fr"])
        #expect(symbols[1].children[1].children.map(\.name) == ["heroImage", "title", "message", "order", "later"])
        #expect(symbols[1].children[1].children[4].detail == "Später")
    }

    @Test func everyRangeHoldsItsSelectionAndChildren() throws {
        func check(_ symbols: [EditorSymbol], within parent: EditorRange?) {
            for symbol in symbols {
                #expect(symbol.range.start <= symbol.selectionRange.start && symbol.selectionRange.end <= symbol.range.end)
                if let parent { #expect(parent.start <= symbol.range.start && symbol.range.end <= parent.end) }
                #expect(!symbol.name.isEmpty)
                check(symbol.children, within: symbol.range)
            }
        }
        for folder in EditorFixture.allExamples {
            check(EditorFeatures.symbols(in: try EditorFixture.example(folder), entry: .nativeConfig), within: nil)
        }
    }

    @Test func notJSONHasNoOutline() {
        for text in ["", "not json", "{\"a\": ", "[[[["] {
            #expect(EditorFeatures.symbols(in: EditorFixture.template(text), entry: .nativeConfig).isEmpty)
        }
    }
}
