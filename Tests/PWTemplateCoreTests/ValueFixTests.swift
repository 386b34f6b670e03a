import Foundation
import PWTemplateArchive
@testable import PWTemplateNative
import PWTemplateSyntax
import Testing

/// The fixes of wrong values, through the real linter: each failing text becomes exactly the
/// expected one, the rule is gone afterwards, no other finding appears, and the fixed text has
/// no fix left (a second `--fix` changes nothing).
@Suite struct ValueFixTests {
    /// A modal with one button; `button` and `extra` are spliced in as written.
    static func modal(
        background: String = "\"#FFFFFFFF\"", showClose: String = "true", titleColor: String = "\"#111111FF\"",
        radius: String = "12", actionType: String = "\"url\"", url: String = "\"https://example.com/sale\"", extra: String = ""
    ) -> String {
        """
        {
          "displayType": "modal",
          "modal": {
            "showClose": \(showClose),
            "dimBackground": true,
            "background": \(background),\(extra)
            "title": { "text": "Spring sale", "color": \(titleColor) },
            "buttons": [
              {
                "text": { "text": "Shop", "color": "#FFFFFFFF" },
                "background": "#0A5FC2FF",
                "border": { "color": "#0A5FC2FF", "radius": \(radius) },
                "action": { "type": \(actionType), "url": \(url) }
              }
            ]
          }
        }
        """
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var rule: Rule
        var before: String
        var after: String
        var applicability: Fix.Applicability
        var title: String
        var targets: TargetSelection = .default

        var testDescription: String { "\(rule.id): \(title)" }
    }

    /// `text` as a JSON string literal (test values need no escapes).
    static func q(_ text: String) -> String { "\"" + text + "\"" }

    /// An `image` member for `modal(extra:)`.
    static func image(_ url: String) -> String { "\n    \"image\": \(q(url))," }

    static let iOS73 = TargetSelection(targets: [Target(platform: .ios, minimumVersion: SDKVersion([7, 3, 0])), Target(platform: .android)])

