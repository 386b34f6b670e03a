/// The options of `completion`: the shell to print the script for.
public struct CompletionOptions: Sendable, Equatable {
    public var shell: Shell

    public init(shell: Shell) {
        self.shell = shell
    }

    /// Reads bound `completion` arguments (the parser has checked the shell name).
    init(_ parsed: ParsedArguments) throws(ArgumentError) {
        guard let shell = parsed.positionals.first.flatMap(Shell.init(rawValue:)) else {
            throw .missingArgument(ArgumentSpec.shell.placeholder)
        }
        self.init(shell: shell)
    }
}
