import PWTemplateSyntax

/// The `json` listing of `rules`: every rule's metadata and examples, for editors and scripts.
///
/// ```json
/// {
///   "version": 1,
///   "exampleMarker": "↓",
///   "rules": [ { "id": "json-syntax", "severity": "error", "category": "json",
///     "summary": "…", "rationale": "…", "helpUri": "docs/rules.md#json-syntax",
///     "fix": { "availability": "sometimes", "applicability": "safe" },
///     "examples": { "failing": [ { "nativeConfig": "…", "pushwoosh": null, "targets": null } ],
///       "passing": [] } } ]
/// }
/// ```
///
/// A one-file kind's example is `{ "file": "promo.inbox.json", "text": "…", "targets": null }`.
///
/// Keys come in this order and may be added to, never renamed or removed. Example texts keep
/// their `exampleMarker` before each expected finding; `pushwoosh` is `null` when the example has
/// no `pushwoosh.json`, and `targets` (`"ios@7.2.1"`) `null` when it uses the default platforms.
enum RuleListJSON {
    static func document(_ rules: [Rule]) -> JSONOutput {
        .object([
            ("version", .int(1)),
            ("exampleMarker", .string(String(RuleExample.marker))),
            ("rules", .array(rules.map(rule))),
        ])
    }

    private static func rule(_ rule: Rule) -> JSONOutput {
        .object([
            ("id", .string(rule.id)),
            ("severity", .string(rule.defaultSeverity.rawValue)),
            ("category", .string(rule.category.rawValue)),
            ("summary", .string(rule.summary)),
            ("rationale", .string(rule.rationale)),
            ("helpUri", .string(rule.helpURI)),
            ("fix", rule.fix.json),
            ("examples", .object([
                ("failing", .array(rule.examples.failing.map(example))),
                ("passing", .array(rule.examples.passing.map(example))),
            ])),
        ])
    }

    /// A template's example as `nativeConfig` and `pushwoosh`; a one-file kind's as `file` and
    /// `text`.
    private static func example(_ example: RuleExample) -> JSONOutput {
        let targets: (key: String, value: JSONOutput) = ("targets", example.targets.map { .array($0.map { .string($0.description) }) } ?? .null)
        guard let name = example.documentName else {
            return .object([("nativeConfig", .string(example.nativeConfig)), ("pushwoosh", JSONOutput(example.pushwoosh)), targets])
        }
        return .object([("file", .string(name)), ("text", .string(example.nativeConfig)), targets])
    }
}
