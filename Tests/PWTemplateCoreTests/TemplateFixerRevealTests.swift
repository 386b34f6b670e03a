import Foundation
import PWTemplateLint
@testable import PWTemplateNative
import PWTemplateSyntax
import Testing

/// `TemplateFixer` and content a fix makes readable: the findings in it existed before, unread,
/// and are not introduced by the fix; a finding in what the fix wrote still refuses it.
@Suite struct TemplateFixerRevealTests {
    /// `Tests/Fixtures/hidden-mistakes/<name>`: a modal under `"Modal"` with a trailing comma,
    /// hiding a colour without `#`, the string `"true"` and an `http:` image (`native-config.json`),
    /// and the template with every safe fix (`fixed.json`).
    static func fixture(_ name: String, file: String = #filePath) throws -> String {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: folder.appendingPathComponent("Fixtures/hidden-mistakes/\(name)"), encoding: .utf8)
    }

    static func fix(_ text: String, policy: FixPolicy = FixPolicy()) -> (FixOutcome, String) {
        let outcome = TemplateFixer(linter: TemplateLinter(), policy: policy).fix(Template(nativeConfig: Array(text.utf8), path: "promo"))
        return (outcome, String(decoding: outcome.fixed.contents.nativeConfig ?? [], as: UTF8.self))
    }

    @Test func repairingTheSyntaxAndRenamingTheBlockRevealFindingsThatLaterPassesFix() throws {
        let (outcome, text) = Self.fix(try Self.fixture("native-config.json"))
        #expect(text == (try Self.fixture("fixed.json")))
        #expect(outcome.refused.isEmpty, "\(outcome.refused.map(\.reason))")
        #expect(outcome.applied.map(\.title) == [
            "remove the trailing comma", #"rename "Modal" to "modal""#, "remove the quotes: true", ##"add `#`: "#FFFFFF""##,
        ])
        #expect(outcome.report.diagnostics.map(\.rule.id) == ["insecure-media-url"])
        #expect(outcome.report.diagnostics.first?.location.pointer == "/modal/image")
        #expect(outcome.converged)
    }

    /// A block-level finding of the revealed block is shown on the key the rename wrote; it was
    /// there before, unread, so the rename is applied all the same.
    @Test func aFindingOfTheRevealedBlockShownOnTheRenamedKeyDoesNotRefuseTheRename() {
        let (outcome, text) = Self.fix(#"{"displayType":"Modal","Modal":{"background":"FFFFFF","showClose":"true",}}"#)
        #expect(text == ##"{"displayType":"modal","modal":{"background":"#FFFFFF","showClose":true}}"##)
        #expect(outcome.refused.isEmpty, "\(outcome.refused.map(\.reason))")
        #expect(outcome.report.diagnostics.map(\.rule.id).contains("no-visible-content"))
    }

    @Test func withUnsafeFixesTheImageIsFixedToo() throws {
        let (outcome, text) = Self.fix(try Self.fixture("native-config.json"), policy: FixPolicy(includesUnsafe: true))
        #expect(text == (try Self.fixture("fixed.json")).replacingOccurrences(of: "http:", with: "https:"))
        #expect(outcome.refused.isEmpty && outcome.report.diagnostics.isEmpty)
    }
}

extension TemplateFixerRevealTests {
    /// A linter with an SDK's blind spot: the root key `"T"` is not read, and carries a fix
    /// renaming it to `"t"`; under `"t"`, every string `"bad"` is a finding without a fix (at its
    /// pointer and text); `grows` adds a finding on `"t"` whose fix inserts `"n": "bad", ` in it.
    static func blindLinter(grows: Bool) -> @Sendable (Template) -> TemplateReport {
        { template in
            let rule = { (id: String) in Rule(id: id, defaultSeverity: .error, category: .schema, summary: "", rationale: "", fix: .sometimes(.safe)) }
            guard let document = template.nativeConfig, case .object(let members)? = document.root?.value else {
                return TemplateReport(path: template.path, kind: template.kind)
            }
            var findings: [Diagnostic] = []
            for member in members where member.key == "T" {
                let fix = Fix(title: "rename", applicability: .safe, change: .edits(.nativeConfig, [TextEdit(bytes: member.keyRange, replacement: #""t""#)]))
                findings.append(Diagnostic(rule: rule("case"), message: "T", entry: .nativeConfig, pointer: "/T", fix: fix))
            }
            for member in members where member.key == "t" {
                guard case .object(let fields) = member.value.value else { continue }
                for field in fields where field.value.value.isBad {
                    findings.append(Diagnostic(rule: rule("bad"), message: "bad", entry: .nativeConfig, pointer: "/t/\(field.key)",
                                               range: SourceRange(bytes: field.value.range)))
                }
                if grows, !fields.contains(where: { $0.key == "n" }) {
                    let insert = TextEdit(bytes: member.value.range.lowerBound + 1..<member.value.range.lowerBound + 1, replacement: #""n": "bad", "#)
                    findings.append(Diagnostic(rule: rule("grow"), message: "no n", entry: .nativeConfig, pointer: "/t",
                                               fix: Fix(title: "add n", applicability: .safe, change: .edits(.nativeConfig, [insert]))))
                }
            }
            return TemplateReport(path: template.path, kind: template.kind, diagnostics: findings)
        }
    }

    static func fixBlind(_ text: String, grows: Bool) -> (FixOutcome, String) {
        let outcome = TemplateFixer(policy: FixPolicy(), lint: blindLinter(grows: grows)).fix(Template(nativeConfig: Array(text.utf8), path: "t"))
        return (outcome, String(decoding: outcome.fixed.contents.nativeConfig ?? [], as: UTF8.self))
    }

    /// The rename writes only the key: the unfixable finding in the value it makes readable is
    /// not introduced by it.
    @Test func aFindingInContentTheFixMadeReadableDoesNotRefuseIt() {
        let (outcome, text) = Self.fixBlind(#"{"T": {"x": "bad"}}"#, grows: false)
        #expect(text == #"{"t": {"x": "bad"}}"#)
        #expect(outcome.refused.isEmpty && outcome.applied.map(\.title) == ["rename"])
        #expect(outcome.report.diagnostics.map(\.location.pointer) == ["/t/x"])
    }

    /// The insertion writes `"n": "bad"`: the unfixable finding there is in what it changed.
    @Test func aFindingInTheTextTheFixWroteStillRefusesIt() {
        let (outcome, text) = Self.fixBlind(#"{"t": {"x": "ok"}}"#, grows: true)
        #expect(text == #"{"t": {"x": "ok"}}"#)
        #expect(outcome.applied.isEmpty)
        #expect(outcome.refused.map(\.reason) == ["it would add [bad] at /t/n: bad"])
    }

    /// Both at once: the rename is applied (the old `"bad"` is revealed), the insertion it then
    /// enables is refused (its `"bad"` is written by it).
    @Test func aRevealingFixIsAppliedAndTheFixAfterItJudgedOnWhatItWrites() {
        let (outcome, text) = Self.fixBlind(#"{"T": {"x": "bad"}}"#, grows: true)
        #expect(text == #"{"t": {"x": "bad"}}"#)
        #expect(outcome.applied.map(\.title) == ["rename"])
        #expect(outcome.refused.map(\.rule) == ["grow"])
    }
}

extension JSONValue {
    fileprivate var isBad: Bool {
        if case .string("bad") = self { true } else { false }
    }
}
