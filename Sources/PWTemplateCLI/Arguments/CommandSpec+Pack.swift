import PWTemplateArchive

extension CommandSpec {
    /// `pwtemplate pack <folder> ...`.
    public static let pack = CommandSpec(
        name: "pack",
        abstract: "Lint template folders and pack each into a ZIP.",
        discussion: """
            The archive holds only native-config.json and pushwoosh.json, at its root, \
            deflated, with a fixed date and fixed permissions: the same files give the same \
            bytes on every machine. Everything else in the folder is left out and listed on \
            standard error. A template with lint errors is not packed; the lint report and \
            one line per template go to standard output.

            Each archive is written to a temporary file beside it and then renamed, so a \
            failure never leaves a half-written archive or destroys the previous one.
            """,
        arguments: [
            ArgumentSpec(
                name: "folder",
                help: "A template folder: native-config.json at its top.",
                isRepeating: true,
                isRequired: true
            ),
        ],
        options: [.output, .force, .noLint, .strict, .target, .configFile, .noConfig, .color, .help],
        sections: [.packExitCodes]
    )
}

extension OptionSpec {
    /// `-o, --output <path>` of `pack`.
    public static let output = OptionSpec(
        longName: "output",
        shortName: "o",
        help: """
            The archive to write, or a folder to write <folder>.zip into (a trailing '/' \
            creates it). Several folders need a folder.
            """,
        kind: .singleValue(valueName: "path"),
        defaultValue: "<folder>.zip beside the folder"
    )

    /// `--force` of `pack`.
    public static let force = OptionSpec(longName: "force", help: "Replace archives that already exist.")

    /// `--no-lint`.
    public static let noLint = OptionSpec(longName: "no-lint", help: "Pack without linting first.")
}

extension HelpSection {
    /// The exit codes of `pack`.
    public static let packExitCodes = HelpSection(
        title: "EXIT CODES",
        rows: [
            Row(label: "0", text: "Every template was packed."),
            Row(label: "1", text: """
                A template was not packed: lint errors (or warnings with --strict), or a \
                template file that cannot be read. The others are still packed.
                """),
            Row(label: "2", text: """
                Usage error (bad flag or value, not a template folder, an archive that \
                exists without --force, a --config file that cannot be used); nothing is written.
                """),
            Row(label: "3", text: "An archive could not be written (the output path is left as it was), or an internal error."),
        ]
    )
}
