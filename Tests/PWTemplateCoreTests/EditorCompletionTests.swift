@testable import PWTemplateLint
@testable import PWTemplateNative
import Testing

/// Completion over the schema data, on whole and on half-typed text.
@Suite struct EditorCompletionTests {
    private func completions(_ marked: String, pushwoosh: String? = nil) -> [EditorCompletion] {
        let (text, offset) = EditorFixture.cursor(in: marked)
        return EditorFeatures.completions(in: EditorFixture.template(text, pushwoosh: pushwoosh), entry: .nativeConfig, offset: offset)
    }

    private func labels(_ marked: String, pushwoosh: String? = nil) -> [String] {
        completions(marked, pushwoosh: pushwoosh).sorted { ($0.sortText ?? $0.label) < ($1.sortText ?? $1.label) }.map(\.label)
    }

    @Test func halfTypedKeyInABlockProposesItsFieldsRequiredFirst() {
        let found = completions(#"{"displayType": "modal", "modal": {"ti‸"#)
        let ordered = found.sorted { $0.sortText! < $1.sortText! }.map(\.label)
        #expect(ordered == ["showClose", "dimBackground", "background", "buttons", "image", "title", "message", "dark"])
        let title = try! #require(found.first { $0.label == "title" })
        #expect(title.insertText == ##""title": { "text": "$1", "color": "#$2" }"##)
        #expect(title.isSnippet)
        #expect(title.kind == .property)
        #expect(title.detail == "Text · optional")
        // The partial word and its opening quote: `"ti` starts at byte 35.
        #expect(title.replacing == EditorRange(start: 35, end: 38))
        let buttons = try! #require(found.first { $0.label == "buttons" })
        #expect(buttons.insertText == #""buttons": [$1]"#)
        #expect(found.first { $0.label == "showClose" }?.insertText == #""showClose": ${1|true,false|}"#)
    }

    @Test func anUnclosedNameReplacesOnlyItsWord() {
        let (text, offset) = EditorFixture.cursor(in: #"{"displayType": "modal", "modal": {"ti‸tle}}"#)
        let found = EditorFeatures.completions(in: EditorFixture.template(text), entry: .nativeConfig, offset: offset)
        let start = #"{"displayType": "modal", "modal": {"#.utf8.count
        #expect(found.first { $0.label == "title" }?.replacing == EditorRange(start: start, end: start + 6))
    }

    @Test func presentKeysAreNotProposedAgain() {
        let labels = labels(#"{"displayType": "banner", "banner": {"showClose": true, ‸ "position": "top"}}"#)
        #expect(!labels.contains("showClose"))
        #expect(!labels.contains("position"))
        #expect(labels.first == "background")
    }

    @Test func theRootProposesDisplayTypeAndTheMatchingBlock() {
        #expect(labels(#"{‸}"#).prefix(1) == ["displayType"])
        #expect(labels(#"{"displayType": "pip", ‸}"#).first == "pip")
        #expect(!labels(#"{"displayType": "pip", ‸}"#).contains("modal"))
    }

    @Test func enumValuesAtValuePositions() {
        let types = completions(#"{"displayType": "‸"#)
        #expect(types.map(\.label) == DisplayType.allCases.map(\.rawValue))
        #expect(types.first { $0.label == "pip" }?.detail == BlockSchema.pip.description)
        #expect(types.first { $0.label == "pip" }?.documentation == "`pip`: iOS 7.2.0+ · Android: not supported")
        let positions = completions(#"{"displayType": "banner", "banner": {"position": "b‸"}}"#)
        #expect(positions.map(\.label) == ["top", "bottom"])
        #expect(positions.first?.insertText == #""top""#)
        let quote = #"{"displayType": "banner", "banner": {"position": "#.utf8.count
        // The closed string, both quotes included.
        #expect(positions.first?.replacing == EditorRange(start: quote, end: quote + 3))
        #expect(labels(#"{"displayType": "pip", "pip": {"position": ‸"#) == ["bottom-right", "bottom-left", "top-right", "top-left"])
        #expect(labels(#"{"displayType": "modal", "modal": {"buttons": [{"action": {"type": "‸"}}]}}"#) == ["close", "url"])
    }

    @Test func booleansProposeTrueAndFalse() {
        let found = completions(#"{"displayType": "modal", "modal": {"showClose": tr‸"#)
        #expect(found.map(\.label) == ["true", "false"])
        let word = #"{"displayType": "modal", "modal": {"showClose": "#.utf8.count
        #expect(found.first?.replacing == EditorRange(start: word, end: word + 2))
    }

    @Test func translationKeysAfterDoubleBraces() {
        let pushwoosh = #"{"default_language": "en", "localization": {"en": {"title": "Hello", "cta": "Buy"}, "de": {"title": "Hallo", "extra": "Nur"}}}"#
        let found = completions(#"{"displayType": "modal", "modal": {"title": {"text": "{{ti‸"#, pushwoosh: pushwoosh)
        #expect(found.map(\.label) == ["title", "cta", "extra"])
        #expect(found.first?.detail == "Hello")
        #expect(found.first?.insertText == "title|text|Hello}}")
        #expect(found.first?.kind == .translationKey)
        let start = #"{"displayType": "modal", "modal": {"title": {"text": "{{"#.utf8.count
        #expect(found.first?.replacing == EditorRange(start: start, end: start + 2))
    }

    @Test func insideDarkOnlyTheKeysTheOverlayReadsNoneRequired() {
        let found = completions(#"{"displayType": "modal", "modal": {"showClose": true, "dark": {"‸"}}}"#)
        #expect(Set(found.map(\.label)) == ["background", "image", "title", "message", "buttons"])
        #expect(found.allSatisfy { $0.sortText?.hasPrefix("1") == true && $0.detail?.hasSuffix("optional") == true })
        #expect(found.first { $0.label == "title" }?.insertText == #""title": {$1}"#)
        let nested = completions(#"{"displayType": "modal", "modal": {"dark": {"title": {‸}}}}"#)
        #expect(nested.map(\.label) == ["color"])
    }

    @Test func renamingAKeyBeforeItsColonInsertsTheNameOnly() {
        let found = completions(#"{"displayType": "banner", "banner": {"pos‸": "top"}}"#)
        let position = found.first { $0.label == "position" }
        #expect(position?.insertText == #""position""#)
        #expect(position?.isSnippet == false)
        let start = #"{"displayType": "banner", "banner": {"#.utf8.count
        #expect(position?.replacing == EditorRange(start: start, end: start + 5))
    }

    @Test func theDisplayTypeAfterTheCursorStillSelectsTheBlock() {
        #expect(labels(#"{"stories": {"‸"}, "displayType": "stories"}"#).prefix(3) == ["showClose", "loop", "items"])
        #expect(labels(#"{‸ "displayType": "video"}"#).first == "video")
    }

    @Test func aBlockValueGetsItsRequiredShape() {
        let found = completions(#"{"displayType": "fullscreen", "fullscreen": {"cover": ‸}}"#)
        #expect(found.map(\.insertText) == [##"{ "background": "#$1" }"##])
        #expect(found.first?.detail == "Cover")
    }

    @Test func aClosedPlaceholderGetsTheKeyOnlyAndPushwooshJSONNothing() {
        let pushwoosh = #"{"default_language": "en", "localization": {"en": {"title": "Hello {x}"}}}"#
        let found = completions(#"{"displayType": "modal", "modal": {"title": {"text": "{{‸}}"}}}"#, pushwoosh: pushwoosh)
        #expect(found.map(\.insertText) == ["title"])
        let open = completions(#"{"displayType": "modal", "modal": {"title": {"text": "{{‸"}}}"#, pushwoosh: pushwoosh)
        // A default with a brace would end the placeholder early: the two-part form.
        #expect(open.map(\.insertText) == ["title|text}}"])
        let template = EditorFixture.template("{}", pushwoosh: pushwoosh)
        #expect(EditorFeatures.completions(in: template, entry: .pushwoosh, offset: 1).isEmpty)
    }

    @Test func notJSONAtAllGivesNothingAndNoCrash() {
        for text in ["", "‸", "hello ‸ world", "]]]]‸", "\"\\‸", "{{{{{{{‸", "/* ‸", "{\"a\": [1, 2, ‸"] {
            _ = completions(text)
        }
        #expect(completions("hello ‸ world").isEmpty)
        #expect(completions("]]]]‸").isEmpty)
        // An empty file gets the root object with its one required member.
        #expect(completions("").map(\.insertText) == [#"{ "displayType": "${1|"# + DisplayType.allCases.map(\.rawValue).joined(separator: ",") + #"|}" }"#])
    }
}
