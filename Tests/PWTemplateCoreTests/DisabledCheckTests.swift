@testable import PWTemplateInApp
@testable import PWTemplateInbox
import PWTemplateKinds
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Synchronization
import Testing

/// A check whose rules are all turned off does not run: the linter skips it, it does not drop
/// its findings afterwards.
@Suite struct DisabledCheckTests {
    /// How often a ``CountingCheck`` ran.
    final class Counter: Sendable {
        private let runs = Mutex(0)
        func count() { runs.withLock { $0 += 1 } }
        var value: Int { runs.withLock { $0 } }
    }

    /// A check of `stage` that counts its runs and emits nothing.
    struct CountingCheck: Check {
        let rules: [Rule]
        let stage: CheckStage
        let counter = Counter()

        func run(_ input: CheckInput, into findings: inout [Diagnostic]) {
            counter.count()
        }
    }

    private static let template = Template(
        TemplateContents(nativeConfig: Array(LocalizationExample.modal(title: "{{title|text|Sale}}").utf8), pushwoosh: Array(LocalizationExample.pushwoosh.utf8)),
        path: "t", kind: .folder)

    private func runs(_ check: CountingCheck, disabled: Set<Rule>) -> Int {
        _ = TemplateLinter(configuration: LintConfiguration(disabledRules: disabled), checks: [check]).lint(Self.template)
        return check.counter.value
    }

    @Test(arguments: [CheckStage.template, .variant, .localization])
    func aCheckWithAllItsRulesOffDoesNotRun(_ stage: CheckStage) {
        #expect(runs(CountingCheck(rules: [.noWayOut, .lowContrast], stage: stage), disabled: [.noWayOut, .lowContrast]) == 0)
    }

    @Test(arguments: [CheckStage.template, .variant, .localization])
    func aCheckWithOneRuleOnRuns(_ stage: CheckStage) {
        #expect(runs(CountingCheck(rules: [.noWayOut, .lowContrast], stage: stage), disabled: [.noWayOut]) > 0)
        #expect(runs(CountingCheck(rules: [.noWayOut], stage: stage), disabled: []) > 0)
    }

    /// `--disable` and `"off"` in `.pwtemplate.json` (and its overrides) reach the linter as its
    /// disabled rules; `--enable` turns an "off" rule back on.
    @Test func theConfigurationTurnsRulesOff() throws {
        let flags = ConfigurationFlags(disabledRules: [.noWayOut])
        #expect(TemplateConfiguration(file: nil, templateAt: "/r/t", flags: flags).lint.disabledRules == [.noWayOut])
        #expect(TemplateConfiguration(file: nil, templateAt: "/r/t").lint.disabledRules.isEmpty)
        let file = try ConfigFile.parse(Array(#"{"rules": {"low-contrast": "off"}, "overrides": [{"files": ["t"], "rules": {"no-way-out": "off"}}]}"#.utf8), path: "/r/.pwtemplate.json", displayPath: ".pwtemplate.json", origin: .discovered, kinds: .standard)
        #expect(TemplateConfiguration(file: file, templateAt: "/r/t").lint.disabledRules == [.lowContrast, .noWayOut])
        #expect(TemplateConfiguration(file: file, templateAt: "/r/u").lint.disabledRules == [.lowContrast])
        let enabled = ConfigurationFlags(enabledRules: [.lowContrast])
        #expect(TemplateConfiguration(file: file, templateAt: "/r/u", flags: enabled).lint.disabledRules.isEmpty)
    }

    /// An In-App check that counts its runs and emits nothing.
    struct CountingInAppCheck: InAppCheck {
        let rules: [Rule]
        let counter = Counter()

        func run(_ message: JSONCursor, _ context: InAppContext, into findings: inout [Diagnostic]) {
            counter.count()
        }
    }

    /// The other kinds skip a check the same way: an inbox notification and an In-App message,
    /// each linted with one counting check of two rules, both off, the first off, or none.
    @Test(arguments: [(2, 0), (1, 1), (0, 1)])
    func anInboxCheckWithAllItsRulesOffDoesNotRun(rulesOff: Int, expectedRuns: Int) {
        let counter = Counter()
        let rules: [Rule] = [.inboxDaysInvalid, .inboxPinnedString]
        let check = InboxCheck(rules: rules) { _, _ in
            counter.count()
            return []
        }
        let document = JSONParser.parse(Array(#"{"content": "Hi", "inbox_days": 3}"#.utf8))
        _ = InboxChecks.findings(document, entry: "m.inbox.json", targets: .default, disabled: Set(rules.prefix(rulesOff)), checks: [check])
        #expect(counter.value == expectedRuns)
    }

    @Test(arguments: [(2, 0), (1, 1), (0, 1)])
    func anInAppCheckWithAllItsRulesOffDoesNotRun(rulesOff: Int, expectedRuns: Int) {
        let check = CountingInAppCheck(rules: [.inappTextEmpty, .inappColorFormat])
        let document = JSONParser.parse(Array(#"{"id": "00000000-0000-4000-8000-0000000000a1", "format": "center"}"#.utf8))
        let configuration = LintConfiguration(disabledRules: Set(check.rules.prefix(rulesOff)))
        _ = InAppLinter.findings(in: document, entry: "m.inapp.json", configuration: configuration, checks: [check])
        #expect(check.counter.value == expectedRuns)
    }

    /// With every design rule of the content off, the real registry's design checks are skipped
    /// and the other checks still report.
    @Test func theRegistrysDisabledChecksAreSkipped() {
        let off = Set(Rule.all.filter { $0.category == .design })
        let linter = TemplateLinter(configuration: LintConfiguration(disabledRules: off))
        let text = ##"{"displayType": "modal", "modal": {"showClose": false, "dimBackground": true, "background": "#FFFFFF", "title": {"text": "Hi", "color": "#FFFFFF"}, "buttons": [], "colour": 1}}"##
        let report = linter.lint(Template(TemplateContents(nativeConfig: Array(text.utf8), pushwoosh: nil), path: "t", kind: .folder))
        #expect(!report.diagnostics.contains { $0.rule.category == .design })
        #expect(report.diagnostics.contains { $0.rule == .unknownField })
        let all = TemplateLinter().lint(Template(TemplateContents(nativeConfig: Array(text.utf8), pushwoosh: nil), path: "t", kind: .folder))
        #expect(all.diagnostics.contains { $0.rule.category == .design })
    }
}
