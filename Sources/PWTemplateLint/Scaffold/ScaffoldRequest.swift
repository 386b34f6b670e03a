/// What to scaffold: a display type, how much of it, and in which languages.
public struct ScaffoldRequest: Sendable, Equatable {
    public var displayType: DisplayType
    /// Only the required fields, plus what the template needs to show something and stay valid.
    public var isMinimal: Bool
    /// With languages, visible texts become placeholders and `pushwoosh.json` holds their
    /// translations; without, the texts are written as they are and there is no `pushwoosh.json`.
    public var languages: ScaffoldLanguages?

    public init(displayType: DisplayType, isMinimal: Bool = false, languages: ScaffoldLanguages? = nil) {
        self.displayType = displayType
        self.isMinimal = isMinimal
        self.languages = languages
    }
}
