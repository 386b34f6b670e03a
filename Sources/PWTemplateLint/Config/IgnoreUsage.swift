import PWTemplateSyntax
import PWTemplateSystem

/// What a run did with the `ignore` entries of its configuration files, to report the unused
/// ones as `unused-ignore`.
///
/// An entry is judged only when the run could have used it: its `path` matched a template
/// that was linted, or the run scanned a folder holding the configuration file. A pre-commit
/// hook that lints one changed template therefore never hears about the entries of others.
public struct IgnoreUsage: Sendable {
    /// The rules this layer reports.
    package static let rules: [Rule] = [.unusedIgnore]

    /// Entries whose `path` matched a linted template.
    public private(set) var reached = Set<IgnoreEntry.ID>()
    /// Entries that accepted at least one finding.
    public private(set) var used = Set<IgnoreEntry.ID>()

    public init() {}

    /// Records one linted template: its configuration and the entries that accepted its findings.
    public mutating func record(_ configuration: TemplateConfiguration, used entries: Set<IgnoreEntry.ID>) {
        reached.formUnion(configuration.ignores.map(\.id))
        used.formUnion(entries)
    }

    /// One report per configuration file with unused entries judged in this run.
    ///
    /// - Parameters:
    ///   - scannedFolders: absolute folders the run scanned; the entries of a file inside one are all judged.
    ///   - currentDirectory: what the reports' paths are relative to.
    ///   - severity: the severity of `unused-ignore` for a file; `nil` when the rule is off.
    /// - Returns: reports named after the file's folder, of kind `.folder`, whose findings
    ///   name the file as their entry, so they print as `folder/.pwtemplate.json:line:column`
    ///   with a code frame.
    public func unusedReports(
        in files: [ConfigFile], scannedFolders: [String], currentDirectory: String, severity: (ConfigFile) -> Severity?
    ) -> [TemplateReport] {
        files.compactMap { file in
            guard let severity = severity(file) else { return nil }
            let scanned = scannedFolders.contains { FilePath.relative(file.folder, to: $0) != nil }
            let unused = file.ignores.filter { !used.contains($0.id) && (scanned || reached.contains($0.id)) }
            guard !unused.isEmpty else { return nil }
            let entry = EntryName(FilePath.name(of: file.path))
            return TemplateReport(
                path: FilePath.display(file.folder, from: currentDirectory), kind: .configuration,
                diagnostics: unused.map { Self.finding($0, entry: entry, severity: severity) },
                sources: [entry: file.text])
        }
    }

    private static func finding(_ ignore: IgnoreEntry, entry: EntryName, severity: Severity) -> Diagnostic {
        var scope = "'\(ignore.path)'"
        if let entry = ignore.entry { scope += " entry '\(entry)'" }
        if let pointer = ignore.pointer { scope += " at '\(pointer)'" }
        return Diagnostic(
            rule: .unusedIgnore,
            message: "ignore entry matches no finding: \(ignore.rules.map(\.id).joined(separator: ", ")) in \(scope)",
            hint: "remove it, or correct its path, entry, pointer or rules (its reason: \(JSONOutput.literal(ignore.reason)))",
            entry: entry, pointer: JSONPointer.appending(ignore.id.index, to: "/ignore"),
            range: ignore.range, severity: severity)
    }
}
