@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// Every language variant re-validated: findings of some variants carry their language and
/// platform; findings of every variant are reported once, as they are.
@Suite struct LanguageVariantTests {
    private func lint(_ config: String, _ pushwoosh: String?, targets: [Target]? = nil) -> [Diagnostic] {
        let configuration = LintConfiguration(targets: targets.map { TargetSelection(targets: $0) } ?? .default)
        let contents = TemplateContents(nativeConfig: Array(config.utf8), pushwoosh: pushwoosh.map { Array($0.utf8) })
        return TemplateLinter(configuration: configuration).lint(Template(contents, path: "t", kind: .folder)).diagnostics
    }

    private func modal(background: String, title: String = "Sale") -> String {
        """
        {"displayType":"modal","modal":{"showClose":true,"dimBackground":true,"background":"\(background)",
        "title":{"text":"\(title)","color":"#111111FF"},"buttons":[]}}
        """
    }

    @Test func aTranslationThatBreaksAColourIsReportedForItsLanguageOnly() throws {
        let config = modal(background: "{{bg|color|#FFFFFFFF}}")
        let findings = lint(config, #"""
            {"default_language":"en","localization":{"en":{"bg":"#FFFFFFFF"},"de":{"bg":"14234c"}}}
            """#)
        let finding = try #require(findings.only)
        #expect(finding.rule == .invalidColor)
        #expect(finding.language == "de")
        #expect(finding.platform == nil)
        #expect(finding.location.entry == "native-config.json")
        #expect(finding.location.pointer == "/modal/background")
        #expect(finding.location.start(in: SourceText(bytes: Array(config.utf8))) == SourcePosition(line: 1, column: 84))
        #expect(finding.message.contains("\"14234c\""))
    }

    @Test func aCorrectThreeLanguageTemplateHasNoFindings() {
        let findings = lint(modal(background: "{{bg|color|#FFFFFFFF}}", title: "{{title|text|Sale}}"), #"""
            {"default_language":"en","localization":{
              "en":{"bg":"#FFFFFFFF","title":"Sale"},
              "de":{"bg":"#FFFFFFFF","title":"Angebot \"heute\"\nnur"},
              "fr":{"bg":"#FFF","title":"Soldes"}}}
            """#)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test func anEmptyDefaultInARequiredTextFailsOnIOSWhenTheKeyIsMissing() {
        let findings = lint(modal(background: "#FFFFFFFF", title: "{{title|text|}}"), nil)
        let empty = findings.filter { $0.rule == .emptyString }
        #expect(empty.count == 1)
        #expect(empty.first?.platform == .ios)
        #expect(empty.first?.language == nil)
        #expect(empty.first?.message.hasPrefix("on iOS, when a key is missing (placeholder defaults): ") == true)
        // Android renders the key name "title", which is valid text.
        #expect(lint(modal(background: "#FFFFFFFF", title: "{{title|text|}}"), nil, targets: [Target(platform: .android)])
            .allSatisfy { $0.rule != .emptyString })
    }

    @Test func findingsSharedByEveryVariantAreReportedOnceUnlabelled() {
        let findings = lint(modal(background: "nope", title: "{{title|text|Sale}}"), #"""
            {"default_language":"en","localization":{"en":{"title":"Sale"},"de":{"title":"Angebot"}}}
            """#)
        let colours = findings.filter { $0.rule == .invalidColor }
        #expect(colours.count == 1)
        #expect(colours.first?.language == nil)
        #expect(colours.first?.platform == nil)
        #expect(colours.first?.message.hasPrefix("modal › background") == true)
    }

    @Test func aPlaceholderWholeColourWithoutPushwooshResolvesToItsDefault() {
        let findings = lint(modal(background: "{{bg|color|#FFFFFFFF}}"), nil)
        #expect(findings.map(\.rule) == [.l10nMissingFile])
    }

    @Test func variantsCoverEverySectionAndTheKeyMissingCasePerPlatform() throws {
        let config = Array(#"{"displayType":"modal","modal":{"title":{"text":"{{t|text|T}}"}}}"#.utf8)
        let pushwoosh = Array(#"{"default_language":"en","localization":{"en":{},"de":{}}}"#.utf8)
        let variants = Template(nativeConfig: config, pushwoosh: pushwoosh, path: "t").variants(for: .default)
        #expect(variants.map { "\($0.platform.rawValue):\($0.language ?? "-")" } == ["android:en", "android:de", "android:-", "ios:en", "ios:de", "ios:-"])
        let alone = Template(nativeConfig: config, path: "t")
        #expect(alone.variants(for: TargetSelection(targets: [Target(platform: .ios)])).count == 1)
        #expect(Template(nativeConfig: Array(#"{"displayType":"modal"}"#.utf8), pushwoosh: pushwoosh, path: "t").variants(for: .default).isEmpty)
    }
}
