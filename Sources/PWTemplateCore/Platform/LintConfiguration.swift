/// What a lint run checks against: the targeted platforms, their support table and the
/// archive limits.
public struct LintConfiguration: Sendable {
    public var targets: TargetSelection
    public var support: PlatformSupport
    public var limits: ArchiveLimits

    public init(targets: TargetSelection = .default, support: PlatformSupport = .publicDocs, limits: ArchiveLimits = .default) {
        self.targets = targets
        self.support = support
        self.limits = limits
    }
}
