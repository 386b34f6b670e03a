import PWTemplateArchive

extension CommandSpec {
    /// `pwtemplate fmt <path>...`.
    public static let fmt = CommandSpec(
        name: "fmt",
        abstract: "Format native-config.json and pushwoosh.json.",
        discussion: """
            The layout is the one 'pwtemplate new' writes: one member or element a line, \
            2-space indentation, '"key": value', '{}' and '[]' when empty, a final newline. \
            Keys keep their order, and every key, string and number keeps its exact spelling \
            (escapes, '1.0' and '1'): only the space between them changes. Templates in \
            folders, bare .json native configs and ZIPs are formatted; a ZIP is rewritten \
            through a temporary file and a rename, and its other entries keep their bytes. \
            A file with a JSON error is not formatted: the errors are shown as lint shows \
            them. Templates the configuration excludes ('exclude', 'fmt.exclude') are left \
            alone. Formatting a formatted file changes nothing.
            """,
        arguments: [
            ArgumentSpec(
                name: "path",
                help: """
                    A .zip file, a template folder, a folder to scan for templates, a \
                    native-config.json or pushwoosh.json file (formats its folder), or another \
                    .json file whose root object has displayType. '-' reads a ZIP from \
                    standard input (with --check or --diff only).
                    """,
                isRepeating: true,
                defaultDescription: "the current folder"
            ),
        ],
        options: [.formatCheck, .formatDiff, .configFile, .noConfig, .help],
        sections: [.fmtExitCodes]
    )
}

extension OptionSpec {
    /// `--check` of `fmt`.
    public static let formatCheck = OptionSpec(
        longName: "check",
        help: "Write nothing; list the files that are not formatted and exit 1 when there are any."
    )

    /// `--diff` of `fmt`.
    public static let formatDiff = OptionSpec(
        longName: "diff",
        help: "Write nothing; print the change as a unified diff and exit 1 when there is any."
    )
}

extension HelpSection {
    /// The exit codes of `fmt`.
    public static let fmtExitCodes = HelpSection(
        title: "EXIT CODES",
        rows: [
            Row(label: "0", text: "Every file is formatted (reformatted now, unless --check or --diff)."),
            Row(label: "1", text: """
                With --check or --diff, a file is not formatted; or a file has a JSON error, \
                or a template cannot be read.
                """),
            Row(label: "2", text: """
                Usage error (bad flag, a path that does not exist, no template found, a ZIP on \
                standard input without --check or --diff, a --config file that cannot be used).
                """),
            Row(label: "3", text: "A file could not be written, or an internal error."),
        ]
    )
}
