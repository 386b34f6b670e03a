/// The languages of a localised scaffold, checked like `localization` sections are
/// (`l10n-language-code`): each must be a code devices report, so the scaffold lints clean.
public struct ScaffoldLanguages: Sendable, Equatable {
    /// The codes in the order given; the first is `default_language`.
    public let codes: [String]

    /// The language whose section holds the real copy.
    public var defaultLanguage: String { codes[0] }

    /// Parses a comma-separated list such as `en,de,fr`.
    public init(parsing list: String) throws(ScaffoldLanguageError) {
        var codes: [String] = []
        for code in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard !code.isEmpty else { throw .empty(list) }
            guard !codes.contains(code) else { throw .repeated(code) }
            switch LanguageCode.verdict(for: code) {
            case .plausible: codes.append(code)
            case .implausible: throw .implausible(code, suggestion: Self.suggestion(for: code))
            case .chinese(let reason): throw .chinese(code, reason: reason)
            }
        }
        self.codes = codes
    }

    /// `code` with its separators and letter case fixed (`EN` → `en`, `pt_br` → `pt-BR`), when
    /// that makes it a plausible code.
    private static func suggestion(for code: String) -> String? {
        let subtags = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).enumerated().map { index, subtag in
            switch (index, subtag.count) {
            case (0, _): subtag.lowercased()
            case (_, 4): subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            default: subtag.uppercased()
            }
        }
        let candidate = subtags.joined(separator: "-")
        return candidate != code && LanguageCode.verdict(for: candidate) == .plausible ? candidate : nil
    }
}

/// Why a `--languages` list cannot be used.
public enum ScaffoldLanguageError: Error, Sendable, Equatable {
    /// The list, or one of its codes, is empty.
    case empty(String)
    case repeated(String)
    /// Not shaped like a code devices report.
    case implausible(String, suggestion: String?)
    /// A Chinese code, which the two SDKs report differently.
    case chinese(String, reason: String)

    /// What is wrong, in one sentence.
    public var message: String {
        switch self {
        case .empty(let list):
            "'\(list)' has an empty language code; separate the codes with single commas (en,de,fr)"
        case .repeated(let code):
            "language '\(code)' is given twice"
        case .implausible(let code, let suggestion):
            "'\(code)' is not a language code devices report (an ISO 639 code such as en, de or pt-BR)"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .chinese(let code, let reason):
            "'\(code)' would not reach every device: \(reason)"
        }
    }
}
