/// What to scaffold: which example document of its kind (``MessageKind/scaffoldNames``), how
/// much of it, and in which languages.
public struct ScaffoldRequest: Sendable, Equatable {
    /// One of the kind's ``MessageKind/scaffoldNames``.
    public var name: String
    /// Only the required fields, plus what the template needs to show something and stay valid.
    public var isMinimal: Bool
    /// With languages, visible texts become placeholders and `pushwoosh.json` holds their
    /// translations; without, the texts are written as they are and there is no `pushwoosh.json`.
    public var languages: ScaffoldLanguages?

    public init(name: String, isMinimal: Bool = false, languages: ScaffoldLanguages? = nil) {
        self.name = name
        self.isMinimal = isMinimal
        self.languages = languages
    }
}
