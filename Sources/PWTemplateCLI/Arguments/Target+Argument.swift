import PWTemplateSyntax

extension Target {
    /// Parses a `--target` value, or explains what is wrong with it.
    init(argument: String) throws(ArgumentError) {
        guard let target = Target(argument) else {
            throw .invalidTarget(argument, suggestion: Self.suggestion(for: argument))
        }
        self = target
    }

    /// Parses every `--target` value; a platform may be named once.
    static func parseAll(_ arguments: [String]) throws(ArgumentError) -> [Target] {
        let targets = try arguments.map { argument throws(ArgumentError) in try Target(argument: argument) }
        for (index, target) in targets.enumerated() {
            if let earlier = targets[..<index].first(where: { $0.platform == target.platform }) {
                throw .repeatedTarget(platform: target.platform.rawValue, first: earlier.description, second: target.description)
            }
        }
        return targets
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
