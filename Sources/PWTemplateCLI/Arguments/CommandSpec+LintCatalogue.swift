extension OptionSpec {
    /// `--baseline <file>`.
    public static let baseline = OptionSpec(
        longName: "baseline",
        help: """
            Report only findings the baseline file does not record (matched by template, \
            entry, rule, JSON pointer and message, not by line); replaces the configuration's \
            "baseline". With --strict, recorded findings that no longer occur are reported.
            """,
        kind: .singleValue(valueName: "file")
    )

    /// `--write-baseline <file>`.
    public static let writeBaseline = OptionSpec(
        longName: "write-baseline",
        help: "Record every finding of this run in a baseline file (replaced whole), for later runs with --baseline.",
        kind: .singleValue(valueName: "file")
    )

    /// `--shard <K/N|auto>`.
    public static let shard = OptionSpec(
        longName: "shard",
        help: """
            Lint only the K-th of N disjoint parts of the templates found (split by path, \
            stable as templates are added), for CI matrices; 'auto' reads GitLab's \
            CI_NODE_INDEX and CI_NODE_TOTAL.
            """,
        kind: .singleValue(valueName: "K/N|auto"),
        completion: .values(["auto"])
    )
}
