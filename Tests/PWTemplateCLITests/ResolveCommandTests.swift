@testable import PWTemplateCLI
import Testing

/// `pwtemplate resolve` run in-process on templates written to a temporary folder.
@Suite struct ResolveCommandTests {
    private let scratch: ScratchTemplates

    init() throws {
        scratch = try ScratchTemplates()
    }

    /// Keys out of alphabetical order and numbers in unusual spellings, to show both survive.
    private static let config = """
        {
          "displayType": "modal",
          "modal": {
            "zIndex": 1e3,
            "width": 1.50,
            "alpha": -0.0,
            "title": { "text": "{{title|text|Spring sale}}", "color": "#111111FF" },
            "cta": "{{cta|UPPERCASE|Shop}}"
          }
        }
        """

    private static let pushwoosh = #"""
        {"default_language": "en", "localization": {
          "en": {"title": "Spring \"sale\"\nnow", "cta": "Shop now"},
          "de": {"title": "Frühlingsangebot", "cta": "Jetzt kaufen"}}}
        """#

    private static func rendered(title: String, cta: String) -> String {
        """
        {
          "displayType": "modal",
          "modal": {
            "zIndex": 1e3,
            "width": 1.50,
            "alpha": -0.0,
            "title": {
              "text": \(title),
              "color": "#111111FF"
            },
            "cta": \(cta)
          }
        }

        """
    }

    private static let english = rendered(title: #""Spring \"sale\"\nnow""#, cta: #""SHOP NOW""#)
    private static let german = rendered(title: #""Frühlingsangebot""#, cta: #""JETZT KAUFEN""#)

    private func writePromo(config: String = config, pushwoosh: String? = pushwoosh) throws {
        try scratch.write(config, to: "promo/native-config.json")
        if let pushwoosh { try scratch.write(pushwoosh, to: "promo/pushwoosh.json") }
    }

    @Test func theDefaultLanguageKeepsKeyOrderNumbersAndEscapes() throws {
        try writePromo()
        let run = scratch.run(["resolve", "promo"])
        #expect(run.code == .success)
        #expect(run.output == Self.english)
        #expect(run.error.isEmpty)
    }

    @Test func anExplicitLanguageUsesItsSection() throws {
        try writePromo()
        for platform in ["ios", "android"] {
            let run = scratch.run(["resolve", "--language", "de", "--platform", platform, "promo"])
            #expect(run.code == .success)
            #expect(run.output == Self.german)
            #expect(run.error.isEmpty)
        }
    }

    @Test func aLanguageWithoutASectionFallsBackToTheDefaultLanguageOnBothPlatforms() throws {
        try writePromo()
        for platform in ["ios", "android"] {
            let run = scratch.run(["resolve", "promo", "--language=fr", "--platform=\(platform)"])
            #expect(run.code == .success)
            #expect(run.output == Self.english)
            #expect(run.error == "note: no 'fr' section; the SDK falls back to the default language 'en'\n")
        }
    }

    @Test func withoutDefaultLanguageAndroidTranslatesNothingAndIOSOnlyTheDeviceSection() throws {
        try writePromo(
            config: #"{"text": "{{name|text|}}"}"#,
            pushwoosh: #"{"localization": {"de": {"name": "Hallo"}}}"#)
        let noteAndroid = "note: pushwoosh.json has no default_language: Android reads no translations at all, "
            + "so every placeholder renders its default\n"
        let cases: [(arguments: [String], output: String, error: String)] = [
            // {{name|text|}} with the key missing: Android shows the key, iOS the empty default.
            (["--language", "de", "--platform", "android"], "name", noteAndroid),
            (["--language", "de", "--platform", "ios"], "Hallo", ""),
            (["--language", "fr", "--platform", "android"], "name", noteAndroid),
            (["--language", "fr", "--platform", "ios"], "",
             "note: no 'fr' section and no default_language: no translations at all, so every placeholder renders its default\n"),
        ]
        for (arguments, text, error) in cases {
            let run = scratch.run(["resolve", "promo"] + arguments)
            #expect(run.code == .success)
            #expect(run.output == "{\n  \"text\": \"\(text)\"\n}\n", "\(arguments)")
            #expect(run.error == error, "\(arguments)")
        }
    }

    @Test func withoutLanguageOrDefaultLanguageNoSectionApplies() throws {
        try writePromo(pushwoosh: #"{"localization": {"de": {"title": "Angebot"}}}"#)
        let run = scratch.run(["resolve", "promo", "--platform", "ios"])
        #expect(run.output == Self.rendered(title: #""Spring sale""#, cta: #""SHOP""#))
        #expect(run.error == "note: pushwoosh.json has no default_language: without --language no section applies, "
            + "so every placeholder renders its default; pass --language (e.g. --language de)\n")
    }

    @Test func withoutPushwooshJSONPlaceholdersRenderTheirDefaults() throws {
        try writePromo(pushwoosh: nil)
        let run = scratch.run(["resolve", "--platform", "android", "promo"])
        #expect(run.code == .success)
        #expect(run.output == Self.rendered(title: #""Spring sale""#, cta: #""Shop""#))
        #expect(run.error == "note: 'promo' has no pushwoosh.json, so every placeholder renders its default\n")
    }

    @Test func anUnparseablePushwooshJSONIsANoteNotAnError() throws {
        try writePromo(pushwoosh: #"{"default_language": "en",}"#)
        let run = scratch.run(["resolve", "--platform", "ios", "promo"])
        #expect(run.code == .success)
        // iOS applies UPPERCASE to the default too.
        #expect(run.output == Self.rendered(title: #""Spring sale""#, cta: #""SHOP""#))
        #expect(run.error.hasPrefix("note: promo/pushwoosh.json:1:26: "))
        #expect(run.error.hasSuffix(", so every placeholder renders its default\n"))
    }

    @Test func withoutPlatformANoteSaysWhenAndroidDiffers() throws {
        try writePromo(pushwoosh: nil)
        let run = scratch.run(["resolve", "promo"])
        #expect(run.output == Self.rendered(title: #""Spring sale""#, cta: #""SHOP""#))
        #expect(run.error.hasSuffix("note: Android renders this template differently; see '--platform android'\n"))
    }

    @Test func aZIPAJSONFileAndStandardInputNameTheSameTemplate() throws {
        try writePromo()
        let files = [(name: "native-config.json", text: Self.config), (name: "pushwoosh.json", text: Self.pushwoosh)]
        try scratch.writeZip(files, to: "promo.zip")
        #expect(scratch.run(["resolve", "promo.zip"]).output == Self.english)
        #expect(scratch.run(["resolve", "promo/pushwoosh.json"]).output == Self.english)
        #expect(scratch.run(["resolve", "promo/native-config.json", "--language", "de"]).output == Self.german)

        let bytes = try ScratchTemplates.zip(files)
        let output = BufferedOutput()
        let code = CLI.run(Invocation(
            arguments: ["resolve", "-"], currentDirectory: scratch.path,
            standardOutput: output, standardError: BufferedOutput(), readStandardInput: { bytes }))
        #expect(code == .success)
        #expect(output.text == Self.english)
    }

    @Test func anUnparseableConfigIsAnErrorNamingTheFile() throws {
        try writePromo(config: "{\n  \"displayType\": \"modal\",\n}\n")
        let run = scratch.run(["resolve", "promo"])
        #expect(run.code == .findings)
        #expect(run.output.isEmpty)
        #expect(run.error == """
            error: promo/native-config.json:2:25: trailing comma before '}'
              Run 'pwtemplate lint promo' to see every problem.

