import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let unusedIgnore = Rule(
        id: "unused-ignore", defaultSeverity: .info, category: .configuration,
        summary: "An `ignore` entry of `.pwtemplate.json` accepts no finding: the template was fixed, moved or renamed, or the entry has a typo.",
        rationale: "A stale ignore hides the next real finding at the same place, and a mistyped one silences nothing while looking like it does. The finding points at the entry in the configuration file. It is judged only when the run linted a template the entry's `path` matches, or scanned the folder holding the file, so a pre-commit hook linting one template is not told about the others. It is an error when warnings fail the run (`--strict`, `--fail-level warning` or `failLevel: \"warning\"`). It has no examples: examples are templates, and this rule reads the configuration file, not a template.",
        fix: .none
    )
}
