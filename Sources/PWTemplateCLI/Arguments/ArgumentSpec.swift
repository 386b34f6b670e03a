/// A positional argument of a command. Positional arguments are always optional.
public struct ArgumentSpec: Sendable, Equatable {
    /// The placeholder name (`path` in `<path>`).
    public var name: String
    public var help: String
    /// Whether the argument takes any number of values (`[<path> ...]`).
    public var isRepeating: Bool
    /// What applies when the argument is absent, as help shows it.
    public var defaultDescription: String?

    public init(name: String, help: String, isRepeating: Bool = false, defaultDescription: String? = nil) {
        self.name = name
        self.help = help
        self.isRepeating = isRepeating
        self.defaultDescription = defaultDescription
    }
}
