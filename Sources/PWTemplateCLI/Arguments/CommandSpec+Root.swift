extension CommandSpec {
    /// `pwtemplate` itself: its options and the subcommands of this release.
    public static let root = CommandSpec(
        name: ToolInfo.name,
        abstract: "Lint, scaffold and pack Pushwoosh native in-app templates.",
        discussion: """
            Without a subcommand, pwtemplate runs 'lint': 'pwtemplate promo.zip' is \
            'pwtemplate lint promo.zip'.
            """,
        options: [.version, .help],
        subcommands: Subcommand.allCases.map(\.spec),
        sections: [.exitCodes]
    )

    /// `pwtemplate help [<subcommand>]`.
    public static let help = CommandSpec(
        name: "help",
        abstract: "Show subcommand help information.",
        arguments: [ArgumentSpec(name: "subcommand", help: "The subcommand to show help for.", completion: .subcommandNames)]
    )

    /// `pwtemplate version`.
    public static let version = CommandSpec(name: "version", abstract: "Show the version.")
}

extension OptionSpec {
    /// `--version`.
    public static let version = OptionSpec(longName: "version", help: "Show the version.")
}
