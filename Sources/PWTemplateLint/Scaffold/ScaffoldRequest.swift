/// What to scaffold: which example document of its kind (a display type for a native template),
/// how much of it, and in which languages.
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

    /// A native template of `displayType`.
    public init(displayType: DisplayType, isMinimal: Bool = false, languages: ScaffoldLanguages? = nil) {
        self.init(name: displayType.rawValue, isMinimal: isMinimal, languages: languages)
    }

    /// The display type a native template's request names; `nil` for another kind's name.
    public var displayType: DisplayType? {
        DisplayType(rawValue: name)
    }
}
