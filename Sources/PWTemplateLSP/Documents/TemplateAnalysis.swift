import PWTemplateLint
import PWTemplateSyntax

/// One template folder linted as `lint` would lint it: the template from open buffers and
/// disk, its configuration applied (severities, rules turned off, ignores).
public struct TemplateAnalysis: Sendable {
    public let folder: String
    public let template: Template
    public let configuration: TemplateConfiguration
    /// The configuration file's state, for messages about it.
    public let config: ConfigLookup.Outcome
    /// The findings after configuration; none when the configuration excludes the template.
    public let findings: [Diagnostic]
    /// The file each of `findings` is shown on, in the same order (``FindingPlacement``).
    public let placements: [EntryName]

    /// Lints the template in `folder`; `nil` when the folder holds neither template file.
    public init?(folder: String, store: DocumentStore, lookup: ConfigLookup) {
        let config = lookup.outcome(forFolder: folder, in: store)
        let configuration = TemplateConfiguration(file: config.file, templateAt: folder)
        guard let template = store.template(inFolder: folder, limits: configuration.lint.limits) else { return nil }
        self.folder = folder
        self.template = template
        self.config = config
        self.configuration = configuration
        findings = configuration.exclusion == nil ? Self.lint(template, with: configuration).diagnostics : []
        placements = findings.map { FindingPlacement.entry(of: $0, in: folder) }
    }

    /// The report of `template` after `configuration`.
    static func lint(_ template: Template, with configuration: TemplateConfiguration) -> TemplateReport {
        configuration.applied(to: TemplateLinter(configuration: configuration.lint).lint(template)).report
    }

    /// The parsed text of one of the template's files.
    public func document(_ entry: EntryName) -> JSONDocument? {
        entry == .nativeConfig ? template.nativeConfig : entry == .pushwoosh ? template.pushwoosh : nil
    }

    /// The findings shown on `entry` (see ``FindingPlacement``).
    public func findings(on entry: EntryName) -> [Diagnostic] {
        zip(findings, placements).filter { $0.1 == entry }.map(\.0)
    }

    /// The safe fixes applied together (`source.fixAll.pwtemplate`): the fixer's passes with
    /// unsafe fixes and the configuration's `unfixable` rules left out; the new bytes of each
    /// changed file.
    public func fixAll() -> [(entry: EntryName, old: [UInt8], new: [UInt8])] {
        let configuration = self.configuration
        let policy = FixPolicy(includesUnsafe: false, unfixable: configuration.file?.unfixable ?? [])
        let fixer = TemplateFixer(policy: policy) { Self.lint($0, with: configuration) }
        return fixer.fix(template).changedFiles
    }
}
