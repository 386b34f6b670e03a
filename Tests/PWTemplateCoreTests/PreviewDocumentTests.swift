@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateNativePreview
@testable import PWTemplatePreview
@testable import PWTemplateSyntax
import Testing

/// The preview document: variants per platform × language × appearance resolved as `resolve`
/// resolves them, the dark overlay merged as the SDKs merge it, drops and missing images from
/// the lint report.
@Suite struct PreviewDocumentTests {
    private let string = PreviewFixtures.string

    @Test func everyLanguageOfTheExampleHoldsItsResolvedTexts() throws {
        let document = try PreviewFixtures.example("sheet-coffee-rewards")
        #expect(document.languages.map(\.id) == ["en", "de", "fr", "-"])
        #expect(document.languages[0].label == "en (default)")
        #expect(document.platforms == [.ios, .android])
        let titles = ["en": "Your free coffee is waiting", "de": "Dein Gratis-Kaffee wartet", "fr": "Votre café offert vous attend",
                      "-": "Your free coffee is waiting"]
        for platform in Platform.allCases {
            for (language, title) in titles {
                let variant = try #require(document.variant(platform, language))
                #expect(string(variant.block, "title", "text") == title, "\(platform) \(language)")
                #expect(variant.pointer == "/sheet")
            }
        }
        #expect(string(document.variant(.ios, "de")?.block, "buttons", 0, "text", "text") == "Vorbestellen")
        #expect(string(document.variant(.android, "fr")?.block, "image") == "https://example.com/brewco/rewards/free-latte-fr.jpg")
        #expect(document.variants.count == 2 * 4 * 2)
        #expect(document.initial == PreviewDocument.InitialView(platform: .ios, look: "glass", device: "iphone-16", language: "en", appearance: .light))
    }

    @Test func darkVariantsMergeTheOverlayAndDropTheDarkKey() throws {
        let document = try PreviewFixtures.example("sheet-coffee-rewards")
        #expect(document.hasDark)
        let light = try #require(document.variant(.ios, "de", .light))
        let dark = try #require(document.variant(.ios, "de", .dark))
        #expect(string(light.block, "background") == "#FFFFFFFF")
        #expect(string(dark.block, "background") == "#1C1B1FFF")
        #expect(string(dark.block, "title", "color") == "#F5EDE8FF")
        #expect(string(dark.block, "title", "text") == "Dein Gratis-Kaffee wartet", "the overlay keeps the resolved text")
        #expect(string(dark.block, "buttons", 1, "border", "color") == "#F5EDE8FF")
        #expect(light.block?["dark"] == nil && dark.block?["dark"] == nil)
    }

