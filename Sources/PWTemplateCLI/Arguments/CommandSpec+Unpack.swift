extension CommandSpec {
    /// `pwtemplate unpack <zip> [<folder>]`.
    public static let unpack = CommandSpec(
        name: "unpack",
        abstract: "Extract a template from a ZIP for editing.",
        discussion: """
            Only native-config.json and pushwoosh.json are extracted, under their own names, \
            so no entry can be written outside the folder; unsafe names ('..', absolute \
            paths, backslashes, drive letters), system junk and files the SDKs never read are \
            skipped and listed on standard error. When the template files sit in a folder \
            inside the archive (the folder was compressed instead of its contents), they are \
            taken from there.
            """,
        arguments: [
            ArgumentSpec(name: "zip", help: "The template archive.", isRequired: true),
            ArgumentSpec(
                name: "folder",
                help: "The folder to extract into; created when missing. Same as --output.",
                defaultDescription: "the archive's name without .zip, beside it"
            ),
        ],
        options: [.unpackOutput, .unpackForce, .help],
        sections: [.unpackExitCodes]
    )
}

extension OptionSpec {
    /// `-o, --output <folder>` of `unpack`: the `<folder>` argument as an option, as `pack`
    /// and `preview` name their output.
    public static let unpackOutput = OptionSpec(
        longName: "output",
        shortName: "o",
        help: "The folder to extract into; created when missing. With <folder> too, both must name the same folder.",
        kind: .singleValue(valueName: "folder"),
        defaultValue: "the archive's name without .zip, beside it"
    )

    /// `--force` of `unpack`.
    public static let unpackForce = OptionSpec(
        longName: "force",
        help: """
            Extract into a folder that is not empty: its native-config.json and \
            pushwoosh.json are replaced (a pushwoosh.json the archive lacks is removed); other \
            files are kept.
            """
    )
}

extension HelpSection {
    /// The exit codes of `unpack`.
    public static let unpackExitCodes = HelpSection(
        title: "EXIT CODES",
        rows: [
            Row(label: "0", text: "The template was extracted."),
            Row(label: "1", text: """
                The archive cannot be unpacked (unreadable, over the size limits, no \
                native-config.json); nothing is written.
                """),
            Row(label: "2", text: """
                Usage error (bad flag, missing archive, <folder> and --output naming \
                different folders, a folder that is not empty without --force); nothing is \
                written.
                """),
            Row(label: "3", text: "A file could not be written, or an internal error."),
        ]
    )
}
