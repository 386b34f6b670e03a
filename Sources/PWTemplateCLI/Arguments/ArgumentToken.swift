/// An option as typed: `--name`, `--name=value`, `-x` or `-x=value`.
struct OptionToken: Sendable, Equatable {
    /// The name without dashes or value.
    let name: String
    /// Whether it was typed with one dash.
    let isShort: Bool
    /// The value after `=`, if any.
    let attachedValue: String?

    /// The option as typed, without its value (`--format`).
    var spelling: String { (isShort ? "-" : "--") + name }
}

/// One classified command-line argument.
enum ArgumentToken: Sendable, Equatable {
    /// A word starting with `-` (but not `-` alone) before `--`.
    case option(OptionToken)
    /// A word before `--` that is not an option: a positional, or the value of the option
    /// before it. A lone `-` (standard input) is one.
    case value(String)
    /// A word after `--`: always a positional, even when it starts with `-`.
    case positional(String)

    /// Classifies `arguments` in order; `--` itself yields no token.
    static func tokenize<Arguments: Sequence<String>>(_ arguments: Arguments) -> [ArgumentToken] {
        var tokens: [ArgumentToken] = []
        var afterTerminator = false
        for argument in arguments {
            if afterTerminator {
                tokens.append(.positional(argument))
            } else if argument == "--" {
                afterTerminator = true
            } else if argument.hasPrefix("-"), argument != "-" {
                tokens.append(.option(option(from: argument)))
            } else {
                tokens.append(.value(argument))
            }
        }
        return tokens
    }

    private static func option(from argument: String) -> OptionToken {
        let isShort = !argument.hasPrefix("--")
        let body = argument.dropFirst(isShort ? 1 : 2)
        guard let equals = body.firstIndex(of: "=") else {
            return OptionToken(name: String(body), isShort: isShort, attachedValue: nil)
        }
        return OptionToken(
            name: String(body[..<equals]),
            isShort: isShort,
            attachedValue: String(body[body.index(after: equals)...])
        )
    }
}

extension [ArgumentToken] {
    /// Whether the tokens hold `-h` or `--help` for `command`; help wins over every other error.
    func requestHelp(from command: CommandSpec) -> Bool {
        contains { token in
            guard case .option(let option) = token else { return false }
            return command.option(matching: option) == .help
        }
    }
}
