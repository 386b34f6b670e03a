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
    /// The variant the finding belongs to (language section or key-missing case, platform,
    /// appearance), when not every variant has it.
    public var variant: FindingVariant?
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
        let variant = FindingVariant(translation: language.map(FindingVariant.Translation.section), platform: platform)
        self.variant = variant.isEmpty ? nil : variant
        self.fix = fix
    }

    /// The language section of `pushwoosh.json` the finding applies to, if any (of `variant`).
    public var language: String? {
        get { variant?.language }
        set {
            guard let newValue else {
                if variant?.language != nil { changeVariant { $0.translation = nil } }
                return
            }
            changeVariant { $0.translation = .section(newValue) }
        }
    }

    /// The platform the finding applies to, if only one (of `variant`).
    public var platform: Platform? {
        get { variant?.platform }
        set { changeVariant { $0.platform = newValue } }
    }

    private mutating func changeVariant(_ change: (inout FindingVariant) -> Void) {
        var changed = variant ?? FindingVariant()
        change(&changed)
        variant = changed.isEmpty ? nil : changed
    }
}
