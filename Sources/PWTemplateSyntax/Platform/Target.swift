/// A platform a template must work on, optionally from a minimum SDK version: `ios`, `android@6.10.1`.
public struct Target: Sendable, Hashable, CustomStringConvertible {
    public var platform: Platform
    public var minimumVersion: SDKVersion?

    public init(platform: Platform, minimumVersion: SDKVersion? = nil) {
        self.platform = platform
        self.minimumVersion = minimumVersion
    }

    /// Parses `ios`, `android`, `ios@7.2.1` (platform names are case-insensitive).
    public init?(_ text: String) {
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        guard let platform = Platform(rawValue: parts[0].lowercased()) else { return nil }
        var version: SDKVersion?
        if parts.count == 2 {
            guard let parsed = SDKVersion(String(parts[1])) else { return nil }
            version = parsed
        }
        self.init(platform: platform, minimumVersion: version)
    }

    /// The oldest release the target must work on: its minimum version, else the platform's
    /// first native release.
    public var release: SDKVersion {
        minimumVersion ?? platform.firstNativeRelease
    }

    public var description: String {
        platform.rawValue + (minimumVersion.map { "@\($0)" } ?? "")
    }
}

/// The platforms a run targets. The default is both platforms, no minimum version, chosen
/// implicitly: then a type missing on one platform is a warning, not an error.
public struct TargetSelection: Sendable, Hashable {
    /// One target per platform, in platform order.
    public let targets: [Target]
    /// Whether the user named the targets (`--target`, configuration).
    public let isExplicit: Bool

    public static let `default` = TargetSelection(
        targets: Platform.allCases.map { Target(platform: $0) }, isExplicit: false)

    /// The selection of `targets`; a platform named twice keeps its last target.
    public init(targets: [Target], isExplicit: Bool = true) {
        self.targets = Platform.allCases.sorted().compactMap { platform in targets.last { $0.platform == platform } }
        self.isExplicit = isExplicit
    }

    /// The target of `platform`, when it is targeted.
    public func target(for platform: Platform) -> Target? {
        targets.first { $0.platform == platform }
    }

    /// Whether `platform` is targeted.
    public func includes(_ platform: Platform) -> Bool {
        target(for: platform) != nil
    }
}
