import PWTemplateKinds
import PWTemplateLint

extension CommandSpec {
    /// `pwtemplate new <scaffold> [<dir>]`.
    public static let new = newCommand(scaffoldNames: KindRegistry.standard.scaffoldNames)

    /// `new` taking the scaffolds `scaffoldNames` (those of the kinds a test registers).
    static func newCommand(scaffoldNames: [String]) -> CommandSpec {
        CommandSpec(
            name: "new",
            abstract: "Create an example template or message.",
            discussion: """
                The example holds the required fields and the common optional ones, with \
                example copy, https://example.com media and myapp:// links to replace, and lints \
                clean. Nothing is written over existing files without --force, and a failed run \
                leaves nothing behind. A scaffold that lints clean only for other targets than the \
                defaults (an iOS-only type, an inbox card newer than iOS SDK 7.0.40) gets an entry in \
                the "overrides" of the nearest .pwtemplate.json, or a new .pwtemplate.json beside it \
                holding only that entry; the output says which.
                """,
            arguments: [
                ArgumentSpec(
                    name: "scaffold",
                    help: "What to create: a display type, an inbox card (inbox-<card>) or an In-App layout "
                        + "(inapp-<layout>); '--list' describes them.",
                    allowedValues: scaffoldNames
                ),
                ArgumentSpec(
                    name: "dir",
                    help: "The folder to create; with --zip, the archive's name ('.zip' is added); for an inbox or In-App "
                        + "message, which is one file, the file's name ('.inbox.json' or '.inapp.json' is added).",
                    defaultDescription: "./<scaffold>"
                ),
            ],
            options: [.languages, .zipOutput, .minimal, .forceOverwrite, .listTypes, .help],
            sections: [.newExitCodes]
        )
    }
}

extension HelpSection {
    /// The exit codes of `new`.
    public static let newExitCodes = HelpSection(
        title: "EXIT CODES",
        rows: [
            Row(label: String(ExitCode.success.rawValue), text: "The template was written (or the types listed)."),
            Row(label: String(ExitCode.usage.rawValue),
                text: "Usage error, or a target that cannot be used (it exists and --force is not given, "
                    + "or its parent folder is missing); nothing was written."),
            Row(label: String(ExitCode.internalError.rawValue), text: "Writing failed (permissions, full disk)."),
        ]
    )
}

extension OptionSpec {
    /// `--languages <codes>` of `new`.
    public static let languages = OptionSpec(
        longName: "languages",
        help: """
            Comma-separated language codes (en,de,fr): the texts become {{key|text|default}} \
            placeholders and pushwoosh.json holds their translations, the first language \
            being the default one.
            """,
        kind: .singleValue(valueName: "codes"),
        completion: .freeText
    )

    /// `--zip` of `new`.
    public static let zipOutput = OptionSpec(longName: "zip", help: "Write <dir>.zip instead of a folder.")

    /// `--minimal` of `new`.
    public static let minimal = OptionSpec(
        longName: "minimal",
        help: """
            Only the required fields, plus what keeps the template visible and valid: a \
            title where nothing else would show, a reward's code.
            """
    )

    /// `--force` of `new`.
    public static let forceOverwrite = OptionSpec(
        longName: "force", help: "Write over the template files of an existing folder or archive.")

    /// `--list` of `new`.
    public static let listTypes = OptionSpec(
        longName: "list", help: "List the display types and the SDK releases that render them.")
}
