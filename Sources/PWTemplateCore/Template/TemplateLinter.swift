/// Lints one template: reads it through the archive layer, parses its JSON files, and
/// collects every finding into a ``TemplateReport``.
public struct TemplateLinter: Sendable {
    public var configuration: LintConfiguration

    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
    }

    private var limits: ArchiveLimits { configuration.limits }

    /// Lints a target found by ``TemplateDiscovery``; `standardInput` supplies the bytes of `-`.
    public func lint(_ target: LintTarget, standardInput: () throws(FileSystemError) -> [UInt8]) -> TemplateReport {
        switch target.source {
        case .archive:
            return lint(TemplateReader.readArchive(atPath: target.fileSystemPath, limits: limits), path: target.displayPath, kind: .archive)
        case .folder:
            return lint(TemplateReader.readFolder(atPath: target.fileSystemPath, limits: limits), path: target.displayPath, kind: .folder)
        case .standardInput:
            do {
                let bytes = try standardInput()
                return lint(TemplateReader.readArchive(bytes: bytes, limits: limits), path: target.displayPath, kind: .archive)
            } catch {
                let rule: Rule = error.code == .tooLarge ? .archiveTooLarge : .archiveUnreadable
                let finding = Diagnostic(rule: rule, message: "cannot read the ZIP on standard input: \(error.reason)")
                return TemplateReport(path: target.displayPath, kind: .archive, diagnostics: [finding])
            }
        case .unreadable(let reason):
            let finding = Diagnostic(
                rule: .pathUnreadable,
                message: "cannot read '\(target.displayPath)': \(reason)",
                hint: "fix the permissions or the link, or move it out of the scanned folder"
            )
            return TemplateReport(path: target.displayPath, kind: .unreadable, diagnostics: [finding])
        }
    }

    /// Lints what the archive layer read from a template.
    public func lint(_ contents: TemplateContents, path: String, kind: TemplateReport.Kind) -> TemplateReport {
        var diagnostics = contents.diagnostics
        var sources: [EntryName: SourceText] = [:]
        var displayType: String?
        let localization = contents.pushwoosh.map { JSONParser.parse($0) }
        if let localization {
            sources[.pushwoosh] = localization.text
            diagnostics += Self.stamped(localization.diagnostics, entry: .pushwoosh)
        }
        if let bytes = contents.nativeConfig {
            let document = JSONParser.parse(bytes)
            sources[.nativeConfig] = document.text
            var findings = document.diagnostics
            if let root = document.root {
                let file = localization?.root.map(LocalizationFile.init(root:))
                findings += NativeConfigChecks.checkVariants(root, text: document.text, configuration: configuration, localization: file)
                findings += LocalizationChecks.check(config: document, localization: localization)
                if case .string(let type)? = root["displayType"]?.value { displayType = type }
            }
            diagnostics += Self.stamped(findings, entry: .nativeConfig)
        }
        return TemplateReport(path: path, kind: kind, displayType: displayType, diagnostics: diagnostics, sources: sources)
    }

    /// `findings` with `entry` set, on them and on their related locations that name none.
    private static func stamped(_ findings: [Diagnostic], entry: EntryName) -> [Diagnostic] {
        findings.map { finding in
            var finding = finding
            if finding.location.entry == nil { finding.location.entry = entry }
            for index in finding.related.indices where finding.related[index].location.entry == nil {
                finding.related[index].location.entry = entry
            }
            return finding
        }
    }
}
