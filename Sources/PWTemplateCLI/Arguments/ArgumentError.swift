import PWTemplateLint

/// What is wrong with the arguments, before it is tied to a command's usage line.
enum ArgumentError: Error, Sendable, Equatable {
    case unknownOption(String, suggestion: String?)
    case unknownCommand(String, suggestion: String?)
    case missingValue(option: String, allowedValues: [String])
    case invalidValue(String, option: String, allowedValues: [String], suggestion: String?)
    case flagWithValue(option: String, value: String)
    case repeatedOption(String, first: String, second: String)
    case unexpectedArgument(String)
    case missingArgument(String)
    case invalidArgument(String, argument: String, allowedValues: [String], suggestion: String?)
    case unknownRule(String, suggestion: String?)
    case invalidTarget(String, suggestion: String?)
    case repeatedTarget(platform: String, first: String, second: String)
    case repeatedStandardInput
    case stdinFilenameWithoutStandardInput
    case invalidLanguages(ScaffoldLanguageError)
    case missingReportPath(ReportFormat)
    case twoStandardOutputReports(first: ReportFormat, second: ReportFormat)
    case repeatedReportPath(String)
    case conflictingOptions(String, String, reason: String)
    case optionNeedsAnother(String, needs: String)
    case invalidCount(String, option: String)
    case invalidPositiveCount(String, option: String)
    /// A `--port` or `--host` value that is not one; `expected` says what is.
    case invalidNetworkValue(String, option: String, expected: String)
    /// A `--shard` value (or `CI_NODE_INDEX/CI_NODE_TOTAL`) that is not a shard.
    case invalidShard(String, option: String, reason: String)

    /// The sentence after `error: `.
    var message: String {
        switch self {
        case .unknownOption(let option, let suggestion):
            "unknown option '\(option)'" + Self.didYouMean(suggestion)
        case .unknownCommand(let command, let suggestion):
            "unknown command '\(command)'" + Self.didYouMean(suggestion)
        case .missingValue(let option, let allowedValues):
            "option '\(option)' needs a value"
                + (allowedValues.isEmpty ? "" : " (values: \(allowedValues.joined(separator: ", ")))")
        case .invalidValue(let value, let option, let allowedValues, let suggestion):
            "'\(value)' is not a valid value for '\(option)'" + Self.expected(allowedValues, suggestion)
        case .flagWithValue(let option, let value):
            "flag '\(option)' does not take a value (got '\(value)')"
        case .repeatedOption(let option, let first, let second):
            "option '\(option)' can be given only once (got '\(first)' and '\(second)')"
        case .unexpectedArgument(let argument):
            "unexpected argument '\(argument)'"
        case .missingArgument(let argument):
            "missing argument '\(argument)'"
        case .invalidArgument(let value, let argument, let allowedValues, let suggestion):
            "'\(value)' is not a valid \(argument.split(separator: "-").joined(separator: " "))"
                + Self.expected(allowedValues, suggestion)
        case .unknownRule(let id, let suggestion):
            "unknown rule '\(id)'" + (suggestion == nil ? "; 'pwtemplate rules' lists every rule" : Self.didYouMean(suggestion))
        case .invalidTarget(let target, let suggestion):
            "'\(target)' is not a valid target; expected ios or android, optionally with a minimum "
                + "SDK version (ios@7.2.1, android@6.10.1)" + Self.didYouMean(suggestion)
        case .repeatedTarget(let platform, let first, let second):
            "'--target' names \(platform) twice ('\(first)' and '\(second)')"
        case .repeatedStandardInput:
            "'-' (standard input) can be given only once"
        case .stdinFilenameWithoutStandardInput:
            "'--stdin-filename' names the ZIP read from '-', but '-' is not among the paths"
        case .invalidLanguages(let error):
            error.message
        case .missingReportPath(let format):
            "'--format \(format.rawValue):' needs a path after ':', e.g. '--format \(format.rawValue):\(format.exampleFileName)'"
        case .twoStandardOutputReports(let first, let second):
            "only one report can go to standard output (got '\(first.rawValue)' and '\(second.rawValue)'); "
                + "give the other a path, e.g. '--format \(second.rawValue):\(second.exampleFileName)'"
        case .repeatedReportPath(let path):
            "two reports would be written to '\(path)'"
        case .conflictingOptions(let first, let second, let reason):
            "'\(first)' and '\(second)' cannot be used together (\(reason))"
        case .optionNeedsAnother(let option, let needs):
            "'\(option)' works only with \(needs)"
        case .invalidCount(let value, let option):
            "'\(value)' is not a valid value for '\(option)'; expected a whole number (0 or more)"
        case .invalidPositiveCount(let value, let option):
            "'\(value)' is not a valid value for '\(option)'; expected a whole number (1 or more)"
        case .invalidNetworkValue(let value, let option, let expected):
            "'\(value)' is not a valid value for '\(option)'; expected \(expected)"
        case .invalidShard(let value, let option, let reason):
            "'\(value)' is not a valid shard for '\(option)'; \(reason)"
        }
    }

    private static func expected(_ allowedValues: [String], _ suggestion: String?) -> String {
        "; expected one of: " + allowedValues.joined(separator: ", ") + didYouMean(suggestion)
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
