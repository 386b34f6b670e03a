/// A positional argument of a command: optional unless `isRequired`.
public struct ArgumentSpec: Sendable, Equatable {
    /// The placeholder name (`path` in `<path>`).
    public var name: String
    public var help: String
    /// Whether the argument takes any number of values (`[<path> ...]`).
    public var isRepeating: Bool
    /// Whether the command cannot run without it (`<rule-id>` rather than `[<rule-id>]`).
    public var isRequired: Bool
    /// The only values accepted, in the order help lists them; empty accepts any value.
    public var allowedValues: [String]
    /// What applies when the argument is absent, as help shows it.
    public var defaultDescription: String?
    /// What shell completion offers for the argument.
    public var completion: CompletionKind

    public init(
        name: String,
        help: String,
        isRepeating: Bool = false,
        isRequired: Bool = false,
        allowedValues: [String] = [],
        defaultDescription: String? = nil,
        completion: CompletionKind? = nil
    ) {
        self.name = name
        self.help = help
        self.isRepeating = isRepeating
        self.isRequired = isRequired
        self.allowedValues = allowedValues
        self.defaultDescription = defaultDescription
        self.completion = completion ?? .inferred(from: allowedValues)
    }

    /// `<name>`, as usage lines and messages spell the argument.
    public var placeholder: String { "<\(name)>" }
}
