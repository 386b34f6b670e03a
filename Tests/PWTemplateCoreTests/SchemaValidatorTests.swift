@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// The walk as a whole: every problem in one run at its own place, suggestions, the root,
/// keys that are known but not checked here.
@Suite struct SchemaValidatorTests {
    @Test func everyProblemIsReportedInOneRunAtItsPointerAndPosition() {
        let text = """
            {
              "displayType": "modal",
              "modal": {
                "showClose": "yes",
                "dimBackground": true,
                "background": "#FFFFFFF",
                "image": "http://example.com/a.jpg",
                "titel": { "text": "Hi", "color": "#000" },
                "buttons": [
                  {
                    "text": { "text": "", "color": "#000" },
                    "background": "#0E72E5",
                    "border": { "color": "#0E72E5", "radius": -2 },
                    "action": { "type": "url", "url": "javascript:void(0)" }
                  },
                  5
                ]
              }
            }
            """
        let findings = SchemaLint.findings(text)
        let source = SourceText(bytes: Array(text.utf8))
        let summary = findings.map { "\($0.location.start(in: source)!.line):\($0.location.start(in: source)!.column) \($0.rule.id) \($0.location.pointer!)" }
        #expect(summary == [
            "4:18 type-mismatch /modal/showClose",
            "6:19 invalid-color /modal/background",
            "7:14 insecure-media-url /modal/image",
            "8:5 unknown-field /modal/titel",
            "11:27 empty-string /modal/buttons/0/text/text",
            "13:51 value-out-of-range /modal/buttons/0/border/radius",
            "14:43 unsafe-action-url /modal/buttons/0/action/url",
            "16:7 type-mismatch /modal/buttons/1",
        ])
        #expect(findings.first { $0.rule == .unknownField }?.hint == "did you mean \"title\"?")
        #expect(findings.first { $0.rule == .valueOutOfRange }?.message == "modal › buttons[0] › border › radius is -2: rejected by iOS: it must be ≥ 0")
        #expect(findings.allSatisfy { source.lineColumns(of: $0.location.range!).end > source.lineColumns(of: $0.location.range!).start })
    }

    @Test func aMissingRequiredFieldIsPlacedOnItsNearMissKey() throws {
        let text = SchemaLint.config(.modal, ##"{"showclose": true, "DimBackground": true, "backgroud": "#FFF", "buttons": []}"##)
        let findings = SchemaLint.findings(text)
        #expect(findings.map(\.rule.id) == ["required-field", "required-field", "required-field"])
        #expect(findings.map(\.hint) == [
            "rename \"showclose\" to \"showClose\" (keys are case-sensitive)",
            "rename \"DimBackground\" to \"dimBackground\" (keys are case-sensitive)",
            "rename \"backgroud\" to \"background\"",
        ])
        let source = SourceText(bytes: Array(text.utf8))
        #expect(findings.map { $0.location.start(in: source)?.column } == [36, 55, 78])
        #expect(findings.map(\.location.pointer) == ["/modal/showClose", "/modal/dimBackground", "/modal/background"])
    }

    @Test func aMissingRequiredFieldWithoutANearMissSpansTheObject() throws {
        let text = SchemaLint.config(.modal, ##"{"showClose": true, "dimBackground": true, "buttons": []}"##)
        let finding = try #require(SchemaLint.findings(text).only)
        #expect(finding.rule == .requiredField && finding.message == "modal › background is required but missing")
        #expect(finding.hint == "add \"background\": \"#000000FF\"")
        let span = finding.location.range.map(SourceText(bytes: Array(text.utf8)).lineColumns(of:))
        #expect(span?.start.column == 35 && span?.end.column == Array(text).count)
    }

    @Test func unknownKeysSuggestOnlyFieldsNotAlreadyPresent() {
        let findings = SchemaLint.findings(SchemaLint.config(.modal, ##"{"showClose": true, "dimBackground": true, "background": "#FFF", "buttons": [], "title": {"text": "A", "color": "#000"}, "titel": {"text": "B", "color": "#000"}, "imgae": "https://e.com/a.jpg", "zzz": 1}"##))
        #expect(findings.map(\.rule.id) == ["unknown-field", "unknown-field", "unknown-field"])
        #expect(findings.map(\.hint) == [nil, "did you mean \"image\"?", nil])
        #expect(findings.map(\.severity) == [.warning, .warning, .warning])
    }

    @Test func unknownKeysInsideSharedBlocksNameTheBlock() throws {
        let finding = try #require(SchemaLint.findings(SchemaLint.config(.modal, ##"{"showClose": true, "dimBackground": true, "background": "#FFF", "title": {"text": "A", "color": "#000", "colour": "#FFF"}, "buttons": []}"##)).only)
        #expect(finding.message == "modal › title › colour is not a field of Text; the SDKs ignore it")
        #expect(finding.location.pointer == "/modal/title/colour")
    }

    @Test func theRootKnowsTheEnvelopeAndIgnoresOtherBlocks() {
        let text = ##"""
            {"displayType": "MODAL", "inAppId": 5, "maxDisplays": "x", "cooldown": null, "expireDate": {}, "ttl": -1,
             "banner": {"position": "nowhere"}, "dispalyType": 1, "modal": {"showClose": true, "dimBackground": true, "background": "#FFF", "buttons": []}}
            """##
        let findings = SchemaLint.findings(text)
        #expect(findings.map(\.rule.id) == ["ignored-field", "unknown-field"])
        #expect(findings.map(\.location.pointer) == ["/banner", "/dispalyType"])
        #expect(findings.map(\.severity) == [.warning, .warning])
        #expect(findings.last?.hint == "did you mean \"displayType\"?")
    }

    @Test func darkIsKnownButNotCheckedHere() {
        let findings = SchemaLint.findings(SchemaLint.config(.modal, ##"{"showClose": true, "dimBackground": true, "background": "#FFF", "buttons": [], "dark": {"background": "not a colour", "bogus": 1}}"##))
        #expect(findings.isEmpty)
    }

    @Test func ignoredKeysAreWarningsOnTheirKey() {
        let spinButton = ##"{"text": {"text": "Go", "color": "#000"}, "background": "#FFF", "border": {"color": "#000", "radius": 1}, "action": {"type": "bogus"}}"##
        let text = SchemaLint.config(.spinwheel, ##"{"showClose": true, "background": "#FFF", "winIndex": 0, "spinButton": \##(spinButton), "reward": {"code": "A"}, "segments": [{"message": {"text": "A", "color": "#000"}, "weight": 1}, {"message": {"text": "B", "color": "#000"}, "weight": 1}]}"##)
        let findings = SchemaLint.findings(text, targets: [Target(platform: .ios)])
        #expect(findings.map(\.rule.id) == ["ignored-field"])
        #expect(findings.first?.location.pointer == "/spinwheel/spinButton/action")
        let fullscreen = SchemaLint.findings(SchemaLint.config(.fullscreen, ##"{"showClose": true, "image": "not a url", "background": "red", "cover": {"background": "#000"}, "buttons": []}"##))
        #expect(fullscreen.map(\.rule.id) == ["ignored-field", "ignored-field"])
        #expect(fullscreen.map(\.hint) == ["move it into cover", "move it into cover"])
    }

    @Test func theLastOfDuplicateKeysIsChecked() {
        let findings = SchemaLint.findings(SchemaLint.config(.modal, ##"{"showClose": true, "dimBackground": true, "background": "red", "background": "#FFF", "buttons": []}"##))
        #expect(findings.isEmpty)
    }

    @Test func validateBlockChecksAnotherValueAtItsPointer() throws {
        let text = SchemaLint.config(.modal, ##"{"showClose": true, "dimBackground": true, "background": "#FFF", "buttons": [], "dark": {"background": "black"}}"##)
        let document = try #require(SchemaLint.document(text))
        let dark = try #require(document.block["dark"])
        let findings = SchemaValidator.validateBlock(dark, of: .modal, at: "/modal/dark", in: document)
        #expect(findings.map(\.rule.id) == ["required-field", "required-field", "required-field", "invalid-color"])
        #expect(findings.first { $0.rule == .invalidColor }?.location.pointer == "/modal/dark/background")
        #expect(findings.first { $0.rule == .invalidColor }?.message.hasPrefix("modal › background is \"black\"") == true)
    }

    @Test func theSchemaDescribesEveryField() {
        let blocks = SchemaExporter.reachableBlocks(from: DisplayType.allCases.map(NativeConfigSchema.block(for:)))
        for block in blocks {
            #expect(!block.description.isEmpty, "\(block.name)")
            #expect(Set(block.fields.map(\.name)).count == block.fields.count, "\(block.name)")
            for field in block.fields { #expect(!field.description.isEmpty && !field.description.contains("\n"), "\(block.name).\(field.name)") }
        }
        for field in NativeConfigSchema.envelope { #expect(!field.isRequired && !field.description.isEmpty) }
    }
}
