@testable import PWTemplateCLI
import PWTemplateSyntax
import Testing

/// The rule renderers (`rules` text, json and markdown, `explain`) over made-up rules, so every
/// shape is covered whatever the real catalogue holds.
@Suite struct RuleDocumentationTests {
    static let color = Rule(
        id: "sample-color", defaultSeverity: .error, category: .schema,
        summary: "A colour that is not `#RRGGBB`.",
        rationale: "Both SDKs need `#` followed by six hex digits; a bad colour, required or optional, rejects the whole template on every platform.",
        fix: .none,
        examples: RuleExamples(
            failing: [RuleExample(#"{"displayType": "modal", "modal": {"background": ↓"red"}}"#)],
            passing: [
                RuleExample(##"{"displayType": "modal", "modal": {"background": "#FF0000"}}"##),
                RuleExample(##"{"displayType": "modal", "modal": {"background": "#00FF00"}}"##),
            ]
        )
    )
    static let localized = Rule(
        id: "sample-localized", defaultSeverity: .warning, category: .platform,
        summary: "A | B.",
        rationale: "Why.",
        fix: .none,
        examples: RuleExamples(
            failing: [RuleExample("{\n\n  \"a\": ↓1\n}", pushwoosh: "{}", targets: [Target("ios@7.2.1")!, Target("android")!])],
            passing: []
        )
    )
    static let bare = Rule(
        id: "sample-bare", defaultSeverity: .info, category: .json, summary: "Bare.", rationale: "No examples.", fix: .none)

    @Test func explanationOfARuleWithExamples() {
        #expect(RuleExplanation.render(Self.color) == """
            sample-color
            Default severity: error. Category: schema.

            A colour that is not `#RRGGBB`.

            Why:
              Both SDKs need `#` followed by six hex digits; a bad colour, required or
              optional, rejects the whole template on every platform.

            ✗ Fail (`↓` marks where the finding lands; it is not part of the template):
              {"displayType": "modal", "modal": {"background": ↓"red"}}

            ✓ Pass:
              {"displayType": "modal", "modal": {"background": "#FF0000"}}

            Fix:
              None: 'pwtemplate lint --fix' leaves this finding to you.

            Silencing:
              At its default severity, error, a finding fails the run: fix the template. In
              `.pwtemplate.json`, `"rules": {"sample-color": "off"}` turns it off (or sets
              another severity), `overrides` do so for some templates, and an `ignore` entry
              with a reason accepts one finding; `--disable sample-color` turns it off for
              one run (docs/configuration.md).

            Reference: docs/rules.md#sample-color

            """)
    }

    @Test func explanationNamesFilesAndTargetsOfAnExample() {
        let text = RuleExplanation.render(Self.localized)
        #expect(text.contains("""

            ✗ Fail with --target ios@7.2.1 --target android (`↓` marks where the finding lands; it is not part of the template):
              native-config.json:
                {

                  "a": ↓1
                }
              pushwoosh.json:
                {}

            Fix:
              None: 'pwtemplate lint --fix' leaves this finding to you.

            Silencing:
              At its default severity, warning, a finding fails the run only with
              `--strict`, and `--quiet` hides it from the text report.
            """))
        #expect(!text.contains("✓ Pass"))
    }

    @Test func explanationWithoutExamplesHasNoExampleSections() {
        let text = RuleExplanation.render(Self.bare)
        #expect(!text.contains("✗") && !text.contains("✓"))
        #expect(text.contains("At its default severity, info, a finding never fails the run"))
    }

    @Test func tableAlignsColumnsWithoutTrailingSpaces() {
        #expect(RuleTable.render([Self.color, Self.bare]) == """
            RULE          SEVERITY  CATEGORY  SUMMARY
            sample-color  error     schema    A colour that is not `#RRGGBB`.
            sample-bare   info      json      Bare.

            """)
    }

    @Test func jsonListsMetadataAndExamples() {
        #expect(RuleListJSON.document([Self.localized]).rendered() == #"""
            {
              "version": 1,
              "exampleMarker": "↓",
              "rules": [
                {
                  "id": "sample-localized",
                  "severity": "warning",
                  "category": "platform",
                  "summary": "A | B.",
                  "rationale": "Why.",
                  "helpUri": "docs/rules.md#sample-localized",
                  "fix": {
                    "availability": "none",
                    "applicability": null
                  },
                  "examples": {
                    "failing": [
                      {
                        "nativeConfig": "{\n\n  \"a\": ↓1\n}",
                        "pushwoosh": "{}",
                        "targets": [
                          "ios@7.2.1",
                          "android"
                        ]
                      }
                    ],
                    "passing": []
                  }
                }
              ]
            }

            """#)
    }

    @Test func jsonExampleWithoutPushwooshOrTargetsHasNulls() {
        let text = RuleListJSON.document([Self.color]).rendered()
        #expect(text.contains(#""pushwoosh": null,"# + "\n" + #"            "targets": null"#))
    }

    @Test func markdownPageIndexesAndGroupsByCategory() {
        let page = RuleReferencePage.render([Self.color, Self.localized, Self.bare])
        #expect(page.hasPrefix("# Rules\n\n<!-- Generated from the rule metadata by `make docs`"))
        #expect(page.contains("""
            | Rule | Severity | Summary |
            | --- | --- | --- |
            | [`sample-color`](#sample-color) | error | A colour that is not `#RRGGBB`. |
            | [`sample-localized`](#sample-localized) | warning | A \\| B. |
            | [`sample-bare`](#sample-bare) | info | Bare. |

            ## JSON rules

            ### sample-bare

            Bare.

            Default severity: **info**.

            **Why:** No examples.

            **Fix:** None: 'pwtemplate lint --fix' leaves this finding to you.

            **Silencing:** At its default severity, info,
            """))
        let headings = page.split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(headings == ["## JSON rules", "## Schema rules", "## Platform rules"])
    }

    @Test func markdownSectionShowsEveryExample() {
        let page = RuleReferencePage.render([Self.color, Self.localized])
        #expect(page.contains("""
            ### sample-color

            A colour that is not `#RRGGBB`.

            Default severity: **error**.

            **Why:** Both SDKs need `#` followed by six hex digits; a bad colour, required or optional, rejects the whole template on every platform.

            ✗ **Fail**

            ```json
            {"displayType": "modal", "modal": {"background": ↓"red"}}
            ```

            ✓ **Pass**

            ```json
            {"displayType": "modal", "modal": {"background": "#FF0000"}}
            ```

            ```json
            {"displayType": "modal", "modal": {"background": "#00FF00"}}
            ```

            **Fix:** None: 'pwtemplate lint --fix' leaves this finding to you.

            **Silencing:** At its default severity, error, a finding fails the run: fix the template.
            """))
        #expect(page.contains("""
            ✗ **Fail**

            Linted with `--target ios@7.2.1 --target android`:

            `native-config.json`:

            ```json
            {

              "a": ↓1
            }
            ```

            `pushwoosh.json`:

            ```json
            {}
            ```

            **Fix:** None: 'pwtemplate lint --fix' leaves this finding to you.

            **Silencing:**
            """))
    }
}
