@testable import PWTemplateInApp
import PWTemplateKinds
@testable import PWTemplateLint
import PWTemplateSyntax
import Testing

/// Exact findings of the In-App checks beyond the rule examples: the contract's own response,
/// each limit at and past its boundary, pointers into a response, every forbidden scheme in each
/// link place, and hostile input.
@Suite struct InAppLintTests {
    @Test func contractExampleResponseLintsClean() {
        #expect(InAppFixture.findings(InAppFixture.contractResponse) == [])
    }

    @Test func secondBrokenMessagePointsIntoMessagesOne() {
        let good = InAppExample.text()
        let broken = InAppExample.text(["title": #""""#, "body": nil, "buttons": #"[{ "id": "a", "label": "OK", "action": { "type": "url", "value": "http://example.com" } }]"#])
        let findings = InAppFixture.findings("{\"messages\": [\(good), \(broken)]}")
        #expect(findings == ["inapp-text-empty /messages/1/title", "inapp-forbidden-scheme /messages/1/buttons/0/action/value"])
    }

    @Test(arguments: [("title", 100), ("body", 500)])
    func textLimitAtAndPastBoundary(_ key: String, _ limit: Int) {
        let at = InAppExample.text([key: "\"" + String(repeating: "x", count: limit) + "\""])
        let past = InAppExample.text([key: "\"" + String(repeating: "x", count: limit + 1) + "\""])
        #expect(InAppFixture.findings(at) == [])
        #expect(InAppFixture.findings(past) == ["inapp-text-too-long /\(key)"])
    }

    /// Characters are extended grapheme clusters: 100 family emoji (each 5 scalars, 18 bytes) are 100 characters.
    @Test func emojiTitleAtTheLimit() {
        let family = "👨‍👩‍👧‍👦"
        #expect(InAppFixture.findings(InAppExample.text(["title": "\"" + String(repeating: family, count: 100) + "\""])) == [])
        #expect(InAppFixture.findings(InAppExample.text(["title": "\"" + String(repeating: family, count: 101) + "\""])) == ["inapp-text-too-long /title"])
    }

    @Test func labelLimitAtAndPastBoundary() {
        func message(_ label: String) -> String {
            InAppExample.text(["buttons": "[" + InAppExample.button(label: label) + "]"])
        }
        #expect(InAppFixture.findings(message(String(repeating: "é", count: 30))) == [])
        #expect(InAppFixture.findings(message(String(repeating: "é", count: 31))) == ["inapp-text-too-long /buttons/0/label"])
    }

    @Test func dismissBoundaries() {
        func findings(_ value: String) -> [String] { InAppFixture.findings(InAppExample.text(["dismiss_after_seconds": value])) }
        #expect(findings("0") == ["inapp-dismiss-after /dismiss_after_seconds"])
        #expect(findings("1") == ["inapp-short-dismiss /dismiss_after_seconds"])
        #expect(findings("2") == ["inapp-short-dismiss /dismiss_after_seconds"])
        #expect(findings("3") == [])
        #expect(findings("300") == [])
        #expect(findings("301") == ["inapp-dismiss-after /dismiss_after_seconds"])
        #expect(findings("null") == [])
        #expect(findings("true") == ["inapp-dismiss-after /dismiss_after_seconds"])
    }

    @Test func buttonCountBoundary() {
        let two = "[" + InAppExample.button(id: "a") + ", " + InAppExample.button(id: "b") + "]"
        let three = "[" + InAppExample.button(id: "a") + ", " + InAppExample.button(id: "b") + ", " + InAppExample.button(id: "c") + "]"
        #expect(InAppFixture.findings(InAppExample.text(["buttons": two])) == [])
        #expect(InAppFixture.findings(InAppExample.text(["buttons": three])) == ["inapp-too-many-buttons /buttons/2"])
    }

    static let forbidden = ["http", "javascript", "data", "file", "vbscript", "blob", "about"]

    /// Each forbidden scheme, in odd case after leading spaces, in each link place: the image's
    /// action and a button's url and deeplink actions.
    @Test(arguments: forbidden)
    func forbiddenSchemeInEveryLinkPlace(_ scheme: String) {
        let link = "  \t" + scheme.prefix(1).uppercased() + scheme.dropFirst() + "://example.com/x"
        let action = { (type: String) in #"{ "type": "\#(type)", "value": "\#(link.replacing("\t", with: "\\t"))" }"# }
        let message = InAppExample.text([
            "image_url": #""https://cdn.example.com/a.png""#, "image_action": action("deeplink"),
            "buttons": "[" + InAppExample.button(id: "a", action: action("url")) + ", " + InAppExample.button(id: "b", action: action("deeplink")) + "]",
        ])
        #expect(InAppFixture.findings(message).sorted() == [
            "inapp-forbidden-scheme /buttons/0/action/value", "inapp-forbidden-scheme /buttons/1/action/value", "inapp-forbidden-scheme /image_action/value",
        ])
    }

    @Test func pushPermissionInImageActionIsRefused() {
        let message = InAppExample.text(["image_url": #""https://cdn.example.com/a.png""#, "image_action": #"{ "type": "push_permission" }"#])
        #expect(InAppFixture.findings(message) == ["inapp-image-action /image_action/type"])
    }

    @Test func duplicateButtonIDPointsAtTheSecondWithTheFirstRelated() {
        let message = InAppExample.text(["buttons": "[" + InAppExample.button(id: "a") + ", " + InAppExample.button(id: "a") + "]"])
        let finding = InAppFixture.lint(message).diagnostics.first { $0.rule == .inappDuplicateButtonID }
        #expect(finding?.location.pointer == "/buttons/1/id")
        #expect(finding?.related.first?.location.pointer == "/buttons/0/id")
    }

    @Test func pushPermissionAudienceNamesTheMinimums() {
        let message = InAppExample.text(["buttons": "[" + InAppExample.button(action: #"{ "type": "push_permission" }"#) + "]"])
        let finding = InAppFixture.lint(message).diagnostics.first { $0.rule == .inappPushPermissionAudience }
        #expect(finding?.severity == .info)
        #expect(finding?.message.contains("React Native SDK 0.8.0") == true && finding?.message.contains("iOS SDK 0.1.0") == true)
    }

    @Test func findingsCarryByteRangesOfTheValue() {
        let text = InAppExample.text(["format": #""banner""#])
        let finding = InAppFixture.lint(text).diagnostics.first
        let range = finding?.location.range?.bytes
        #expect(range.map { String(decoding: Array(text.utf8)[$0], as: UTF8.self) } == #""banner""#)
        #expect(finding?.location.entry?.path == "example.inapp.json")
    }

    @Test func messagesNotAnArrayAndOtherRoots() {
        #expect(InAppFixture.findings(#"{"messages": {}}"#) == ["inapp-messages-not-array /messages"])
        #expect(InAppFixture.findings(#"{"messages": [], "next": 1}"#) == ["inapp-unknown-field /next"])
        #expect(InAppFixture.findings("[1]") == ["json-root-not-object "])
        #expect(InAppFixture.findings(#"{"messages": [3]}"#) == ["inapp-wrong-type /messages/0"])
    }

    @Test func badInputGetsAClearFinding() {
        #expect(InAppFixture.findings("not json").first?.hasPrefix("json-syntax") == true)
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(InAppFixture.findings(#"{"messages": "# + deep + "}").contains { $0.hasPrefix("json-too-deep") })
        #expect(InAppFixture.findings("").first?.hasPrefix("json-syntax") == true)
    }

    @Test func disabledRulesAreLeftOut() {
        let report = InAppFixture.lint(InAppExample.text(["format": #""banner""#]), configuration: LintConfiguration(disabledRules: [.inappUnknownFormat]))
        #expect(report.diagnostics.isEmpty)
    }

    @Test func recognisedByContent() {
        func recognised(_ text: String) -> Bool { InAppKind().source(ofContent: Array(text.utf8)) != nil }
        #expect(recognised(#"{"format": "top"}"#))
        #expect(recognised(#"{"trigger": {"type": "session_start"}}"#))
        #expect(recognised(#"{"messages": [{"buttons": []}]}"#))
        #expect(!recognised(#"{"messages": [{"name": 1}]}"#))
        #expect(!recognised(#"{"displayType": "modal"}"#))
        #expect(!recognised("[1]"))
        #expect(InAppKind().scannedSource(ofFileNamed: "promo.INAPP.json") == .document)
        #expect(InAppKind().scannedSource(ofFileNamed: "promo.json") == nil)
        #expect(InAppKind().scannedSource(ofFileNamed: ".inapp.json") == nil)
    }
}

/// `app` in `.pwtemplate.json`: deeplinks the app cannot handle.
@Suite struct InAppAppLinksTests {
    static func findings(_ link: String, app: AppLinks) -> [String] {
        var configuration = LintConfiguration()
        configuration.app = app
        let text = InAppExample.text(["buttons": "[" + InAppExample.button(action: #"{ "type": "deeplink", "value": "\#(link)" }"#) + "]"])
        return InAppFixture.lint(text, configuration: configuration).diagnostics.map(\.rule.id)
    }

    @Test func withoutTheSettingNothingIsChecked() {
        #expect(Self.findings("otherapp://x", app: AppLinks()) == [])
    }

    @Test func schemesAndHostsAreCheckedApart() {
        let app = AppLinks(schemes: ["exampleapp"], hosts: ["Example.com"])
        #expect(Self.findings("otherapp://x", app: app) == ["inapp-deeplink-unhandled"])
        #expect(Self.findings("EXAMPLEAPP://x", app: app) == [])
        #expect(Self.findings("https://user@example.com:443/x", app: app) == [])
        #expect(Self.findings("https://example.org/x", app: app) == ["inapp-deeplink-unhandled"])
        #expect(Self.findings("https://example.org/x", app: AppLinks(schemes: ["exampleapp"])) == [])
    }

    @Test func theConfigurationFileSetsIt() throws {
        let file = try ConfigFile.parse(Array(#"{"app": {"schemes": ["ExampleApp"], "hosts": ["example.com"]}}"#.utf8), path: "/x/.pwtemplate.json", displayPath: ".pwtemplate.json", origin: .discovered, kinds: .standard)
        #expect(file.app == AppLinks(schemes: ["exampleapp"], hosts: ["example.com"]))
        #expect(throws: ConfigError.self) {
            try ConfigFile.parse(Array(#"{"app": {"scheme": []}}"#.utf8), path: "/x/.pwtemplate.json", displayPath: ".pwtemplate.json", origin: .discovered, kinds: .standard)
        }
    }
}
