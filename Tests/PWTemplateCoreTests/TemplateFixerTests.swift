import PWTemplateArchive
import PWTemplateLint
@testable import PWTemplateNative
import PWTemplateSyntax
import Testing

/// `TemplateFixer`: passes, conflicts, refusals and the pass bound, with fixes injected by a
/// test linter that rewrites text (`from` → `to`) wherever a rule finds `from`.
@Suite struct TemplateFixerTests {
    /// The rule of injected findings.
    static let rule = Rule(id: "test-rule", defaultSeverity: .error, category: .schema, summary: "", rationale: "", fix: .none)

    /// A finding wherever `from` occurs in native-config.json, fixed by writing `to`; `to`
    /// nil: a finding without a fix.
    struct Rewrite {
        var rule: String
        var from: String
        var to: String?
        var applicability: Fix.Applicability = .safe
    }

    static func linter(_ rewrites: [Rewrite]) -> @Sendable (Template) -> TemplateReport {
        { template in
            let bytes = template.contents.nativeConfig ?? []
            var findings: [Diagnostic] = []
            for rewrite in rewrites {
                let needle = Array(rewrite.from.utf8)
                for start in 0...(max(bytes.count - needle.count, -1)) where start >= 0 && Array(bytes[start..<start + needle.count]) == needle {
                    let rule = Rule(id: rewrite.rule, defaultSeverity: .error, category: .schema, summary: "", rationale: "", fix: .none)
                    let fix = rewrite.to.map {
                        Fix(title: "write \($0)", applicability: rewrite.applicability,
                            change: .edits(.nativeConfig, [TextEdit(bytes: start..<start + needle.count, replacement: $0)]))
                    }
                    findings.append(Diagnostic(rule: rule, message: "found \(rewrite.from) at \(start)", entry: .nativeConfig, pointer: "/t", fix: fix))
                }
            }
            return TemplateReport(path: template.path, kind: template.kind, diagnostics: findings)
        }
    }

    static func fix(_ text: String, _ rewrites: [Rewrite], policy: FixPolicy = FixPolicy()) -> (FixOutcome, String) {
        let outcome = TemplateFixer(policy: policy, lint: linter(rewrites)).fix(Template(nativeConfig: Array(text.utf8), path: "t"))
        return (outcome, String(decoding: outcome.fixed.contents.nativeConfig ?? [], as: UTF8.self))
    }

