extension HelpSection {
    /// The exit codes of the commands that show one template (`resolve`, `l10n`).
    public static let singleTemplateExitCodes = HelpSection(
        title: "EXIT CODES",
        rows: [
            row(.success, "Shown (notes may go to standard error)."),
            row(.findings, "The template cannot be read, or native-config.json is not valid JSON."),
            row(.usage, "Usage error (bad flag or value, missing path, a path that is no template)."),
            row(.internalError, "Internal error (a crash, or output that could not be written)."),
        ]
    )
}
