extension CommandSpec {
    /// `pwtemplate config [--effective] [--default] [<path>]`.
    public static let config = CommandSpec(
        name: "config",
        abstract: "Print the configuration that applies, as JSON.",
        discussion: """
            Shows the merged configuration lint would use for a template at the path: the \
            nearest .pwtemplate.json (or the --config file, or PWTEMPLATE_CONFIG) with the \
            overrides that match the path and the flags given here, over the defaults. \
            Every rule is listed with its effective severity.
            """,
        arguments: [
            ArgumentSpec(
                name: "path",
                help: "A template (.zip file or folder) or any folder.",
                defaultDescription: "the current folder"
            ),
        ],
        options: [.effective, .defaults, .configFile, .noConfig, .target, .enable, .disable, .help]
    )
}

extension OptionSpec {
    /// `--config <file>`.
    public static let configFile = OptionSpec(
        longName: "config",
        help: """
            The configuration file to use for every template, instead of the nearest \
            .pwtemplate.json; PWTEMPLATE_CONFIG names one too (this option wins).
            """,
        kind: .singleValue(valueName: "file")
    )

    /// `--no-config`.
    public static let noConfig = OptionSpec(
        longName: "no-config",
        help: "Read no configuration file (nor PWTEMPLATE_CONFIG): use the defaults."
    )

    /// `--enable <rule>`, repeatable.
    public static let enable = OptionSpec(
        longName: "enable",
        help: "Turn a rule the configuration turns off back on, at its default severity; repeatable.",
        kind: .repeatableValue(valueName: "rule")
    )

    /// `--disable <rule>`, repeatable.
    public static let disable = OptionSpec(
        longName: "disable",
        help: "Turn a rule off, whatever the configuration says; repeatable.",
        kind: .repeatableValue(valueName: "rule")
    )

    /// `config --effective`.
    public static let effective = OptionSpec(
        longName: "effective",
        help: "Print the configuration that applies to the path (what 'config' does without options)."
    )

    /// `config --default`.
    public static let defaults = OptionSpec(
        longName: "default",
        help: "Print the defaults: the configuration without any file or flag."
    )
}
