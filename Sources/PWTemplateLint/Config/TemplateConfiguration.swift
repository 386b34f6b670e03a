import PWTemplateSyntax

/// The configuration that applies to one template: its file (if any) with the matching
/// `overrides` applied in order, then the command-line flags, over the defaults.
public struct TemplateConfiguration: Sendable {
    /// The configuration file, or `nil` for the defaults.
    public let file: ConfigFile?
    /// The template's path relative to the file's folder; `nil` without a file or outside its folder.
    public let templatePath: String?
    /// The indices of the `overrides` that apply, in order.
    public let appliedOverrides: [Int]
    public let flags: ConfigurationFlags
    /// What the linter checks against.
    public let lint: LintConfiguration
    /// The file's `failLevel`; flags such as `--strict` beat it.
    public var failLevel: FailLevel? { file?.failLevel }
    /// The `exclude` glob that matches the template, if any.
    public let exclusion: Glob?
    /// The `ignore` entries whose `path` matches the template.
    public let ignores: [IgnoreEntry]
    /// The merged `rules` settings of the file and the applied overrides, by rule id.
    private let settings: [String: RuleSetting]

    /// The configuration of the template at `absolutePath`.
    public init(file: ConfigFile?, templateAt absolutePath: String, flags: ConfigurationFlags = .none) {
        let relative = file?.relativePath(of: absolutePath)
        var settings = file?.rules ?? [:]
        var targets = file?.targets
        var applied: [Int] = []
        if let file, let relative {
            for (index, override) in file.overrides.enumerated() where override.applies(to: relative) {
                applied.append(index)
                targets = override.targets ?? targets
                settings.merge(override.rules) { $0.merging($1) }
            }
        }
        self.file = file
        self.templatePath = relative
        self.appliedOverrides = applied
        self.flags = flags
        self.settings = settings
        self.exclusion = file?.exclusion(of: absolutePath)
        self.ignores = relative.map { path in file?.ignores.filter { $0.path.matchesPathOrFolder(path) } ?? [] } ?? []
        self.lint = Self.lintConfiguration(file: file, targets: targets, settings: settings, flags: flags)
    }

    /// The level the configuration gives `rule`; `nil` keeps each finding's own severity.
    public func level(of rule: Rule) -> RuleLevel? {
        flags.level(of: rule, configured: settings[rule.id]?.level)
    }

    /// The severity `rule` reports at (its default unless configured); `nil` when it is off.
    public func severity(of rule: Rule) -> Severity? {
        flags.severity(of: rule, configured: settings[rule.id]?.level)
    }

    /// `report` with the configured severities, without findings of rules that are off or that
    /// an `ignore` entry accepts; also the ignore entries that accepted a finding.
    public func applied(to report: TemplateReport) -> AppliedReport {
        var used = Set<IgnoreEntry.ID>()
        var result = report
        result.diagnostics = report.diagnostics.compactMap { finding in
            var finding = finding
            if let level = level(of: finding.rule) {
                guard let severity = level.severity else { return nil }
                finding.severity = severity
            }
            guard let templatePath else { return finding }
            let accepting = ignores.filter { $0.matches(finding, templatePath: templatePath) }
            used.formUnion(accepting.map(\.id))
            return accepting.isEmpty ? finding : nil
        }
        return AppliedReport(report: result, usedIgnores: used)
    }

    /// `targets`: the file's, or the last applied override's that sets them.
    private static func lintConfiguration(
        file: ConfigFile?, targets: [Target]?, settings: [String: RuleSetting], flags: ConfigurationFlags
    ) -> LintConfiguration {
        var configuration = LintConfiguration()
        if !flags.targets.isEmpty {
            configuration.targets = TargetSelection(targets: flags.targets)
        } else if let targets {
            configuration.targets = TargetSelection(targets: targets)
        }
        configuration.settings = file?.settings ?? KindSettings()
        configuration.limits = file?.limits ?? .default
        configuration.app = file?.app ?? AppLinks()
        // Off: `--disable`, and "off" in the configuration unless `--enable` turns it back on
        // (what `flags.severity(of:configured:)` says), without a pass over every rule per template.
        configuration.disabledRules = Set(flags.disabledRules).union(settings.compactMap { id, setting in
            guard setting.level == .off, let rule = file?.kinds.rule(named: id), !flags.enabledRules.contains(rule) else { return nil }
            return rule
        })
        for option in file?.kinds.ruleOptions ?? [] {
            if let value = settings[option.rule.id]?.options[option.name] {
                option.apply(value, to: &configuration.settings)
            }
        }
        return configuration
    }
}

/// A report with a template's configuration applied, and the ignore entries that accepted one
/// of its findings (a struct, not a tuple: an array of these needs no type metadata built at
/// run time).
public struct AppliedReport: Sendable {
    public var report: TemplateReport
    public var usedIgnores: Set<IgnoreEntry.ID>

    public init(report: TemplateReport, usedIgnores: Set<IgnoreEntry.ID>) {
        self.report = report
        self.usedIgnores = usedIgnores
    }
}
