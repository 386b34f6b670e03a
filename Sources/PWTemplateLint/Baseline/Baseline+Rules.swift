import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let staleBaseline = Rule(
        id: "stale-baseline", defaultSeverity: .error, category: .configuration,
        summary: "A finding recorded in the baseline file no longer occurs: it was fixed, or its template was changed, moved or removed.",
        rationale: "A stale entry would hide the same finding if it came back, so a baseline should only shrink by being rewritten. It is reported only under `--strict` (or when warnings fail the run), and only for the templates the run linted or, for a removed template, when the run scanned its folder and, with `--shard`, the template would be in this shard; without it the run notes the count on standard error. Prune the file with `lint --write-baseline`. It has no examples: examples are templates, and this rule reads the baseline file, not a template.",
        fix: .none
    )
}
