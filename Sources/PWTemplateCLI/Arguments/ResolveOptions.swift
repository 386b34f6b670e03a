import PWTemplateSyntax

/// The options of `resolve`: the template, the device language and the platform.
public struct ResolveOptions: Sendable, Equatable {
    /// The template path as given.
    public var template: String
    /// The device language; `nil` uses the file's `default_language`.
    public var language: String?
    /// The SDK whose rules apply; `nil` (not given) means iOS, with a note when Android differs.
    public var platform: Platform?

    public init(template: String, language: String? = nil, platform: Platform? = nil) {
        self.template = template
        self.language = language
        self.platform = platform
    }

    /// Reads bound `resolve` arguments (the parser has checked the platform and the template count).
    init(_ parsed: ParsedArguments) {
        self.init(
            template: parsed.positionals[0],
            language: parsed.values(of: .language).first,
            platform: parsed.values(of: .platform).first.flatMap(Platform.init(rawValue:))
        )
    }
}
