import PWTemplateCore

extension Target {
    /// Parses a `--target` value, or explains what is wrong with it.
    init(argument: String) throws(ArgumentError) {
        guard let target = Target(argument) else {
            throw .invalidTarget(argument, suggestion: Self.suggestion(for: argument))
        }
        self = target
    }

    /// `argument` with its platform name corrected (`andriod@6.10` → `android@6.10`), when that
    /// makes it valid.
    private static func suggestion(for argument: String) -> String? {
        var parts = argument.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let names = Platform.allCases.map(\.rawValue)
        guard !names.contains(parts[0].lowercased()),
              let platform = EditDistance.closest(to: parts[0].lowercased(), among: names)
        else { return nil }
        parts[0] = platform
        let corrected = parts.joined(separator: "@")
        return Target(corrected) == nil ? nil : corrected
    }
}
