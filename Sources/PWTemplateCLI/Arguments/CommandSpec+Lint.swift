import PWTemplateLint
import PWTemplateSyntax

extension CommandSpec {
    /// `pwtemplate lint`, the default subcommand.
    public static let lint = CommandSpec(
        name: "lint",
        abstract: "Check templates for problems the SDKs would reject.",
        discussion: """
            The report goes to standard output and usage errors to standard error; \
            the exit code is the same for every format. Repeat '--format' to write several \
            reports from one run: '--format text --format sarif:results.sarif' prints text and \
            writes SARIF. Report files are written, each replaced whole, even when the run fails.
            """,
        arguments: [
            ArgumentSpec(
                name: "path",
                help: """
                    A .zip file, a template folder, a folder to scan for templates, a \
                    native-config.json or pushwoosh.json file (lints its folder), or another \
                    .json file whose root object has displayType (linted alone under its own \
                    name). '-' reads a ZIP from standard input.
                    """,
                isRepeating: true,
                defaultDescription: "the current folder"
            ),
        ],
        options: [
            .format, .color, .failLevel, .strict, .maxWarnings, .quiet, .target, .configFile, .noConfig, .enable, .disable,
            .stdinFilename, .allowEmpty, .jobs, .fix, .unsafeFixes, .diff, .baseline, .writeBaseline, .shard, .help,
        ],
        isDefault: true,
        sections: [.exitCodes]
    )
}

extension OptionSpec {
    /// `--format <format[:path]>`, repeatable.
    public static let format = OptionSpec(
        longName: "format",
        help: """
            The report format, and after ':' the file to write it to instead of standard \
            output (sarif:results.sarif); repeatable, with at most one format on standard output.
            """,
        kind: .repeatableValue(valueName: "format[:path]"),
        allowedValues: ReportFormat.allCases.map(\.rawValue),
        allowedValueSuffixSeparator: ":",
        defaultValue: ReportFormat.text.rawValue
    )

    /// `--color <when>`.
    public static let color = OptionSpec(
        longName: "color",
        help: "When to colour the text report; 'auto' colours a terminal unless NO_COLOR is set.",
        kind: .singleValue(valueName: "when"),
        allowedValues: ColorChoice.allCases.map(\.rawValue),
        defaultValue: ColorChoice.auto.rawValue
    )

    /// `--fail-level <level>`.
    public static let failLevel = OptionSpec(
        longName: "fail-level",
        help: "The lowest severity that fails the run (exit 1); with 'never' only --max-warnings can fail it.",
        kind: .singleValue(valueName: "level"),
        allowedValues: FailLevel.allCases.map(\.rawValue),
        defaultValue: FailLevel.error.rawValue
    )

    /// `--strict`.
    public static let strict = OptionSpec(longName: "strict", help: "Fail on warnings too, not only on errors.")

    /// `--max-warnings <count>`.
    public static let maxWarnings = OptionSpec(
        longName: "max-warnings",
        help: "Fail the run (exit 1) when there are more than this many warnings.",
        kind: .singleValue(valueName: "count"),
        completion: .freeText
    )

    /// `--quiet`.
    public static let quiet = OptionSpec(longName: "quiet", help: "Show only errors in the text report.")

    /// `--target <platform[@version]>`, repeatable.
    public static let target = OptionSpec(
        longName: "target",
        help: """
            A platform the templates must work on, optionally from a minimum SDK version: \
            ios, android, android@6.10.1; repeatable; replaces the configuration's targets. \
            Without either, both platforms are checked and a display type one of them lacks \
            is only a warning.
            """,
        kind: .repeatableValue(valueName: "platform[@version]"),
        completion: .values(Platform.allCases.map(\.rawValue))
    )

    /// `--stdin-filename <name>`.
    public static let stdinFilename = OptionSpec(
        longName: "stdin-filename",
        help: "The name the report gives the ZIP read from '-'.",
        kind: .singleValue(valueName: "name"),
        completion: .freeText
    )

    /// `--allow-empty`.
    public static let allowEmpty = OptionSpec(
        longName: "allow-empty",
        help: "Exit 0 instead of 2 when a folder scan finds no template."
    )

    /// `--jobs <count>`.
    public static let jobs = OptionSpec(
        longName: "jobs",
        help: "How many templates to lint at once; the output is the same for any count.",
        kind: .singleValue(valueName: "count"),
        defaultValue: "the number of processors",
        completion: .freeText
    )

    /// `--fix`.
    public static let fix = OptionSpec(
        longName: "fix",
        help: """
            Apply the safe fixes in place (folders, .json files, ZIPs), linting again until \
            nothing changes (at most 10 passes); then report what is left.
            """
    )

    /// `--unsafe-fixes`.
    public static let unsafeFixes = OptionSpec(
        longName: "unsafe-fixes",
        help: "With --fix or --diff, apply the unsafe fixes too (they change what the user sees; review them)."
    )

    /// `--diff`.
    public static let diff = OptionSpec(
        longName: "diff",
        help: "Print the unified diff of what --fix would change and write nothing; exit 1 when something would change."
    )
}
