import PWTemplateSyntax

/// The targets a scaffold must be linted for to lint clean: `new` writes them into an
/// `overrides` entry of `.pwtemplate.json` when the configuration does not already set them.
public struct ScaffoldTargets: Sendable, Equatable {
    /// The platforms the scaffold needs, each with the oldest release that draws it.
    public var minimums: [Target]
    /// Whether no other platform may be targeted (a display type only these platforms render).
    public var exclusive: Bool
    /// Why, for `new`'s output (`iOS is the only platform that renders spinwheel`).
    public var reason: String

    public init(minimums: [Target], exclusive: Bool, reason: String) {
        self.minimums = minimums
        self.exclusive = exclusive
        self.reason = reason
    }

    /// Whether `selection` already lints the scaffold clean: each needed platform from at
    /// least its version and, when exclusive, nothing else. A target without a version meets
    /// only a minimum without one (each kind has its own oldest release).
    public func isMet(by selection: TargetSelection) -> Bool {
        let platformsMet = minimums.allSatisfy { minimum in
            selection.target(for: minimum.platform).map { Self.meets($0, minimum) } ?? false
        }
        let nothingElse = !exclusive || selection.targets.allSatisfy { target in minimums.contains { $0.platform == target.platform } }
        return platformsMet && nothingElse
    }

    /// The targets to lint the scaffold for, changing `selection` as little as it can: each
    /// needed platform raised to its version, the others kept when the user named them
    /// (unless exclusive; the defaults are not made explicit).
    public func targets(changing selection: TargetSelection) -> [Target] {
        let others = selection.targets.filter { target in !minimums.contains { $0.platform == target.platform } }
        var targets = exclusive || !selection.isExplicit ? [] : others
        for minimum in minimums {
            let current = selection.target(for: minimum.platform)
            targets.append(current.map { Self.meets($0, minimum) ? $0 : minimum } ?? minimum)
        }
        return TargetSelection(targets: targets).targets
    }

    private static func meets(_ target: Target, _ minimum: Target) -> Bool {
        guard let needed = minimum.minimumVersion else { return true }
        return target.minimumVersion.map { $0 >= needed } ?? false
    }
}
