import PWTemplateSyntax

/// Tokens bound to a command's options and arguments, before they become a typed options value.
struct ParsedArguments: Sendable, Equatable {
    /// The options of the command the tokens were bound to.
    private let options: [OptionSpec]
    /// The long names of the flags given.
    private var flagNames: Set<String> = []
    /// The values given to each value option, by long name, in order.
    private var valuesByName: [String: [String]] = [:]
    /// The positionals, in order.
    private(set) var positionals: [String] = []

    /// Binds `tokens` to `command`: checks every option is known, values are present and
    /// allowed, single options are not repeated, and the positionals are neither missing,
    /// surplus nor outside their allowed values.
    init(_ tokens: [ArgumentToken], for command: CommandSpec) throws(ArgumentError) {
        options = command.options
        var remaining = tokens[...]
        while let token = remaining.popFirst() {
            switch token {
            case .value(let word), .positional(let word):
                positionals.append(word)
            case .option(let typed):
                guard let option = command.option(matching: typed) else {
                    let suggestion = EditDistance.closest(
                        to: typed.name, among: command.visibleOptions.map(\.longName))
                    throw .unknownOption(typed.spelling, suggestion: suggestion.map { "--" + $0 })
                }
                try bind(option, typed: typed, remaining: &remaining)
            }
        }
        try checkPositionals(for: command)
    }

    /// Whether the flag `option` was given.
    func isSet(_ option: OptionSpec) -> Bool {
        assertSpecified(option)
        return flagNames.contains(option.longName)
    }

    /// The values given to `option`, in order.
    func values(of option: OptionSpec) -> [String] {
        assertSpecified(option)
        return valuesByName[option.longName] ?? []
    }

    /// An option read here but missing from the command's spec could never be given: a test
    /// that parses the command stops at the first such read.
    private func assertSpecified(_ option: OptionSpec) {
        assert(options.contains(option), "\(option.longSpelling) is read but not in the command's options")
    }

    private mutating func bind(
        _ option: OptionSpec,
        typed: OptionToken,
        remaining: inout ArraySlice<ArgumentToken>
    ) throws(ArgumentError) {
        if option.valueName == nil {
            if let value = typed.attachedValue {
                throw .flagWithValue(option: option.longSpelling, value: value)
            }
            flagNames.insert(option.longName)
            return
        }
        let value = try Self.value(for: option, typed: typed, remaining: &remaining)
        let earlier = values(of: option)
        if case .singleValue = option.kind, let first = earlier.first {
            throw .repeatedOption(option.longSpelling, first: first, second: value)
        }
        valuesByName[option.longName] = earlier + [value]
    }

    /// The option's value: after `=`, else the next word; checked against the allowed values.
    private static func value(
        for option: OptionSpec,
        typed: OptionToken,
        remaining: inout ArraySlice<ArgumentToken>
    ) throws(ArgumentError) -> String {
        var value = typed.attachedValue
        if value == nil, case .value(let next) = remaining.first {
            value = next
            remaining.removeFirst()
        }
        guard let value, !value.isEmpty else {
            throw .missingValue(option: option.longSpelling, allowedValues: option.allowedValues)
        }
        let checked = option.checkedPart(of: value)
        guard option.allowedValues.isEmpty || option.allowedValues.contains(checked) else {
            throw .invalidValue(
                value,
                option: option.longSpelling,
                allowedValues: option.allowedValues,
                suggestion: EditDistance.closest(to: checked, among: option.allowedValues)
            )
        }
        return value
    }

    private func checkPositionals(for command: CommandSpec) throws(ArgumentError) {
        let arguments = command.arguments
        if let missing = arguments.dropFirst(positionals.count).first(where: \.isRequired) {
            throw .missingArgument(missing.placeholder)
        }
        if !arguments.contains(where: \.isRepeating), positionals.count > arguments.count {
            throw .unexpectedArgument(positionals[arguments.count])
        }
        for (index, value) in positionals.enumerated() {
            // Values past the last argument belong to it (it is the repeating one).
            let argument = arguments[min(index, arguments.count - 1)]
            guard !argument.allowedValues.isEmpty, !argument.allowedValues.contains(value) else { continue }
            throw .invalidArgument(
                value,
                argument: argument.name,
                allowedValues: argument.allowedValues,
                suggestion: EditDistance.closest(to: value, among: argument.allowedValues)
            )
        }
    }
}
