import PWTemplateLint
import PWTemplateSyntax

/// The options of `resolve`: the document, the device language, the platform, the targeted
/// releases and the format.
public struct ResolveOptions: Sendable, Equatable {
    /// The document path as given.
    public var template: String
    /// The device language; `nil` uses the file's `default_language`.
    public var language: String?
    /// The SDK whose rules apply; `nil` (not given) means iOS, with a note when Android differs.
    public var platform: Platform?
    /// The releases the document is resolved for (`--target`); empty is the kind's default.
    public var targets: [Target]
    public var format: ResolveRequest.Format

    public init(template: String, language: String? = nil, platform: Platform? = nil, targets: [Target] = [], format: ResolveRequest.Format = .text) {
        self.template = template
        self.language = language
        self.platform = platform
        self.targets = targets
        self.format = format
    }

    /// Reads bound `resolve` arguments (the parser has checked the platform, the format and the
    /// template count).
    init(_ parsed: ParsedArguments) throws(ArgumentError) {
        self.init(
            template: parsed.positionals[0],
            language: parsed.values(of: .language).first,
            platform: parsed.values(of: .platform).first.flatMap(Platform.init(rawValue:)),
            targets: try Target.parseAll(parsed.values(of: .resolveTarget)),
            format: parsed.values(of: .resolveFormat).first == "json" ? .json : .text
        )
    }

    /// What the kind is asked.
    var request: ResolveRequest {
        ResolveRequest(
            language: language, platform: platform, targets: targets.isEmpty ? .default : TargetSelection(targets: targets), format: format,
            givenPath: template)
    }
}