    @Test func noDarkVariantWithoutAnOverlayOrWithOneThatDoesNotMerge() {
        let plain = PreviewFixtures.document(##"{"displayType": "modal", "modal": {"title": {"text": "Hi"}, "background": "#FFFFFF"}}"##)
        #expect(!plain.hasDark)
        #expect(plain.variants.allSatisfy { $0.appearance == .light })
        let broken = PreviewFixtures.document(##"""
            {"displayType": "modal", "modal": {"title": {"text": "Hi"}, "background": "#FFFFFF",
             "buttons": [{"text": {"text": "OK"}, "action": {"type": "close"}}],
             "dark": {"buttons": [{}, {}]}}}
            """##)
        #expect(!broken.hasDark, "two dark buttons for one light button: the SDKs ignore the overlay")
        let dark = PreviewFixtures.document(##"{"displayType": "modal", "modal": {"title": {"text": "Hi"}, "dark": {"background": "#000000"}}}"##)
        #expect(dark.hasDark)
        #expect(string(dark.variant(.android, "-", .dark)?.block, "background") == "#000000")
    }

    @Test func anIOSOnlyTypeIsDroppedOnAndroidOnly() {
        let document = PreviewFixtures.scaffold(.spinwheel, targets: PreviewFixtures.explicitBothPlatforms)
        let android = document.variants.filter { $0.platform == .android }
        #expect(!android.isEmpty)
        #expect(android.allSatisfy { $0.drop?.hasPrefix("Android shows nothing: ") == true }, "\(android.map(\.drop))")
        #expect(document.variants.filter { $0.platform == .ios }.allSatisfy { $0.drop == nil })
        #expect(android.allSatisfy { $0.block != nil }, "a dropped message is still drawn as far as it can be")
    }

    @Test func aBrokenTemplateIsDroppedEverywhereAndStillDrawn() {
        let document = PreviewFixtures.document(##"{"displayType": "modal", "modal": {"title": {"text": "Hi"}, "buttons": "none"}}"##)
        #expect(document.variants.allSatisfy { $0.drop != nil && $0.block != nil })
        #expect(document.variant(.ios, "-")?.drop?.hasPrefix("iOS shows nothing: ") == true)
        let unparsed = PreviewFixtures.document(##"{"displayType": "modal", "modal": {"title": "##)
        #expect(unparsed.variants.count == 2)
        #expect(unparsed.variants.allSatisfy { $0.block == nil && $0.pointer == nil && $0.drop != nil })
        #expect(unparsed.findings.contains { $0.severity == .error })
    }

    @Test func anImageIOSCannotParseIsMissingOnIOSOnly() {
        let document = PreviewFixtures.document(##"""
            {"displayType": "modal", "modal": {"showClose": true, "dimBackground": true, "background": "#FFFFFFFF",
             "title": {"text": "Hi", "color": "#111827FF"}, "buttons": [], "image": "https://cdn.example.com/spring sale.jpg",
             "dark": {"image": "https://cdn.example.com/dark.jpg"}}}
            """##)
        #expect(document.variant(.ios, "-")?.missing == ["/modal/image"])
        #expect(document.variant(.ios, "-", .dark)?.missing == [], "dark mode draws the dark image, which parses")
        #expect(document.variant(.android, "-")?.missing == [])
        #expect(document.variant(.ios, "-")?.drop == nil, "a warning drops nothing")
    }

    @Test func onlyErrorsTheSDKRejectsATemplateForDropIt() {
        let unknownKey = PreviewFixtures.document(##"""
            {"displayType": "modal", "modal": {"showClose": true, "dimBackground": true, "background": "#FFFFFFFF",
             "title": {"text": "{{nokey|text|Hi}}", "color": "#111827FF"}, "buttons": []}}
            """##, pushwoosh: ##"{"default_language": "en", "localization": {"en": {"title": "x"}}}"##)
        #expect(unknownKey.findings.contains { $0.rule == .placeholderUnknownKey && $0.severity == .error })
        #expect(unknownKey.variants.allSatisfy { $0.drop == nil }, "the SDK shows the default of an unknown key")
        #expect(PreviewSource.drops(Diagnostic(rule: .invalidColor, message: "x")))
        #expect(!PreviewSource.drops(Diagnostic(rule: .invalidColor, message: "x", severity: .warning)))
        #expect(!PreviewSource.drops(Diagnostic(rule: .jsonSyntax, message: "x", entry: .pushwoosh)))
        #expect(!PreviewSource.drops(Diagnostic(rule: .jsonDuplicateKey, message: "x", entry: .nativeConfig)))
    }

    @Test func findingsOfOneLanguageApplyToThatLanguageOnly() {
        let finding = Diagnostic(rule: .unparseableImageURL, message: "x", pointer: "/modal/image", language: "de", platform: .ios)
        #expect(PreviewSource.applies(finding, platform: .ios, language: "de"))
        #expect(!PreviewSource.applies(finding, platform: .ios, language: "en"))
        #expect(!PreviewSource.applies(finding, platform: .android, language: "de"))
        var keyMissing = Diagnostic(rule: .unparseableImageURL, message: "on iOS, " + VariantFindings.keyMissingWords + "x")
        keyMissing.variant = FindingVariant(translation: .keyMissing, platform: .ios)
        #expect(PreviewSource.applies(keyMissing, platform: .ios, language: "-"))
        #expect(!PreviewSource.applies(keyMissing, platform: .ios, language: "en"))
    }

    @Test func theInitialViewFollowsTheRequestWhereItCan() throws {
        let german = try PreviewFixtures.example("sheet-coffee-rewards", request: PreviewRequest(language: "de", device: "pixel-4a"))
        #expect(german.initial == PreviewDocument.InitialView(platform: .android, look: "material", device: "pixel-4a", language: "de", appearance: .light))
        #expect(german.notes.isEmpty)
        let classic = try PreviewFixtures.example("sheet-coffee-rewards", request: PreviewRequest(look: .classic, appearance: .dark))
        #expect(classic.initial.look == "classic" && classic.initial.appearance == .dark)
        let spanish = PreviewFixtures.document(
            ##"{"displayType": "modal", "modal": {"title": {"text": "Hi"}}}"##,
            targets: TargetSelection(targets: [Target(platform: .ios)]),
            request: PreviewRequest(language: "es", platform: .android, appearance: .dark))
        #expect(spanish.initial == PreviewDocument.InitialView(platform: .ios, look: "glass", device: "iphone-16", language: "-", appearance: .light))
        #expect(spanish.platforms == [.ios])
        #expect(spanish.devices.allSatisfy { $0.platform == .ios })
        #expect(spanish.notes.count == 3, "\(spanish.notes)")
    }

    @Test func devicesHaveASmallAndALargePhonePerPlatform() {
        for platform in Platform.allCases {
            let widths = PreviewDevice.all.filter { $0.platform == platform }.map(\.width)
            #expect(widths.count >= 2 && widths.min()! < widths.max()!)
            #expect(PreviewDevice.standard(for: platform).platform == platform)
        }
        #expect(Set(PreviewDevice.all.map(\.id)).count == PreviewDevice.all.count)
        #expect(PreviewDevice.all.allSatisfy { $0.id == $0.id.lowercased() })
        #expect(PreviewDevice.named("iphone-se")?.height == 667)
    }
}
