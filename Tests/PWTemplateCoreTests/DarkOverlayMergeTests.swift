@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// The `dark` overlay: the merge itself (values, ranges, pointers) and the findings of `DarkOverlayCheck`.
@Suite struct DarkOverlayMergeTests {
    private let button = ##"{ "text": { "text": "OK", "color": "#FFFFFF" }, "background": "#0E72E5", "border": { "color": "#0E72E5", "radius": 8 }, "action": { "type": "close" } }"##

    private func modal(buttons: Int = 1, extra: String = "", dark: String) -> String {
        let list = Array(repeating: button, count: buttons).joined(separator: ", ")
        return ##"{ "displayType": "modal", "modal": { "showClose": true, "dimBackground": true, "background": "#FFFFFF", "title": { "text": "Hi", "color": "#111111" }, "buttons": [\##(list)] \##(extra), "dark": \##(dark) } }"##
    }

    private func merged(_ text: String) throws -> (DarkOverlayMerge, ConfigDocument) {
        let document = DesignFixture.document(text)
        return (try #require(DarkOverlayMerge.merge(document).merge), document)
    }

    private func findings(_ text: String) -> [Diagnostic] {
        let document = DesignFixture.document(text)
        return DesignFixture.darkFindings(of: document)
    }

    /// The source text a node of the merged block spans.
    private func source(_ node: JSONCursor?, _ document: ConfigDocument) -> String? {
        node.map { String(decoding: document.text.bytes[$0.byteRange], as: UTF8.self) }
    }

    @Test func absentOrNullDarkIsNothing() {
        let document = DesignFixture.document(modal(dark: "null"))
        guard case .absent = DarkOverlayMerge.merge(document) else { Issue.record("expected absent"); return }
        #expect(findings(modal(dark: "null")).isEmpty)
    }

    @Test func leavesAreCopiedWithTheirDarkRangesAndTheRestKeepsLightRanges() throws {
        let (merge, document) = try merged(modal(dark: ##"{ "background": "#1C1C1E", "title": { "color": "#F2F2F7", "text": "Night" }, "buttons": [ { "background": "#0060DF", "border": { "color": "#0060DF" } } ] }"##))
        let block = merge.block
        #expect(source(block["background"], document) == "\"#1C1C1E\"")
        #expect(source(block["title"]?["color"], document) == "\"#F2F2F7\"")
        #expect(source(block["title"]?["text"], document) == "\"Hi\"")
        guard let buttons = block["buttons"]?.elements else { Issue.record("buttons"); return }
        #expect(source(buttons[0]["background"], document) == "\"#0060DF\"")
        #expect(source(buttons[0]["border"]?["color"], document) == "\"#0060DF\"")
        #expect(source(buttons[0]["border"]?["radius"], document) == "8")
        #expect(block["dark"] == nil)
        // Where the merged values came from: pointers into `dark`, values below them included.
        #expect(merge.darkPointer(for: "/modal/background") == "/modal/dark/background")
        #expect(merge.darkPointer(for: "/modal/buttons/0/border/color") == "/modal/dark/buttons/0/border/color")
        #expect(merge.darkPointer(for: "/modal/title/text") == nil)
        #expect(merge.darkPointer(for: "/modal/backgroundX") == nil)
    }

    @Test func aGradientReplacesTheLightOneWhole() throws {
        let text = ##"{ "displayType": "scratchcard", "scratchcard": { "background": ["#111111", "#222222", "#333333"], "dark": { "background": ["#000000", "#GGGGGG"] } } }"##
        let (merge, document) = try merged(text)
        #expect(source(merge.block["background"], document) == ##"["#000000", "#GGGGGG"]"##)
        #expect(merge.darkPointer(for: "/scratchcard/background/1") == "/scratchcard/dark/background/1")
        let finding = try #require(findings(text).first)
        #expect(finding.location.pointer == "/scratchcard/dark/background/1")
        #expect(finding.message == "in dark mode: `#GGGGGG` is not a colour")
    }

    @Test func nullNonVisualKeysScalarsOverObjectsAndNestedDarkAreIgnored() throws {
        let (merge, document) = try merged(modal(dark: ##"{ "background": null, "showClose": false, "title": "#000000", "message": { "color": "#FFFFFF" }, "dark": { "background": "#000000" }, "autoDismiss": 3 }"##))
        #expect(source(merge.block["background"], document) == "\"#FFFFFF\"")
        #expect(merge.block["showClose"]?.bool == true)
        #expect(source(merge.block["title"], document) == ##"{ "text": "Hi", "color": "#111111" }"##)
        #expect(merge.block["message"] == nil)
        #expect(merge.block["autoDismiss"] == nil)
        #expect(merge.origins.isEmpty)
    }

    /// Android 6.13.0 `InAppDarkOverlay.kt` and iOS 7.2.7 `PWInAppDarkOverlay.swift` copy only the
    /// visual leaves and merge objects onto objects: every other key of `dark` gets an info on its key.
    @Test func everyKeyTheMergeDoesNotUseIsAnInfoOnItsKey() {
        let text = modal(dark: ##"{ "background": null, "showClose": false, "title": "#000000", "message": { "color": "#FFFFFF" }, "dark": { "background": "#000000" }, "autoDismiss": 3 }"##)
        let ignored = findings(text).filter { $0.rule == .darkKeyIgnored }
        let visual = "the overlay copies only the visual keys background, color, image, poster and fallback"
        #expect(ignored.map(\.message) == [
            "`dark.background` is ignored in dark mode: null never removes a light value",
            "`dark.showClose` is ignored in dark mode: \(visual)",
            "`dark.title` is ignored in dark mode: it is a string, but the light `title` is an object, which only an object merges onto",
            "`dark.message` is ignored in dark mode: the light block has no `message` object to merge it onto",
            "`dark.dark` is ignored in dark mode: the overlay does not nest",
            "`dark.autoDismiss` is ignored in dark mode: \(visual)",
        ])
        #expect(ignored.map(\.location.pointer) == ["/modal/dark/background", "/modal/dark/showClose", "/modal/dark/title", "/modal/dark/message", "/modal/dark/dark", "/modal/dark/autoDismiss"])
        #expect(ignored.allSatisfy { $0.severity == .info && $0.hint == "remove it from `dark`; dark mode shows the light value" })
        let darkStart = text.firstRange(of: "\"dark\": {")!.upperBound
        let keyColumns = ["\"background\"", "\"showClose\"", "\"title\"", "\"message\"", "\"dark\"", "\"autoDismiss\""].map { key in
            text.distance(from: text.startIndex, to: text[darkStart...].firstRange(of: key)!.lowerBound) + 1
        }
        let source = SourceText(bytes: Array(text.utf8))
        #expect(ignored.compactMap { $0.location.start(in: source) } == keyColumns.map { SourcePosition(line: 1, column: $0) })
    }

    /// A nested object merges, so only its non-visual keys are ignored: a button's `action.type`
    /// (same sources: objects merge recursively, `buttons` by position).
    @Test func nonVisualKeysInsideMergedButtonsAreNamedByPath() {
        let ignored = findings(modal(dark: ##"{ "buttons": [ { "background": "#0060DF", "action": { "type": "url" } } ] }"##)).filter { $0.rule == .darkKeyIgnored }
        #expect(ignored.map(\.message) == ["`dark.buttons[0].action.type` is ignored in dark mode: the overlay copies only the visual keys background, color, image, poster and fallback"])
        #expect(ignored.map(\.location.pointer) == ["/modal/dark/buttons/0/action/type"])
    }

    /// A usable overlay of visual keys only, and a broken one, get no dark-key-ignored: the SDKs
    /// drop a broken overlay whole (iOS 7.2.7 `PWInAppConfigParser.parse`, `.broken`; Android
    /// 6.13.0 `InAppConfigParser.parseLayout`), which dark-variant-invalid says.
    @Test func visualKeysAndBrokenOverlaysGetNoIgnoredKeyInfo() {
        #expect(findings(modal(dark: ##"{ "background": "#1C1C1E", "title": { "color": "#F2F2F7" } }"##)).isEmpty)
        let broken = findings(modal(buttons: 2, dark: ##"{ "showClose": false, "buttons": [ {} ] }"##))
        #expect(broken.map(\.rule.id) == ["dark-variant-invalid"])
    }

    @Test func darkMayAddAVisualLeafTheLightBlockLacks() throws {
        let (merge, document) = try merged(modal(dark: ##"{ "image": "https://example.com/night.png" }"##))
        #expect(source(merge.block["image"], document) == "\"https://example.com/night.png\"")
        #expect(merge.darkPointer(for: "/modal/image") == "/modal/dark/image")
    }

    @Test func itemsAndTheirButtonsMergeByPosition() throws {
        let stories = ##"{ "displayType": "stories", "stories": { "items": [ { "buttons": [\##(button)] }, { "buttons": [] } ], "dark": { "items": [ { "buttons": [ { "text": { "color": "#000000" } } ] }, {} ] } } }"##
        let (merge, document) = try merged(stories)
        let color = merge.block["items"].flatMap { node -> JSONCursor? in
            guard let items = node.elements, let buttons = items[0]["buttons"]?.elements else { return nil }
            return buttons[0]["text"]?["color"]
        }
        #expect(source(color, document) == "\"#000000\"")
        #expect(merge.darkPointer(for: "/stories/items/0/buttons/0/text/color") == "/stories/dark/items/0/buttons/0/text/color")
    }

    @Test func brokenOverlaysAreReportedAtTheDarkValue() {
        let cases: [(dark: String, buttons: Int, pointer: String, message: String)] = [
            (##""#000000""##, 1, "/modal/dark", "`dark` is a string, not an object"),
            (##"[]"##, 1, "/modal/dark", "`dark` is an array, not an object"),
            (##"{ "buttons": {} }"##, 1, "/modal/dark/buttons", "`dark.buttons` is an object, not an array"),
            (##"{ "buttons": [5] }"##, 1, "/modal/dark/buttons/0", "`dark.buttons[0]` is a number, not an object"),
            (##"{ "buttons": [{}] }"##, 2, "/modal/dark/buttons", "`dark.buttons` has 1 entry but the light `buttons` has 2"),
            (##"{ "items": [{}] }"##, 1, "/modal/dark/items", "`dark.items` has no light `items` to merge onto"),
        ]
        for item in cases {
            let found = findings(modal(buttons: item.buttons, dark: item.dark))
            #expect(found.map(\.location.pointer) == [item.pointer], "\(item.dark)")
            #expect(found.first?.message.hasPrefix(item.message) == true, "\(found.map(\.message))")
            #expect(found.first?.message.contains("silently show the light variant") == true)
            #expect(found.allSatisfy { $0.rule == .darkVariantInvalid && $0.severity == .warning })
        }
    }

    @Test func buttonsInACarouselItemHaveNoLightListToMergeOnto() {
        let carousel = ##"{ "displayType": "carousel", "carousel": { "items": [ {} ], "dark": { "items": [ { "buttons": [] } ] } } }"##
        #expect(findings(carousel).map(\.location.pointer) == ["/carousel/dark/items/0/buttons"])
    }

    @Test func aMalformedLightListIsLeftToTheSchema() {
        let document = DesignFixture.document(modal(extra: ##", "items": 5"##, dark: ##"{ "items": [] }"##))
        guard case .broken(let problems) = DarkOverlayMerge.merge(document) else { Issue.record("expected broken"); return }
        #expect(problems.isEmpty)
    }

    @Test func mergedErrorsBecomeDarkModeWarningsAtTheDarkValue() throws {
        let text = modal(dark: ##"{ "title": { "color": "#12345" } }"##)
        let finding = try #require(findings(text).first)
        #expect(finding.rule == .darkVariantInvalid && finding.severity == .warning)
        #expect(finding.message == "in dark mode: `#12345` is not a colour")
        #expect(finding.location.pointer == "/modal/dark/title/color")
        let document = DesignFixture.document(text)
        let offset = Array(text.utf8).firstRange(of: Array(##""#12345""##.utf8))!.lowerBound
        #expect(finding.location.start(in: document.text) == document.text.position(ofByte: offset))
        #expect(finding.hint?.hasSuffix("silently show the light one") == true)
    }

    @Test func errorsTheLightBlockHasTooAreLeftToTheSchema() {
        // The light title colour is already broken: the schema reports it, not the dark check.
        let text = ##"{ "displayType": "modal", "modal": { "background": "#FFFFFF", "title": { "text": "Hi", "color": "nope" }, "buttons": [], "dark": { "background": "#000000" } } }"##
        #expect(findings(text).isEmpty)
    }

    @Test func duplicateDarkKeysKeepTheLastOne() throws {
        let (merge, document) = try merged(modal(dark: ##"{ "background": "#111111", "background": "#222222" }"##))
        #expect(source(merge.block["background"], document) == "\"#222222\"")
        #expect(merge.origins.count == 1)
    }
}

private extension DarkOverlayMerge.Outcome {
    var merge: DarkOverlayMerge? {
        if case .merged(let merge) = self { return merge }
        return nil
    }
}
