import PWTemplateSyntax

/// What a lint run checks against: the targeted platforms, the archive limits, the rules
/// turned off, the app's links and the settings the kinds own (``KindSettings``).
public struct LintConfiguration: Sendable {
    public var targets: TargetSelection
    public var limits: ArchiveLimits
    /// The rules turned off (`--disable`, `"off"` in `.pwtemplate.json` or its overrides): a
    /// check whose rules are all off does not run.
    public var disabledRules: Set<Rule>
    /// The app's own deeplink schemes and hosts (`.pwtemplate.json` `app`).
    public var app = AppLinks()
    /// What the kinds' sections and rule options set.
    public var settings = KindSettings()

    public init(targets: TargetSelection = .default, limits: ArchiveLimits = .default, disabledRules: Set<Rule> = []) {
        self.targets = targets
        self.limits = limits
        self.disabledRules = disabledRules
    }
}
