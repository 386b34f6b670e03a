/// A command as the parser dispatches it and as help describes it.
public struct CommandSpec: Sendable, Equatable {
    public var name: String
    /// Other names that run the command.
    public var aliases: [String]
    /// One sentence: the `OVERVIEW:` line and the command's row in its parent's help.
    public var abstract: String
    /// Paragraphs after the overview, separated by blank lines.
    public var discussion: String?
    public var arguments: [ArgumentSpec]
    public var options: [OptionSpec]
    public var subcommands: [CommandSpec]
    /// Whether the parent runs this command when no subcommand is named.
    public var isDefault: Bool
    /// Extra blocks shown after the subcommands, such as the exit codes.
    public var sections: [HelpSection]

    public init(
        name: String,
        aliases: [String] = [],
        abstract: String,
        discussion: String? = nil,
        arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [.help],
        subcommands: [CommandSpec] = [],
        isDefault: Bool = false,
        sections: [HelpSection] = []
    ) {
        self.name = name
        self.aliases = aliases
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
        self.isDefault = isDefault
        self.sections = sections
    }

    /// The options help lists and suggestions draw from.
    var visibleOptions: [OptionSpec] { options.filter { !$0.isHidden } }

    /// The option a typed `--name` or `-x` refers to.
    func option(matching token: OptionToken) -> OptionSpec? {
        options.first { $0.matches(token) }
    }
}