    static let cases: [Case] = [
        Case(rule: .invalidColor, before: modal(titleColor: q("111111")), after: modal(titleColor: q("#111111")),
             applicability: .safe, title: "add `#`: \(q("#111111"))"),
        Case(rule: .invalidColor, before: modal(titleColor: q(" #111111")), after: modal(titleColor: q("#111111")),
             applicability: .safe, title: "remove the whitespace: \(q("#111111"))"),
        Case(rule: .colorTrailingWhitespace, before: modal(background: q("#FFFFFF\\t")), after: modal(background: q("#FFFFFF")),
             applicability: .safe, title: "remove the whitespace: \(q("#FFFFFF"))"),
        Case(rule: .invalidColor, before: modal(background: q("white")), after: modal(background: q("#FFFFFF")),
             applicability: .unsafe, title: "use the hex colour: \(q("#FFFFFF"))"),
        Case(rule: .invalidColor, before: modal(background: q("0xFFFFFF")), after: modal(background: q("#FFFFFF")),
             applicability: .unsafe, title: "write it as a hex colour: \(q("#FFFFFF"))"),
        Case(rule: .colorAlphaFirst, before: modal(titleColor: q("#FF000000")), after: modal(titleColor: q("#000000FF")),
             applicability: .unsafe, title: "move the alpha last: \(q("#000000FF"))"),
        Case(rule: .typeMismatch, before: modal(showClose: q("true")), after: modal(showClose: "true"),
             applicability: .safe, title: "remove the quotes: true"),
        Case(rule: .typeMismatch, before: modal(showClose: q("TRUE")), after: modal(showClose: "true"),
             applicability: .safe, title: "remove the quotes: true"),
        Case(rule: .typeMismatch, before: modal(showClose: "1"), after: modal(showClose: "true"),
             applicability: .unsafe, title: "write true"),
        Case(rule: .typeMismatch, before: modal(radius: q("12.5")), after: modal(radius: "12.5"),
             applicability: .safe, title: "remove the quotes: 12.5"),
        Case(rule: .insecureActionURL, before: modal(url: q("http:\\/\\/example.com\\/sale")), after: modal(url: q("https:\\/\\/example.com\\/sale")),
             applicability: .unsafe, title: "use https: \(q("https://example.com/sale"))"),
        Case(rule: .insecureMediaURL, before: modal(extra: image("http://example.com/a.jpg")), after: modal(extra: image("https://example.com/a.jpg")),
             applicability: .unsafe, title: "use https: \(q("https://example.com/a.jpg"))"),
        Case(rule: .invalidMediaURL, before: modal(extra: image("//example.com/a.jpg")), after: modal(extra: image("https://example.com/a.jpg")),
             applicability: .unsafe, title: "add `https:`: \(q("https://example.com/a.jpg"))"),
        Case(rule: .invalidMediaURL, before: modal(extra: image(" https://example.com/a.jpg")), after: modal(extra: image("https://example.com/a.jpg")),
             applicability: .safe, title: "remove the whitespace: \(q("https://example.com/a.jpg"))"),
        Case(rule: .actionURLForm, before: modal(url: q("example.com/sale")), after: modal(url: q("https://example.com/sale")),
             applicability: .unsafe, title: "add `https://`: \(q("https://example.com/sale"))"),
        Case(rule: .unparseableURL, before: modal(url: q("https://example.com/spring sale")), after: modal(url: q("https://example.com/spring%20sale")),
             applicability: .safe, title: "percent-encode it: \(q("https://example.com/spring%20sale"))"),
        Case(rule: .unparseableURL, before: modal(url: q("https://example.com/100%")), after: modal(url: q("https://example.com/100%25")),
             applicability: .unsafe, title: "percent-encode it: \(q("https://example.com/100%25"))"),
        Case(rule: .unparseableImageURL, before: modal(extra: image("https://example.com/é.jpg")), after: modal(extra: image("https://example.com/%C3%A9.jpg")),
             applicability: .safe, title: "percent-encode it: \(q("https://example.com/%C3%A9.jpg"))"),
        Case(rule: .urlPercentEncoded, before: modal(url: q("https://example.com/spring sale")), after: modal(url: q("https://example.com/spring%20sale")),
             applicability: .safe, title: "percent-encode it: \(q("https://example.com/spring%20sale"))", targets: iOS73),
        Case(rule: .invalidAction, before: modal(actionType: q("ulr")), after: modal(actionType: q("url")),
             applicability: .unsafe, title: "write the value meant: \(q("url"))"),
        Case(rule: .invalidAction, before: modal(actionType: q(" URL")), after: modal(actionType: q("url")),
             applicability: .safe, title: "remove the whitespace: \(q("url"))"),
        Case(rule: .darkVariantInvalid, before: modal(extra: "\n    \"dark\": { \"background\": \"000000\" },"),
             after: modal(extra: "\n    \"dark\": { \"background\": \"#000000\" },"), applicability: .safe, title: "add `#`: \(q("#000000"))"),
    ]

    @Test(arguments: cases)
    func fixTurnsTheFailingTextIntoTheExpectedOne(_ fixCase: Case) throws {
        let run = FixRun(texts: [.nativeConfig: fixCase.before], targets: fixCase.targets)
        let before = run.lint()
        let findings = before.filter { $0.rule == fixCase.rule }
        try #require(findings.count == 1, "\(before.map(\.message))")
        let fix = try #require(findings[0].fix)
        #expect(fix.title == fixCase.title)
        #expect(fix.applicability == fixCase.applicability)
        let fixed = try #require(run.applying([fix]))
        #expect(fixed.texts[.nativeConfig] == fixCase.after)
        Self.expectClean(after: fixed, before: before, rule: fixCase.rule)
    }

    /// After a fix: the rule is gone, no finding the input did not have appears, and no fix is left.
    static func expectClean(after fixed: FixRun, before: [Diagnostic], rule: Rule, sourceLocation: SourceLocation = #_sourceLocation) {
        let after = fixed.lint()
        #expect(!after.contains { $0.rule == rule }, "\(after.map(\.message))", sourceLocation: sourceLocation)
        let new = Set(after.map(FindingIdentity.init)).subtracting(before.map(FindingIdentity.init))
        #expect(new.isEmpty, "new findings: \(new)", sourceLocation: sourceLocation)
        #expect(after.allSatisfy { $0.fix == nil }, "fixes left: \(after.compactMap(\.fix?.title))", sourceLocation: sourceLocation)
    }

    @Test func anEditChangesOnlyTheBytesThatDiffer() throws {
        let run = FixRun(texts: [.nativeConfig: Self.modal(titleColor: Self.q("111111"))])
        let fix = try #require(run.lint().first { $0.rule == .invalidColor }?.fix)
        guard case .edits(let entry, let edits) = fix.change else { Issue.record("not an edit"); return }
        #expect(entry == .nativeConfig)
        #expect(edits.count == 1 && edits[0].bytes.isEmpty && edits[0].replacement == "#")
    }

    @Test func aQuotedNumberIsFixedOnlyWhenItIsExactlyAJSONNumber() {
        for text in [" 12", "12 ", "+12", "012", "0x10", "1.", ".5", "1e", "Infinity", "NaN", "12px"] {
            let run = FixRun(texts: [.nativeConfig: Self.modal(radius: Self.q(text))])
            let mismatch = run.lint().first { $0.rule == .typeMismatch }
            #expect(mismatch != nil && mismatch?.fix == nil, "\(text)")
        }
    }

    @Test func aQuotedNumberTheSchemaRejectsGetsNoFix() {
        // iOS rejects a negative radius: removing the quotes would trade one finding for another.
        let run = FixRun(texts: [.nativeConfig: Self.modal(radius: Self.q("-4"))])
        let mismatch = run.lint().first { $0.rule == .typeMismatch }
        #expect(mismatch != nil && mismatch?.fix == nil)
    }

    @Test func numbersOutsideAClampBecomeTheBoundTheSDKUses() throws {
        for (rule, example) in Rule.valueClamped.examples.failing.map({ (Rule.valueClamped, $0) }) {
            let run = FixRun(texts: [.nativeConfig: MarkedText(example.nativeConfig).text])
            let before = run.lint()
            let fixes = before.filter { $0.rule == rule }.compactMap(\.fix)
            #expect(fixes.allSatisfy { $0.applicability == .unsafe })
            let fixed = try #require(run.applying(fixes))
            let after = fixed.lint()
            #expect(after.filter { $0.rule == rule }.count == before.filter { $0.rule == rule }.count - fixes.count)
            #expect(Set(after.map(FindingIdentity.init)).isSubset(of: before.map(FindingIdentity.init)))
            #expect(after.allSatisfy { $0.fix == nil })
        }
    }

    @Test func aStoryDurationOverThirtySecondsBecomesThirty() throws {
        let text = MarkedText(Rule.valueClamped.examples.failing[0].nativeConfig).text
        let run = FixRun(texts: [.nativeConfig: text])
        let fixes = run.lint().filter { $0.rule == .valueClamped }.compactMap(\.fix)
        #expect(fixes.map(\.title) == ["write 30, the value the SDK uses"])
        let fixed = try #require(run.applying(fixes))
        #expect(fixed.texts[.nativeConfig] == text.replacingOccurrences(of: "\"duration\": 45", with: "\"duration\": 30"))
    }
}
