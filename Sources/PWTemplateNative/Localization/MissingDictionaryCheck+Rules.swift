import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let l10nMissingFile = Rule(
        id: "l10n-missing-file", defaultSeverity: .info, category: .localization,
        summary: "`native-config.json` has `{{…}}` placeholders but there is no pushwoosh.json (or it has no `localization`).",
        rationale: "Without translations every placeholder renders its default on both platforms; if that is intended, the text itself is simpler.",
        fix: .none,
        examples: RuleExamples(
            failing: [RuleExample(LocalizationExample.modal(title: "↓{{title|text|Spring sale}}"))],
            passing: [
                RuleExample(LocalizationExample.modal(title: "Spring sale")),
                RuleExample(LocalizationExample.modal(title: "{{title|text|Spring sale}}"), pushwoosh: LocalizationExample.pushwoosh),
            ]
        )
    )
}
