import Foundation
@testable import PWTemplateCLI
import Testing

/// Issue 12, "no silent pass": a `.json` file named on the command line whose root object has
/// `displayType` is linted as a bare `native-config.json` under its own name, in every format.
///
/// SDK fact (sdk-behaviour.md §12; Android 6.10.0 A-core
/// `inapp/view/strategy/ResourceViewStrategyFactory.java`, iOS 7.2.0 I-core
/// `RichMedia/PWRichMediaManager.m`): the SDKs read exactly the root `native-config.json` and
/// `pushwoosh.json`, so a build script's `promo.json` is what a device reads once packed as
/// `native-config.json`, and a `pushwoosh.json` beside it is not paired with it.
@Suite struct LintNamedFileTests {
    let scratch: ScratchTemplates

    /// A modal whose only finding is its `http:` image, at line 5, column 14.
    static let promo = """
        {
          "displayType": "modal",
          "modal": {
            "showClose": true, "dimBackground": true, "background": "#FFFFFFFF",
            "image": "http://cdn.example.com/a.png",
            "title": {"text": "Hello", "color": "#111111FF"},
            "buttons": []
          }
        }
        """

    static let insecureImage = #"modal › image is "http://cdn.example.com/a.png": an http: URL, "#
        + "blocked by App Transport Security (iOS) and the cleartext policy (Android 9+)"

    init() throws {
        scratch = try ScratchTemplates()
        try scratch.write(Self.promo, to: "build/promo.json")
    }

    @Test func theTextReportNamesTheFileAsGiven() {
        let result = scratch.run(["lint", "--no-config", "build/promo.json"])
        #expect(result.code == .findings)
        #expect(result.error.isEmpty)
        #expect(result.output == """
            build/promo.json:5:14: error: \(Self.insecureImage) [insecure-media-url]
               |
             5 |     "image": "http://cdn.example.com/a.png",
               |              ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
               = hint: write "https://cdn.example.com/a.png"

            ✖ 1 problem (1 error, 0 warnings) in 1 template
            [*] 1 fixable with `--fix --unsafe-fixes`

            """)
    }

    @Test func aCleanFileIsCheckedNotSkipped() throws {
        try scratch.write(Self.promo.replacingOccurrences(of: "http:", with: "https:"), to: "promo.json")
        let result = scratch.run(["lint", "--no-config", "promo.json"])
        #expect(result.code == .success)
        #expect(result.output == "✔ 1 template checked, no problems\n")
    }

    @Test func machineReportsNameTheFileAsGiven() {
        let json = scratch.run(["lint", "--no-config", "--format", "json", "build/promo.json"])
        #expect(json.output.contains(#""path": "build/promo.json","#))
        #expect(json.output.contains(#""line": 5,"#) && json.output.contains(#""column": 14,"#))
        let sarif = scratch.run(["lint", "--no-config", "--format", "sarif", "build/promo.json"])
        #expect(sarif.output.contains("""
                            "artifactLocation": {
                              "uri": "build/promo.json",
                              "uriBaseId": "%SRCROOT%"
                            },
                            "region": {
                              "startLine": 5,
                              "startColumn": 14,
            """))
        let github = scratch.run(["lint", "--no-config", "--format", "github", "build/promo.json"])
        #expect(github.output.hasPrefix("::error file=build/promo.json,line=5,col=14,endLine=5,endColumn=44,title=insecure-media-url::"))
        let checkstyle = scratch.run(["lint", "--no-config", "--format", "checkstyle", "build/promo.json"])
        #expect(checkstyle.output.contains(#"<file name="build/promo.json">"#))
        #expect(checkstyle.output.contains(#"<error line="5" column="14" severity="error""#))
        let gitlab = scratch.run(["lint", "--no-config", "--format", "gitlab", "build/promo.json"])
        #expect(gitlab.output.contains(#""path": "build/promo.json","#))
        let junit = scratch.run(["lint", "--no-config", "--format", "junit", "build/promo.json"])
        #expect(junit.output.contains(#"<testsuite name="build/promo.json" tests="1" failures="1">"#))
    }

    @Test func aFileThatDoesNotParseFailsWithItsSyntaxError() throws {
        try scratch.write("{\"displayType\":\"modal\",\n \"modal\":{", to: "broken.json")
        let result = scratch.run(["lint", "--no-config", "broken.json"])
        #expect(result.code == .findings)
        #expect(result.output.hasPrefix("broken.json:2:11: error: expected a member name in double quotes, found the end of the file [json-syntax]\n"))
    }

    @Test func aSiblingPushwooshJSONIsNotRead() throws {
        let text = ##"{"displayType":"modal","modal":{"showClose":true,"dimBackground":true,"background":"#FFFFFFFF","##
            + ##""title":{"text":"{{title|Hello}}","color":"#111111FF"},"buttons":[]}}"##
        try scratch.write(text, to: "t.json")
        try scratch.write(#"{"default_language":"en","localization":{"en":{"title":"Hi"}}}"#, to: "pushwoosh.json")
        let result = scratch.run(["lint", "--no-config", "t.json"])
        #expect(result.code == .success)
        #expect(result.output.hasPrefix("t.json:1:113: info: a placeholder but there is no pushwoosh.json: "
            + "every placeholder renders its default on both platforms [l10n-missing-file]\n"))
    }

    // cli-conventions.md §1: a hook that passes only excluded files must not fail the commit, and
    // the summary then says that nothing was linted.
    @Test func anExcludedNamedFileIsANoteAndNothingIsLinted() throws {
        try scratch.write(#"{"exclude": ["build/**"]}"#, to: ".pwtemplate.json")
        let result = scratch.run(["lint", "build/promo.json"])
        #expect(result.code == .success)
        #expect(result.error == "note: skipped 'build/promo.json': excluded by 'build/**' in .pwtemplate.json\n")
        #expect(result.output == "no template was linted\n")
    }

    @Test func aJSONFileThatIsNoNativeConfigIsAUsageError() throws {
        try scratch.write(#"{"title": "x"}"#, to: "data.json")
        let result = scratch.run(["lint", "build/promo.json", "data.json"])
        #expect(result.code == .usage)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix(#"error: 'data.json' is not a template: its root is not an object with "displayType"; expected "#))
    }

    @Test func resolveAndL10nShowTheFile() {
        let resolve = scratch.run(["resolve", "build/promo.json"])
        #expect(resolve.code == .success)
        #expect(resolve.output.contains(#""image": "http://cdn.example.com/a.png""#))
        let l10n = scratch.run(["l10n", "build/promo.json"])
        #expect(l10n.code == .success)
        #expect(l10n.error == "note: 'build/promo.json' has no pushwoosh.json: there are no translations\n")
    }
}
