@testable import PWTemplateCLI
import Testing

/// `pwtemplate l10n` run in-process on templates written to a temporary folder.
@Suite struct L10nCommandTests {
    private let scratch: ScratchTemplates

    init() throws {
        scratch = try ScratchTemplates()
    }

    /// `title` has two defaults; `body` is empty in German and missing in French; `old` and
    /// `greeting` are read by no placeholder; `name` is read only inside a translation.
    private static let config = """
        {"displayType": "modal", "title": "{{title|text|Spring sale}}",
         "body": "{{body|text|Hi}} {{title|UPPERCASE|SALE}} {{title|text|Spring sale}}", "cta": "{{cta|text|}}"}
        """

    private static let pushwoosh = """
        {"default_language": "en", "localization": {
          "en": {"title": "Spring sale", "body": "Hello", "cta": "Shop now", "old": "Legacy"},
          "de": {"title": "Angebot", "body": "", "cta": "Kaufen"},
          "fr": {"title": "Soldes", "cta": "Acheter", "old": "Ancien", "greeting": "{{name|text}}"}}}
        """

    private func writePromo(pushwoosh: String? = pushwoosh) throws {
        try scratch.write(Self.config, to: "promo/native-config.json")
        if let pushwoosh { try scratch.write(pushwoosh, to: "promo/pushwoosh.json") }
    }

    @Test func theTextTableMarksPresentMissingEmptyAndUnusedKeys() throws {
        try writePromo()
        let run = scratch.run(["l10n", "promo"])
        #expect(run.code == .success)
        #expect(run.error.isEmpty)
        #expect(run.output == """
            KEY       en*  de  fr  DEFAULT             NOTE
            body      ✓    ∅   –   Hi
            cta       ✓    ✓   ✓   ""
            greeting  –    –   ✓                       unused
            name      –    –   –
            old       ✓    –   ✓                       unused
            title     ✓    ✓   ✓   Spring sale / SALE

            * default language   ✓ translated   – missing   ∅ empty string

            """)
    }

    @Test func theJSONDocumentHoldsTheSameTable() throws {
        try writePromo()
        let run = scratch.run(["l10n", "--format", "json", "promo/native-config.json"])
        #expect(run.code == .success)
        func key(_ name: String, used: Bool, defaults: [String], _ en: String, _ de: String, _ fr: String) -> String {
            """
                {
                  "key": "\(name)",
                  "used": \(used),
                  "defaults": \(defaults.isEmpty ? "[]" : "[\n" + defaults.map { "        \"\($0)\"" }.joined(separator: ",\n") + "\n      ]"),
                  "languages": {
                    "en": "\(en)",
                    "de": "\(de)",
                    "fr": "\(fr)"
                  }
                }
            """
        }
        let keys = [
            key("body", used: true, defaults: ["Hi"], "present", "empty", "missing"),
            key("cta", used: true, defaults: [""], "present", "present", "present"),
            key("greeting", used: false, defaults: [], "missing", "missing", "present"),
            key("name", used: true, defaults: [], "missing", "missing", "missing"),
            key("old", used: false, defaults: [], "present", "missing", "present"),
            key("title", used: true, defaults: ["Spring sale", "SALE"], "present", "present", "present"),
        ]
        #expect(run.output == """
            {
              "version": 1,
              "template": "promo",
              "defaultLanguage": "en",
              "languages": [
                "en",
                "de",
                "fr"
              ],
              "keys": [
            \(keys.joined(separator: ",\n"))
              ]
            }

            """)
    }

    @Test func withoutPushwooshJSONTheTableHasNoLanguageColumns() throws {
        try writePromo(pushwoosh: nil)
        let run = scratch.run(["l10n", "promo"])
        #expect(run.code == .success)
        #expect(run.error == "note: 'promo' has no pushwoosh.json: there are no translations\n")
        #expect(run.output == """
            KEY    DEFAULT             NOTE
            body   Hi
            cta    ""
            title  Spring sale / SALE

            """)
        let json = scratch.run(["l10n", "promo", "--format=json"])
        #expect(json.output.contains(#""defaultLanguage": null,"#))
        #expect(json.output.contains(#""languages": [],"#))
    }

    @Test func aTemplateWithoutKeysSaysSo() throws {
        try scratch.write(#"{"displayType": "modal", "title": "Hello"}"#, to: "plain/native-config.json")
        let run = scratch.run(["l10n", "plain"])
        #expect(run.code == .success)
        #expect(run.output == "No placeholder reads a translation and no section has a key.\n")
    }

    @Test func brokenInputIsAnError() throws {
        try scratch.write("{\"displayType\": }", to: "bad/native-config.json")
        let bad = scratch.run(["l10n", "bad"])
        #expect(bad.code == .findings)
        #expect(bad.output.isEmpty)
        #expect(bad.error.hasPrefix("error: bad/native-config.json:1:17: "))
        #expect(bad.error.hasSuffix("\n  Run 'pwtemplate lint bad' to see every problem.\n"))

        let missing = scratch.run(["l10n", "nothing.zip"])
        #expect(missing.code == .usage)
        #expect(missing.error == "error: no such file or folder: 'nothing.zip'\n  See 'pwtemplate help l10n' for more information.\n")
    }

    @Test func usageErrorsShowTheUsageLine() {
        let usage = "Usage: pwtemplate l10n [<options>] <template>\n  See 'pwtemplate help l10n' for more information.\n"
        let cases: [(arguments: [String], message: String)] = [
            ([], "missing argument '<template>'"),
            (["--format", "jsn", "a.zip"], "'jsn' is not a valid value for '--format'; expected one of: text, json; did you mean 'json'?"),
            (["a.zip", "b.zip"], "unexpected argument 'b.zip'"),
        ]
        for (arguments, message) in cases {
            let run = CLIRun(["l10n"] + arguments)
            #expect(run.code == .usage, "\(arguments)")
            #expect(run.error == "error: \(message)\n" + usage, "\(arguments)")
        }
    }
}
