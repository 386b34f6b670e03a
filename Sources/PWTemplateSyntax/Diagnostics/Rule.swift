/// A check pwtemplate performs, described once: every listing, explanation and report reads it.
public struct Rule: Sendable, Hashable, Identifiable {
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
    public private(set) var findingClass: FindingClass?

    public init(
        id: String,
        defaultSeverity: Severity,
        category: RuleCategory,
        summary: String,
        rationale: String,
        fix: FixAvailability,
        examples: RuleExamples = .none,
        splitFrom: RuleSplit? = nil
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.category = category
        self.summary = summary
        self.rationale = rationale
        self.examples = examples
        self.fix = fix
        self.splitFrom = splitFrom
        findingClass = nil
    }

    /// A rule of `findingClass`, with its severity.
    public init(
        id: String, class findingClass: FindingClass, category: RuleCategory, summary: String, rationale: String, fix: FixAvailability,
        examples: RuleExamples = .none
    ) {
        var rule = Rule(id: id, defaultSeverity: findingClass.severity, category: category, summary: summary, rationale: rationale, fix: fix, examples: examples)
        rule.findingClass = findingClass
        self = rule
    }

    public static func == (lhs: Rule, rhs: Rule) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
