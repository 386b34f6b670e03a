extension CommandSpec {
    /// `pwtemplate l10n <template>`.
    public static let l10n = CommandSpec(
        name: "l10n",
        abstract: "Show which keys each language of pushwoosh.json has.",
        discussion: """
            One row per key (the keys double-brace placeholders in native-config.json read, \
            and every key of every section) and one column per language, '*' marking \
            default_language: ✓ translated, – missing, ∅ empty string. Then the defaults of \
            the placeholders reading the key, and 'unused' for keys no placeholder reads.

            A report, not a check: it exits 0 whatever the coverage. 'pwtemplate lint' \
            reports the problems.
            """,
        arguments: [.template],
        options: [.l10nFormat, .help],
        sections: [.singleTemplateExitCodes]
    )
}

extension OptionSpec {
    /// `--format <format>` of `l10n`.
    public static let l10nFormat = OptionSpec(
        longName: "format",
        help: "The table format.",
        kind: .singleValue(valueName: "format"),
        allowedValues: L10nFormat.allCases.map(\.rawValue),
        defaultValue: L10nFormat.text.rawValue
    )
}
