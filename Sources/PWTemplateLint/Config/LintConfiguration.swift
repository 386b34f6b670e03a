import PWTemplateSyntax

/// What a lint run checks against: the targeted platforms, their support table, the archive
/// limits and the design thresholds.
public struct LintConfiguration: Sendable {
    public var targets: TargetSelection
    public var support: PlatformSupport
    public var limits: ArchiveLimits
    public var design: DesignThresholds
    /// The rules turned off (`--disable`, `"off"` in `.pwtemplate.json` or its overrides): a
    /// check whose rules are all off does not run.
    public var disabledRules: Set<Rule>
    /// The app's own deeplink schemes and hosts (`.pwtemplate.json` `app`).
    public var app = AppLinks()

    public init(
        targets: TargetSelection = .default, support: PlatformSupport = .sdkReleases, limits: ArchiveLimits = .default,
        design: DesignThresholds = .default, disabledRules: Set<Rule> = []
    ) {
        self.targets = targets
        self.support = support
        self.limits = limits
        self.design = design
        self.disabledRules = disabledRules
    }
}
