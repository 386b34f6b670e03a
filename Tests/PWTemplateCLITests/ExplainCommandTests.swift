@testable import PWTemplateCLI
import PWTemplateKinds
import PWTemplateLint
import PWTemplateSyntax
import Testing

/// `pwtemplate explain` run in-process.
@Suite struct ExplainCommandTests {
    @Test func aKnownRuleIsExplained() throws {
        let rule = try #require(KindRegistry.standard.rule(named: "json-bom"))
        let run = CLIRun(["explain", "json-bom"])
        #expect(run.code == .success)
        #expect(run.error.isEmpty)
        #expect(run.output.hasPrefix("json-bom\nDefault severity: warning. Category: json.\n\n\(rule.summary)\n\nWhy:\n  "))
        #expect(run.output.contains("\nSilencing:\n  At its default severity, warning,"))
        #expect(run.output.hasSuffix("\n\nReference: docs/rules.md#json-bom\n"))
    }

    /// The "Fix:" block states the rule's declared fix availability: the parser repairs a
    /// byte-order mark, so `json-bom`'s fix is safe. The whole explanation, as printed.
    @Test func jsonBOMStatesItsSafeFix() {
        let run = CLIRun(["explain", "json-bom"])
        #expect(run.code == .success)
        #expect(run.output == Self.jsonBOMExplanation)
    }

    static let jsonBOMExplanation = """
        json-bom
        Default severity: warning. Category: json.

        The file starts with a UTF-8 byte-order mark.

        Why:
          Android skips a BOM; iOS does not promise to. UTF-8 without a BOM is the only
          safe encoding.

        ✗ Fail (`↓` marks where the finding lands; it is not part of the template):
          ↓\u{FEFF}{
            "displayType": "modal",
            "modal": {
              "showClose": true,
              "dimBackground": true,
              "background": "#FFFFFFFF",
              "title": { "text": "Spring sale", "color": "#111111FF" },
              "buttons": []
            }
          }

        ✓ Pass:
          {
            "displayType": "modal",
            "modal": {
              "showClose": true,
              "dimBackground": true,
              "background": "#FFFFFFFF",
              "title": { "text": "Spring sale", "color": "#111111FF" },
              "buttons": []
            }
          }

        Fix:
          Safe: 'pwtemplate lint --fix' applies it.

        Silencing:
          At its default severity, warning, a finding fails the run only with
          `--strict`, and `--quiet` hides it from the text report. In
          `.pwtemplate.json`, `"rules": {"json-bom": "off"}` turns it off (or sets
          another severity), `overrides` do so for some templates, and an `ignore` entry
          with a reason accepts one finding; `--disable json-bom` turns it off for one
          run (docs/configuration.md).

        Reference: docs/rules.md#json-bom

        """

    @Test(arguments: [
        (FixAvailability.none, "None: 'pwtemplate lint --fix' leaves this finding to you."),
        (.always(.safe), "Safe: 'pwtemplate lint --fix' applies it."),
        (.always(.unsafe), "Unsafe: 'pwtemplate lint --fix --unsafe-fixes' applies it; look at the change before you keep it."),
        (.sometimes(.safe), "Sometimes, safe: where a finding has a fix, 'pwtemplate lint --fix' applies it; the others are left to you."),
        (.sometimes(.unsafe), "Sometimes, unsafe: where a finding has a fix, 'pwtemplate lint --fix --unsafe-fixes' applies it (safe ones with '--fix' alone); look at the change before you keep it."),
    ])
    func everyFixAvailabilityHasItsWording(_ availability: FixAvailability, _ wording: String) {
        #expect(availability.explanation == wording)
    }

    /// The support table of sdk-behaviour §15: both minimums per platform and type (iOS 7.2.0 parses
    /// banner, documented from 7.2.1; Android 6.11.0 parses video, which its docs do not list).
    @Test(arguments: ["platform-unsupported", "sdk-version", "sdk-version-undocumented"])
    func thePlatformRulesShowTheSupportTable(_ id: String) {
        let output = CLIRun(["explain", id]).output
        #expect(output.contains("""

            Support by release:
              TYPE         iOS                   Android
              banner       7.2.0+ (docs 7.2.1+)  6.10.0+ (docs 6.10.1+)
              carousel     7.2.0+ (docs 7.2.1+)  6.10.0+ (docs 6.10.1+)
              fullscreen   7.2.0+                6.10.0+
              modal        7.2.0+                6.10.0+
              pip          7.2.0+                no
              scratchcard  7.2.0+                no
              sheet        7.2.0+ (docs 7.2.1+)  6.10.1+
              spinwheel    7.2.0+                no
              stories      7.2.0+                6.10.0+
              video        7.2.0+                6.11.0+ (not in the docs)
              A version is the first release whose code renders the type; (docs …) is the
              later release Pushwoosh's documentation promises it from; no: no release
              renders it.

            """))
    }

    @Test func otherRulesShowNoSupportTable() {
        #expect(!CLIRun(["explain", "json-bom"]).output.contains("Support by release:"))
    }

    @Test(arguments: Rule.all)
    func everyExplanationFitsEightyColumnsOutsideItsExamples(_ rule: Rule) {
        let withoutExamples = Rule(
            id: rule.id, defaultSeverity: rule.defaultSeverity, category: rule.category,
            summary: rule.summary, rationale: rule.rationale, fix: rule.fix)
        for line in RuleExplanation.render(withoutExamples).split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.count <= 80, "\(line)")
            #expect(line.last != " ", "\(line)")
        }
    }

    @Test func anUnknownRuleSuggestsTheNearestId() {
        let run = CLIRun(["explain", "invalid-colour"])
        #expect(run.code == .usage)
        #expect(run.output.isEmpty)
        #expect(run.error == """
            error: unknown rule 'invalid-colour'; did you mean 'invalid-color'?
            Usage: pwtemplate explain <rule-id>
              See 'pwtemplate help explain' for more information.

            """)
    }

    @Test func anUnknownRuleFarFromEveryIdPointsAtTheList() {
        let run = CLIRun(["explain", "zzz"])
        #expect(run.code == .usage)
        #expect(run.error.hasPrefix("error: unknown rule 'zzz'; 'pwtemplate rules' lists every rule\n"))
    }

    @Test func theRuleIdIsRequired() {
        let run = CLIRun(["explain"])
        #expect(run.code == .usage)
        #expect(run.output.isEmpty)
        #expect(run.error == """
            error: missing argument '<rule-id>'
            Usage: pwtemplate explain <rule-id>
              See 'pwtemplate help explain' for more information.

            """)
    }

    @Test func oneRuleAtATime() {
        let run = CLIRun(["explain", "json-bom", "json-syntax"])
        #expect(run.code == .usage)
        #expect(run.error.hasPrefix("error: unexpected argument 'json-syntax'\n"))
    }

    @Test func helpWinsOverAMissingId() throws {
        #expect(try CommandLineParser.parse(["explain", "--help"], pathExists: { _ in false })
            == .help(HelpRenderer.help(for: CommandPath(root: .root).appending(.explain))))
    }
}
