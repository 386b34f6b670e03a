@testable import PWTemplateInApp
@testable import PWTemplateLint
import PWTemplateSyntax
import Testing

/// The hover and completions of an In-App file in an editor: what a key or an enumerated value
/// does (inapp-api-contract.md), the findings there, and the keys and values that fit the cursor,
/// in half-typed text too.
@Suite struct InAppEditorHoverTests {
    /// The byte offset of `needle` in `text` (its `occurrence`-th), plus `after`.
    static func offset(of needle: String, in text: String, after: Int = 1, occurrence: Int = 0) -> Int {
        var rest = Substring(text)
        var base = 0
        for _ in 0..<occurrence {
            guard let found = rest.range(of: needle) else { return -1 }
            base += rest[..<found.upperBound].utf8.count
            rest = rest[found.upperBound...]
        }
        guard let found = rest.range(of: needle) else { return -1 }
        return base + rest[..<found.lowerBound].utf8.count + after
    }

    static func hover(_ text: String, at needle: String, after: Int = 1, occurrence: Int = 0) -> EditorHover? {
        let document = InAppFixture.document(text)
        let findings = InAppFixture.kind.lint(document, configuration: LintConfiguration()).diagnostics
        return InAppFixture.kind.hover(in: document, entry: document.entry, offset: offset(of: needle, in: text, after: after, occurrence: occurrence),
                                       findings: findings)
    }

    /// The completions at the end of `text` (or where `marker` stands, the marker removed).
    static func completions(_ text: String, marker: String = "‸") -> [EditorCompletion] {
        let cursor = text.contains(marker) ? offset(of: marker, in: text, after: 0) : text.utf8.count
        let document = InAppFixture.document(text.replacingOccurrences(of: marker, with: ""))
        return InAppFixture.kind.completions(in: document, entry: document.entry, offset: cursor)
    }

    @Test func aKeySaysWhatItDoesFromTheContract() throws {
        let text = InAppFixture.contractResponse
        let format = try #require(Self.hover(text, at: #""format""#))
        #expect(format.markdown.hasPrefix("**`format`** (message): top | center | bottom | full"))
        #expect(format.markdown.contains("An SDK that does not know a format renders `center`."))
        let start = Self.offset(of: #""format""#, in: text, after: 0)
        #expect(format.range == EditorRange(start: start, end: start + 8), "the key, quotes included")
        let align = try #require(Self.hover(text, at: #""text_align""#))
        #expect(align.markdown.contains("(style)") && align.markdown.contains("Absent means `left`."))
        let label = try #require(Self.hover(text, at: #""label""#))
        #expect(label.markdown.contains("(button)") && label.markdown.contains("Up to 30 characters."))
        let messages = try #require(Self.hover(text, at: #""messages""#))
        #expect(messages.markdown.contains("(eligible response)"))
    }

    @Test func anEnumeratedValueSaysWhatThatValueDoes() throws {
        let center = try #require(Self.hover(InAppFixture.contractResponse, at: #""center""#))
        #expect(center.markdown.contains("`center`: Card centered, at most 90% of the width, on a 50% black backdrop"))
        let text = InAppExample.text(["buttons": "[" + InAppExample.button(action: #"{ "type": "push_permission" }"#) + "]"])
        let push = try #require(Self.hover(text, at: #""push_permission""#))
        #expect(push.markdown.contains("**`type`** (button action): url | deeplink | push_permission · required"))
        #expect(push.markdown.contains("`push_permission`: The built-in action"))
    }

    @Test func aFindingThereComesFirst() throws {
        let hover = try #require(Self.hover(InAppExample.text(["format": #""banner""#]), at: #""banner""#))
        let parts = hover.markdown.components(separatedBy: "\n\n---\n\n")
        #expect(parts.count == 2)
        #expect(parts.first?.contains("`inapp-unknown-format`") == true)
        #expect(parts.last?.hasPrefix("**`format`**") == true)
    }

    @Test func nothingOnBlanksOrUnknownKeys() {
        let text = "{\n  \"format\": \"top\",\n  \"colour\": 1,\n\n  \"trigger\": { \"type\": \"session_start\" }\n}"
        #expect(Self.hover(text, at: "\n\n", after: 1) == nil)
        #expect(Self.hover(text, at: #""colour""#)?.markdown.contains("colour") != true)
    }

    @Test func theKeysOfTheObjectAtTheCursorRequiredFirst() {
        let typed = "{\n  \"id\": \"x\",\n  \"fo"
        let message = Self.completions(typed)
        #expect(message.map(\.label).contains("format") && !message.map(\.label).contains("id"), "a key present is not proposed again")
        let format = message.first { $0.label == "format" }
        #expect(format?.insertText == #""format": "${1|top,center,bottom,full|}""#)
        #expect(format?.replacing == EditorRange(start: Self.offset(of: "\"fo", in: typed, after: 0), end: typed.utf8.count),
                "the half-typed key, its opening quote included")
        #expect(message.first { $0.label == "trigger" }?.sortText?.hasPrefix("0") == true)
        #expect(Self.completions(#"{"style": {"margin": true, ""#).map(\.label) == ["background_color", "text_color", "button_color", "button_text_color", "text_align"])
        #expect(Self.completions(#"{"messages": [{"format": "top"}, {""#).map(\.label).contains("buttons"))
        #expect(Self.completions(#"{"buttons": [{"action": {""#).map(\.label) == ["type", "value"])
        #expect(Self.completions(#"{"trigger": {""#).map(\.label) == ["type", "name"])
        let root = Self.completions("{").map(\.label)
        #expect(root.contains("format") && root.contains("messages"), "an empty root: a message or a response")
    }

    @Test func aKeyBeforeItsColonGetsItsNameOnly() {
        let name = Self.completions(#"{"dismi‸": 8}"#).first { $0.label == "dismiss_after_seconds" }
        #expect(name?.insertText == #""dismiss_after_seconds""#)
        #expect(name?.isSnippet == false)
    }

    @Test func theValuesOfAnEnumeratedOrBooleanKey() {
        let formats = Self.completions(#"{"format": "‸"}"#)
        #expect(formats.map(\.label) == ["top", "center", "bottom", "full"])
        #expect(formats.allSatisfy { $0.kind == .enumValue })
        #expect(formats.first?.insertText == #""top""#)
        #expect(Self.completions(#"{"style": {"text_align": "#).map(\.label) == ["left", "center", "right"])
        #expect(Self.completions(#"{"buttons": [{"action": {"type": "#).map(\.label) == ["url", "deeplink", "push_permission"])
        #expect(Self.completions(#"{"image_action": {"type": "#).map(\.label) == ["url", "deeplink"], "only buttons accept push_permission")
        #expect(Self.completions(#"{"messages": [{"trigger": {"type": "#).map(\.label) == ["session_start", "event"])
        #expect(Self.completions(#"{"style": {"margin": "#).map(\.label) == ["true", "false"])
        #expect(Self.completions(#"{"title": "#).isEmpty)
    }
}
