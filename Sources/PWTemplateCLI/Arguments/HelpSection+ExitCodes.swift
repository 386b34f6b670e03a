extension HelpSection {
    /// The exit codes, identical for every command and format.
    public static let exitCodes = HelpSection(
        title: "EXIT CODES",
        rows: [
            row(.success, "No finding at or above the fail level."),
            row(.findings, "Findings at or above the fail level (errors unless --fail-level or --strict say otherwise), or more warnings than --max-warnings."),
            row(.usage, "Usage or configuration error (bad flag or value, invalid .pwtemplate.json, missing path, empty folder scan)."),
            row(.internalError, "Internal error (a crash, or a report that could not be written)."),
        ]
    )

    /// A row of an exit-code table.
    static func row(_ code: ExitCode, _ meaning: String) -> Row {
        Row(label: String(code.rawValue), text: meaning)
    }
}
