/// What shell completion offers for an option's value or a positional argument.
public enum CompletionKind: Sendable, Equatable {
    /// File and folder paths.
    case paths
    /// Exactly these words.
    case values([String])
    /// The names of the root command's subcommands (`help <subcommand>`).
    case subcommandNames
    /// The id of every rule of every kind (`explain <rule-id>`), listed only when a completion
    /// script is written: building the rules is no part of parsing a command line.
    case ruleIDs
    /// No suggestions: free text, such as a language code.
    case freeText

    /// What a value without a declared completion gets: its allowed values, or paths when any value goes.
    static func inferred(from allowedValues: [String]) -> CompletionKind {
        allowedValues.isEmpty ? .paths : .values(allowedValues)
    }
}
