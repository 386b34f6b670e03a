/// One finding about one template.
///
/// The template itself is named by the ``TemplateReport`` that holds the finding; `location`
/// names the file inside it (`native-config.json`), the JSON value and the text it spans.
public struct Diagnostic: Sendable, Hashable {
    public var rule: Rule
    public var severity: Severity
    public var message: String
    public var hint: String?
    public var location: Location
    public var related: [RelatedLocation]
    /// The language section of `pushwoosh.json` the finding applies to, if any.
    public var language: String?
    /// The platform the finding applies to, if only one.
    public var platform: Platform?
    /// A change that resolves the finding, when one is known.
    public var fix: Fix?

    public init(
        rule: Rule,
        message: String,
        hint: String? = nil,
        entry: EntryName? = nil,
        pointer: String? = nil,
        range: SourceRange? = nil,
        related: [RelatedLocation] = [],
        language: String? = nil,
        platform: Platform? = nil,
        severity: Severity? = nil,
        fix: Fix? = nil
    ) {
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity
        self.message = message
        self.hint = hint
        location = Location(entry: entry, pointer: pointer, range: range)
        self.related = related
        self.language = language
        self.platform = platform
        self.fix = fix
    }
}
