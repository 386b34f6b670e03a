import PWTemplateSyntax

/// One entry of `ignore`: findings of some rules at a path (and optionally an entry and a JSON
/// Pointer) that are accepted, with the reason why.
public struct IgnoreEntry: Sendable, Equatable {
    /// Which ignore entry of which configuration file: to tell which ones a run used.
    public struct ID: Sendable, Hashable {
        /// The configuration file's absolute path.
        public var file: String
        /// The entry's index in `ignore`.
        public var index: Int
    }

    public var id: ID
    public var path: Glob
    /// The template entry (`native-config.json`); `nil` matches any, and findings without one.
    public var entry: EntryName?
    /// The JSON Pointer; matches the finding's pointer or one below it (`/a/b` covers `/a/b/c`, not `/a/bc`).
    public var pointer: String?
    public var rules: [Rule]
    public var reason: String
    /// Where the entry is written in its configuration file.
    public var range: SourceRange

    /// Whether the entry accepts `finding` of the template at `templatePath` (relative to the
    /// configuration folder).
    public func matches(_ finding: Diagnostic, templatePath: String) -> Bool {
        guard rules.contains(finding.rule), path.matchesPathOrFolder(templatePath) else { return false }
        if let entry, finding.location.entry != entry { return false }
        guard let pointer else { return true }
        guard let found = finding.location.pointer else { return false }
        return found == pointer || found.hasPrefix(pointer + "/")
    }
}

/// One entry of `overrides`: targets and rule settings for the templates its globs match.
public struct ConfigOverride: Sendable, Equatable {
    public var files: [Glob]
    /// `targets`, when set: they replace the file's `targets` for these templates.
    public var targets: [Target]?
    public var rules: [String: RuleSetting]

    public init(files: [Glob], targets: [Target]? = nil, rules: [String: RuleSetting] = [:]) {
        self.files = files
        self.targets = targets
        self.rules = rules
    }

    /// Whether the override applies to the template at `templatePath` (relative to the configuration folder).
    public func applies(to templatePath: String) -> Bool {
        files.contains { $0.matchesPathOrFolder(templatePath) }
    }
}
