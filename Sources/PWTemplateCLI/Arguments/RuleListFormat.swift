/// How `rules` lists the rules (`--format`).
public enum RuleListFormat: String, Sendable, CaseIterable {
    /// An aligned table: id, default severity, category, summary.
    case text
    /// Every rule's metadata and examples, as one versioned object.
    case json
    /// The rule reference page, `docs/rules.md`.
    case markdown
}
