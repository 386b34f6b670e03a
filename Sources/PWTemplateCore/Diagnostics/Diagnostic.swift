/// Another place that matters for a finding, e.g. the first occurrence of a duplicate key.
public struct RelatedLocation: Sendable, Hashable {
    public var message: String
    public var entry: String?
    public var pointer: String?
    public var range: SourceRange?

    public init(message: String, entry: String? = nil, pointer: String? = nil, range: SourceRange? = nil) {
        self.message = message
        self.entry = entry
        self.pointer = pointer
        self.range = range
    }
}

/// One finding about one template.
///
/// The template itself is named by the ``TemplateReport`` that holds the finding; `entry` names
/// the file inside it (`native-config.json`), `pointer` the JSON value (RFC 6901) and `range`
/// the text it spans.
public struct Diagnostic: Sendable, Hashable {
    public var rule: Rule
    public var severity: Severity
    public var message: String
    public var hint: String?
    public var entry: String?
    public var pointer: String?
    public var range: SourceRange?
    public var related: [RelatedLocation]
    /// The language section of `pushwoosh.json` the finding applies to, if any.
    public var language: String?
    /// The platform (`ios`, `android`) the finding applies to, if only one.
    public var platform: String?

    public init(
        rule: Rule,
        message: String,
        hint: String? = nil,
        entry: String? = nil,
        pointer: String? = nil,
        range: SourceRange? = nil,
        related: [RelatedLocation] = [],
        language: String? = nil,
        platform: String? = nil,
        severity: Severity? = nil
    ) {
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity
        self.message = message
        self.hint = hint
        self.entry = entry
        self.pointer = pointer
        self.range = range
        self.related = related
        self.language = language
        self.platform = platform
    }

    /// The order of findings in every report: entry, line, column, rule, message.
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let left = (lhs.entry ?? "", lhs.range?.start.line ?? 0, lhs.range?.start.column ?? 0)
        let right = (rhs.entry ?? "", rhs.range?.start.line ?? 0, rhs.range?.start.column ?? 0)
        if left != right { return left < right }
        if lhs.rule.id != rhs.rule.id { return lhs.rule.id < rhs.rule.id }
        return lhs.message < rhs.message
    }
}