    @Test func aFixThatEnablesAnotherIsFollowedInTheNextPass() {
        let (outcome, text) = Self.fix(#"{"t": "aa"}"#, [Rewrite(rule: "one", from: "aa", to: "bb"), Rewrite(rule: "two", from: "bb", to: "cc")])
        #expect(text == #"{"t": "cc"}"#)
        #expect(outcome.applied.map(\.title) == ["write bb", "write cc"])
        #expect(outcome.report.diagnostics.isEmpty && outcome.converged && outcome.refused.isEmpty)
        #expect(outcome.changedFiles.map(\.entry) == [.nativeConfig])
    }

    @Test func aFixThatNeverConvergesStopsAfterTenPasses() {
        let (outcome, text) = Self.fix(#"{"t": "x"}"#, [Rewrite(rule: "x", from: "x", to: "y"), Rewrite(rule: "y", from: "y", to: "x")])
        #expect(outcome.applied.count == TemplateFixer.maximumPasses)
        #expect(!outcome.converged)
        #expect(text == #"{"t": "x"}"#)
        #expect(!outcome.hasChanges)
    }

    @Test func aFixThatAddsAFindingIsRefusedAndReported() {
        let rewrites = [Rewrite(rule: "old", from: "aa", to: "zz"), Rewrite(rule: "new", from: "zz", to: nil), Rewrite(rule: "ok", from: "qq", to: "rr")]
        let (outcome, text) = Self.fix(#"{"t": "aa", "u": "qq"}"#, rewrites)
        #expect(text == #"{"t": "aa", "u": "rr"}"#)
        #expect(outcome.refused.map(\.rule) == ["old"])
        #expect(outcome.refused.first?.reason == "it would add [new] at /t: found zz at 7")
        #expect(outcome.report.diagnostics.map(\.rule.id) == ["old"])
        #expect(outcome.converged)
    }

    @Test func overlappingFixesWaitForTheNextPass() {
        // "abc": [ab] and [bc] overlap on "b": the first is applied, the second is found again
        // in the next pass (if still there) at its new offset.
        let (outcome, text) = Self.fix(#"{"t": "abcd"}"#, [Rewrite(rule: "ab", from: "ab", to: "AB"), Rewrite(rule: "bc", from: "bc", to: "X"), Rewrite(rule: "Bc", from: "Bc", to: "Y")])
        #expect(text == #"{"t": "AYd"}"#)
        #expect(outcome.applied.map(\.title) == ["write AB", "write Y"])
    }

    @Test func disjointFixesApplyInOnePassEvenInManyPlaces() {
        let (outcome, text) = Self.fix(#"{"t": "a", "u": "a", "v": "a"}"#, [Rewrite(rule: "a", from: "a", to: "b")])
        #expect(text == #"{"t": "b", "u": "b", "v": "b"}"#)
        #expect(outcome.applied.count == 3)
    }

    @Test func unsafeFixesNeedThePolicyAndUnfixableRulesAreLeft() {
        let rewrites = [Rewrite(rule: "risky", from: "aa", to: "bb", applicability: .unsafe), Rewrite(rule: "plain", from: "cc", to: "dd")]
        #expect(Self.fix(#"{"t": "aa cc"}"#, rewrites).1 == #"{"t": "aa dd"}"#)
        #expect(Self.fix(#"{"t": "aa cc"}"#, rewrites, policy: FixPolicy(includesUnsafe: true)).1 == #"{"t": "bb dd"}"#)
        #expect(Self.fix(#"{"t": "aa cc"}"#, rewrites, policy: FixPolicy(includesUnsafe: true, unfixable: ["plain"])).1 == #"{"t": "bb cc"}"#)
    }

    @Test func fixingTheFixedTemplateChangesNothing() {
        let rewrites = [Rewrite(rule: "one", from: "aa", to: "bb")]
        let (first, _) = Self.fix(#"{"t": "aa"}"#, rewrites)
        let second = TemplateFixer(policy: FixPolicy(), lint: Self.linter(rewrites)).fix(first.fixed)
        #expect(first.hasChanges && !second.hasChanges && second.applied.isEmpty)
    }

    @Test func entryOperationsApplyOnlyToArchivesAndFolders() {
        let drop = Fix(title: "drop", applicability: .safe, change: .dropEntry(".DS_Store"))
        let junk = Rule(id: "junk", defaultSeverity: .warning, category: .archive, summary: "", rationale: "", fix: .none)
        let contents = TemplateContents(nativeConfig: Array("{}".utf8), diagnostics: [Diagnostic(rule: junk, message: "junk", entry: ".DS_Store", fix: drop)])
        let lint: @Sendable (Template) -> TemplateReport = { TemplateReport(path: $0.path, kind: $0.kind, diagnostics: $0.contents.diagnostics) }
        let folder = TemplateFixer(policy: FixPolicy(), lint: lint).fix(Template(contents, path: "t", kind: .folder))
        #expect(folder.droppedEntries == [".DS_Store"] && folder.report.diagnostics.isEmpty && folder.hasChanges)
        let file = TemplateFixer(policy: FixPolicy(), lint: lint).fix(Template(contents, path: "t.json", kind: .file))
        #expect(file.applied.isEmpty && !file.hasChanges && file.report.diagnostics.count == 1)
    }
}

extension TemplateFixerTests {
    /// Findings of two languages that carry one insertion under two titles insert it once.
    @Test func oneEditCarriedByTwoFindingsIsAppliedOnce() {
        let lint: @Sendable (Template) -> TemplateReport = { template in
            let text = String(decoding: template.contents.nativeConfig ?? [], as: UTF8.self)
            let languages = text.contains("#") ? [] : ["de", "fr"]
            let findings = languages.map { (language: String) in
                Diagnostic(rule: Self.rule, message: "no # in \(language)", entry: .nativeConfig, pointer: "/c", language: language, fix: Fix(title: "add # for \(language)", applicability: .safe, change: .edits(.nativeConfig, [TextEdit(bytes: 7..<7, replacement: "#")])))
            }
            return TemplateReport(path: template.path, kind: template.kind, diagnostics: findings)
        }
        let outcome = TemplateFixer(policy: FixPolicy(), lint: lint).fix(Template(nativeConfig: Array(#"{"c": "FFFFFF"}"#.utf8), path: "t"))
        #expect(String(decoding: outcome.fixed.contents.nativeConfig ?? [], as: UTF8.self) == ##"{"c": "#FFFFFF"}"##)
        #expect(outcome.applied.count == 1 && outcome.report.diagnostics.isEmpty)
    }
}