            """)
    }

    @Test func aConfigWhoseRootIsNoObjectIsAnError() throws {
        try scratch.writeZip([(name: "native-config.json", text: "[]")], to: "promo.zip")
        let run = scratch.run(["resolve", "promo.zip"])
        #expect(run.code == .findings)
        #expect(run.error.hasPrefix("error: promo.zip!/native-config.json:1:1: the root value is an array, not an object\n"))
    }

    @Test func brokenTemplatesExitOne() throws {
        try scratch.write("not a zip", to: "broken.zip")
        let broken = scratch.run(["resolve", "broken.zip"])
        #expect(broken.code == .findings)
        #expect(broken.error.hasPrefix("error: broken.zip: cannot open the archive"))
        #expect(broken.error.hasSuffix("\n  Run 'pwtemplate lint broken.zip' to see every problem.\n"))

        try scratch.write("<html></html>", to: "page/index.html")
        let html = scratch.run(["resolve", "page"])
        #expect(html.code == .findings)
        #expect(html.error == "error: 'page' is an HTML rich-media template (index.html, no native-config.json); "
            + "'resolve' shows native templates only\n")
    }

    @Test func pathsThatNameNoTemplateExitTwo() throws {
        try scratch.write("# Promo", to: "README.md")
        try writePromo()
        let missing = scratch.run(["resolve", "nothing"])
        #expect(missing.code == .usage)
        #expect(missing.error == "error: no such file or folder: 'nothing'\n  See 'pwtemplate help resolve' for more information.\n")

        let readme = scratch.run(["resolve", "README.md"])
        #expect(readme.code == .usage)
        #expect(readme.error.hasPrefix("error: 'README.md' is not a template: expected a .zip file, a template folder"))

        // A folder holding templates is not one: it names one of them instead of picking it.
        let folder = scratch.run(["resolve", "."])
        #expect(folder.code == .usage)
        #expect(folder.error.contains("; the folder holds a template, e.g. 'promo'\n"))
    }

    @Test func usageErrorsShowTheUsageLine() {
        let usage = "Usage: pwtemplate resolve [<options>] <template>\n  See 'pwtemplate help resolve' for more information.\n"
        let cases: [(arguments: [String], message: String)] = [
            ([], "missing argument '<template>'"),
            (["a.zip", "b.zip"], "unexpected argument 'b.zip'"),
            (["--platform", "andriod", "a.zip"], "'andriod' is not a valid value for '--platform'; expected one of: ios, android; did you mean 'android'?"),
            (["--language", "a.zip"], "missing argument '<template>'"),
            (["--lang", "de", "a.zip"], "unknown option '--lang'; did you mean '--language'?"),
        ]
        for (arguments, message) in cases {
            let run = CLIRun(["resolve"] + arguments)
            #expect(run.code == .usage, "\(arguments)")
            #expect(run.error == "error: \(message)\n" + usage, "\(arguments)")
        }
    }
}
