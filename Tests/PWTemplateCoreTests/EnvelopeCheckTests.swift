@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

@Suite struct EnvelopeCheckTests {
    private func check(_ json: String, targets: TargetSelection = .default) -> (rules: [String], diagnostics: [Diagnostic], document: ConfigDocument?) {
        let parsed = JSONParser.parse(Array(json.utf8))
        guard let root = parsed.cursor, root.isObject else {
            Issue.record("not an object: \(json)")
            return ([], [], nil)
        }
        // The envelope check and platform support, as the variant stage runs them.
        guard let input = VariantInput(root: root, text: parsed.text, configuration: LintConfiguration(targets: targets)) else { return ([], [], nil) }
        var diagnostics: [Diagnostic] = []
        [EnvelopeCheck(), PlatformCheck()].run(.variant(input), into: &diagnostics)
        return (diagnostics.map(\.rule.id), diagnostics, input.document)
    }

    @Test func aValidEnvelopeYieldsTheDocument() throws {
        let result = check(#"{"displayType":"modal","modal":{}}"#)
        #expect(result.rules.isEmpty)
        let document = try #require(result.document)
        #expect(document.displayType == .modal)
        #expect(document.blockPointer == "/modal")
    }

    @Test func aMissingDisplayTypeNamesACaseVariantKey() {
        let result = check(#"{"displaytype":"modal","modal":{}}"#)
        #expect(result.rules == ["display-type-missing"])
        #expect(result.diagnostics.first?.message.contains("\"displaytype\"") == true)
        #expect(result.diagnostics.first?.location.pointer == "/displaytype")
        #expect(result.document == nil)
    }

    @Test(arguments: [#"{"modal":{}}"#, #"{"displayType":null,"modal":{}}"#, #"{"displayType":["modal"]}"#])
    func missingOrNonStringDisplayType(_ json: String) {
        #expect(check(json).rules == ["display-type-missing"])
    }

    @Test func anUnknownTypeSuggestsTheNearest() {
        let json = #"{"displayType":"spinweel"}"#
        let result = check(json)
        #expect(result.rules == ["display-type-unknown"])
        #expect(result.diagnostics.first?.hint == "did you mean \"spinwheel\"?")
        let text = SourceText(bytes: Array(json.utf8))
        #expect(result.diagnostics.first?.location.range.map(text.lineColumns(of:)) == LineColumnRange(start: SourcePosition(line: 1, column: 16), end: SourcePosition(line: 1, column: 26)))
    }

    @Test func upperCaseTypeIsAcceptedWithAnInfoWhenTheBlockIsLowerCase() {
        let result = check(#"{"displayType":"MODAL","modal":{}}"#)
        #expect(result.rules == ["display-type-case"])
        #expect(result.diagnostics.first?.severity == .info)
        #expect(result.document?.displayType == .modal)
    }

    @Test func aWrongCaseBlockKeyIsNamed() {
        let result = check(#"{"displayType":"Modal","Modal":{}}"#)
        #expect(result.rules == ["display-type-case", "content-block-missing"])
        #expect(result.diagnostics.last?.message.contains("\"Modal\"") == true)
        #expect(result.diagnostics.last?.hint == "rename \"Modal\" to \"modal\"")
        #expect(result.document == nil)
    }

    @Test(arguments: [#"{"displayType":"modal"}"#, #"{"displayType":"modal","modal":[]}"#, #"{"displayType":"modal","modal":null}"#])
    func aMissingOrNonObjectBlock(_ json: String) {
        #expect(check(json).rules == ["content-block-missing"])
    }

    @Test func iOSOnlyTypesWarnForAndroidByDefaultAndFailWhenAndroidIsTargeted() {
        let implicit = check(#"{"displayType":"spinwheel","spinwheel":{}}"#)
        #expect(implicit.rules == ["platform-unsupported"])
        #expect(implicit.diagnostics.first?.severity == .warning)
        #expect(implicit.diagnostics.first?.platform == .android)
        #expect(implicit.diagnostics.first?.hint == "if the campaign targets iOS only, lint with --target ios")

        let android = TargetSelection(targets: [Target(platform: .android)])
        let explicit = check(#"{"displayType":"spinwheel","spinwheel":{}}"#, targets: android)
        // The check emits the rule's default severity; the named targets make it an error.
        #expect(explicit.diagnostics.map(\.severity) == [.warning])
        #expect(LintConfiguration(targets: android).applyingTargetSeverities(to: explicit.diagnostics).map(\.severity) == [.error])
        #expect(check(#"{"displayType":"spinwheel","spinwheel":{}}"#, targets: TargetSelection(targets: [Target(platform: .ios)])).rules.isEmpty)
    }

    @Test(arguments: [
        // iOS 7.2.0 and Android 6.10.0 parse banner, documented from 7.2.1 / 6.10.1 (sdk-behaviour §15).
        ("banner", "ios@7.2.0", ["sdk-version-undocumented"]), ("banner", "ios@7.2.1", []), ("banner", "android@6.10.0", ["sdk-version-undocumented"]),
        ("modal", "android@6.10.0", []), ("modal", "ios@7.1", ["sdk-version"]), ("sheet", "android@6.10.1", []),
        ("video", "ios@1.0", ["sdk-version"]), ("modal", "android", []),
    ])
    func minimumVersions(_ type: String, _ target: String, _ expected: [String]) throws {
        let selection = TargetSelection(targets: [try #require(Target(target))])
        #expect(check("{\"displayType\":\"\(type)\",\"\(type)\":{}}", targets: selection).rules == expected)
    }
}

@Suite struct TargetParsingTests {
    @Test func parsesPlatformsAndVersions() {
        #expect(Target("ios") == Target(platform: .ios))
        #expect(Target("Android@6.10.1") == Target(platform: .android, minimumVersion: SDKVersion([6, 10, 1])))
        #expect(Target("ios@7.2")?.minimumVersion == SDKVersion([7, 2, 0]))
        #expect(Target("windows") == nil)
        #expect(Target("ios@") == nil)
        #expect(Target("ios@7.x") == nil)
        #expect(Target("ios@7.2.1").map(String.init(describing:)) == "ios@7.2.1")
    }

    @Test func versionsCompareNumerically() {
        #expect(SDKVersion("6.9.9")! < SDKVersion("6.10.0")!)
        #expect(SDKVersion("7.2")! == SDKVersion("7.2.0")!)
        #expect(!(SDKVersion("7.2.1")! < SDKVersion("7.2.1")!))
    }

    @Test func aSelectionKeepsOneTargetPerPlatform() {
        let selection = TargetSelection(targets: [Target("ios@7.2.0")!, Target("android")!, Target("ios@7.2.1")!])
        #expect(selection.targets == [Target("android")!, Target("ios@7.2.1")!])
        #expect(selection.isExplicit)
        #expect(!TargetSelection.default.isExplicit)
        #expect(TargetSelection.default.includes(.ios) && TargetSelection.default.includes(.android))
    }
}
