import PWTemplateLint

extension ScaffoldRequest {
    /// A native template of `displayType`.
    public init(displayType: DisplayType, isMinimal: Bool = false, languages: ScaffoldLanguages? = nil) {
        self.init(name: displayType.rawValue, isMinimal: isMinimal, languages: languages)
    }

    /// The display type a native template's request names; `nil` for another kind's name.
    public var displayType: DisplayType? {
        DisplayType(rawValue: name)
    }
}
