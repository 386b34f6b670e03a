/// One option a command accepts: how the parser matches it and how help shows it.
public struct OptionSpec: Sendable, Equatable {
    /// How an option takes values.
    public enum Kind: Sendable, Equatable {
        /// Present or absent; giving it a value (`--strict=yes`) is an error.
        case flag
        /// One value, given at most once (`--format json`).
        case singleValue(valueName: String)
        /// One value per occurrence; occurrences accumulate.
        case repeatableValue(valueName: String)
    }

    /// The name after `--`.
    public var longName: String
    /// The letter after `-`, if the option has a short form.
    public var shortName: Character?
    public var help: String
    public var kind: Kind
    /// The only values accepted, in the order help lists them; empty accepts any value.
    public var allowedValues: [String]
    /// When set, an allowed value may be followed by this character and any text
    /// (`sarif:results.sarif`); only the part before it is checked against ``allowedValues``.
    public var allowedValueSuffixSeparator: Character?
    /// The default as help shows it; `nil` shows none.
    public var defaultValue: String?
    /// Hidden options parse as usual but are left out of help, suggestions and completion.
    public var isHidden: Bool
    /// What shell completion offers for the value; unused for flags.
    public var completion: CompletionKind

    public init(
        longName: String,
        shortName: Character? = nil,
        help: String,
        kind: Kind = .flag,
        allowedValues: [String] = [],
        allowedValueSuffixSeparator: Character? = nil,
        defaultValue: String? = nil,
        isHidden: Bool = false,
        completion: CompletionKind? = nil
    ) {
        self.longName = longName
        self.shortName = shortName
        self.help = help
        self.kind = kind
        self.allowedValues = allowedValues
        self.allowedValueSuffixSeparator = allowedValueSuffixSeparator
        self.defaultValue = defaultValue
        self.isHidden = isHidden
        self.completion = completion ?? .inferred(from: allowedValues)
    }

    /// `--name`, as messages spell the option.
    public var longSpelling: String { "--" + longName }

    /// The placeholder for the value (`format` in `<format>`); `nil` for flags.
    public var valueName: String? {
        switch kind {
        case .flag: nil
        case .singleValue(let name), .repeatableValue(let name): name
        }
    }

    /// The part of `value` checked against ``allowedValues``: all of it, or what comes before
    /// ``allowedValueSuffixSeparator``.
    func checkedPart(of value: String) -> String {
        guard let separator = allowedValueSuffixSeparator else { return value }
        return String(value.prefix { $0 != separator })
    }

    /// Whether the option matches a typed `--name` or `-x`.
    func matches(_ token: OptionToken) -> Bool {
        token.isShort ? shortName.map(String.init) == token.name : longName == token.name
    }
}

extension OptionSpec {
    /// `-h`, `--help`: every command has it.
    public static let help = OptionSpec(longName: "help", shortName: "h", help: "Show help information.")
}
