/// A check pwtemplate performs, described once: every listing, explanation and report reads it.
/// Immutable, and a class: every finding carries its rule, and findings are copied through
/// merging, ordering and reporting (as a struct, each copy retained the rule's texts and examples).
public final class Rule: Sendable, Hashable, Identifiable {
    /// The public, never-renamed kebab-case id, e.g. `archive-junk`.
    public let id: String
    public let defaultSeverity: Severity
    public let category: RuleCategory
    /// One line: what the rule finds.
    public let summary: String
    /// Why it matters: what the SDKs do with such a template.
    public let rationale: String
    /// Small templates that trigger the rule and that do not.
    public let examples: RuleExamples
    /// Whether its findings carry a fix, and how safe it is.
    public let fix: FixAvailability
    /// The rule that reported these findings before this one had its own id.
    public let splitFrom: RuleSplit?
    /// The cross-kind class whose severity the rule takes, if any.
    public let findingClass: FindingClass?

    public convenience init(
        id: String,
        defaultSeverity: Severity,
        category: RuleCategory,
        summary: String,
        rationale: String,
        fix: FixAvailability,
        examples: RuleExamples = .none,
        splitFrom: RuleSplit? = nil
    ) {
        self.init(id: id, defaultSeverity: defaultSeverity, category: category, summary: summary, rationale: rationale,
                  fix: fix, examples: examples, splitFrom: splitFrom, findingClass: nil)
    }

    /// A rule of `findingClass`, with its severity.
    public convenience init(
        id: String, class findingClass: FindingClass, category: RuleCategory, summary: String, rationale: String, fix: FixAvailability,
        examples: RuleExamples = .none
    ) {
        self.init(id: id, defaultSeverity: findingClass.severity, category: category, summary: summary, rationale: rationale,
                  fix: fix, examples: examples, splitFrom: nil, findingClass: findingClass)
    }

    private init(
        id: String, defaultSeverity: Severity, category: RuleCategory, summary: String, rationale: String,
        fix: FixAvailability, examples: RuleExamples, splitFrom: RuleSplit?, findingClass: FindingClass?
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.category = category
        self.summary = summary
        self.rationale = rationale
        self.examples = examples
        self.fix = fix
        self.splitFrom = splitFrom
        self.findingClass = findingClass
    }

    public static func == (lhs: Rule, rhs: Rule) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
