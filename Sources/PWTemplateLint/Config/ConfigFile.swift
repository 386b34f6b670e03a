import PWTemplateSyntax
import PWTemplateSystem

/// One `.pwtemplate.json`, read and checked: every key pwtemplate knows, nothing else.
public struct ConfigFile: Sendable {
    /// How the file was chosen, as `config` shows it.
    public enum Origin: String, Sendable {
        case discovered = "discovery"
        case option = "--config"
        case environment = "PWTEMPLATE_CONFIG"
    }

    /// The file name discovery looks for.
    public static let fileName = ".pwtemplate.json"
    /// The only `version` this release reads.
    public static let version = 1

    /// The absolute path.
    public var path: String
    /// The path as messages show it.
    public var displayPath: String
    public var origin: Origin
    /// The text, for code frames of findings about the file.
    public var text: SourceText
    /// The kinds whose rules the file names: `rules`, `overrides` and `ignore` are read by them.
    public let kinds: KindRegistry
    /// `targets`, when set.
    public var targets: [Target]?
    /// What the kinds' own sections (``SettingsSection``) set, over their defaults.
    public var settings = KindSettings()
    public var failLevel: FailLevel?
    /// `rules`, by rule id.
    public var rules: [String: RuleSetting] = [:]
    public var exclude: [Glob] = []
    public var overrides: [ConfigOverride] = []
    public var ignores: [IgnoreEntry] = []
    /// `limits` laid over the defaults.
    public var limits: ArchiveLimits = .default
    /// `fix.unsafe`: `lint --fix` and `--diff` apply unsafe fixes too.
    public var unsafeFixes = false
    /// `unfixable`: the ids of rules whose fixes are never applied.
    public var unfixable: Set<String> = []
    /// `baseline`, made absolute against ``folder``: the baseline file of its templates.
    public var baseline: String?
    /// `fmt.exclude`: templates `fmt` leaves alone though `lint` reads them.
    public var formatExclude: [Glob] = []
    /// `app`: the app's own deeplink schemes and hosts.
    public var app = AppLinks()
    /// What the run should say about the file without failing: rule ids that were split.
    public var notes: [ConfigNote] = []

    /// The folder globs are relative to: the one holding the file.
    public var folder: String { FilePath.parent(of: path) }

    /// The path of the template at `absolutePath` relative to ``folder``, or `nil` when outside it
    /// (then no glob matches it).
    public func relativePath(of absolutePath: String) -> String? {
        FilePath.relative(absolutePath, to: folder)
    }

    /// The first `exclude` glob that matches the template at `absolutePath`.
    public func exclusion(of absolutePath: String) -> Glob? {
        guard let relative = relativePath(of: absolutePath) else { return nil }
        return exclude.first { $0.matchesPathOrFolder(relative) }
    }

    /// The first glob of `exclude`, then of `fmt.exclude`, that matches the template at
    /// `absolutePath`: `fmt` skips what `lint` skips, and what only `fmt` is told to.
    public func formatExclusion(of absolutePath: String) -> Glob? {
        guard let relative = relativePath(of: absolutePath) else { return nil }
        return (exclude + formatExclude).first { $0.matchesPathOrFolder(relative) }
    }
}
