import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax

/// The `sarif` format: a SARIF 2.1.0 log with one run, for GitHub code scanning and other
/// SARIF viewers.
///
/// - `tool.driver` names pwtemplate and lists the rules that have findings (in catalogue
///   order) with their summary, rationale, default level and an absolute `helpUri`.
/// - Each result has `ruleId`, `ruleIndex`, `level` (error → `error`, warning → `warning`,
///   info → `note`) and a message that starts with the place in the template:
///   `native-config.json /modal/image (12:17) [de]: …`.
/// - Its location is the file of ``AnnotationTarget`` relative to `%SRCROOT%` (the working
///   folder, given in `originalUriBaseIds`): the ZIP itself without a `region` (a ZIP has no
///   lines), or the entry's file in a template folder with a `region` (1-based; end column
///   exclusive; columns count Unicode code points). A path outside the working folder becomes a
///   `file://` URI. `logicalLocations` holds `entry/pointer` (`native-config.json/modal/image`).
/// - `partialFingerprints` holds a ``FindingFingerprinter`` fingerprint, stable across line
///   shifts; `properties` holds the entry, pointer, language, platform and hint when present.
/// - A finding whose fix edits a text file (an entry of a template folder, or a native config
///   under another name) has `fixes`: one with the fix's title as `description`, and an
///   `artifactChange` for that file whose `replacements` give each edit's `deletedRegion` (lines
///   and columns as above, with `byteOffset` and `byteLength`) and `insertedContent`. Fixes
///   inside a ZIP, and fixes that drop or move entries, have no SARIF form and are left out.
/// - A run of one shard (`--shard 2/4`) has `runAutomationDetails.id` `pwtemplate/shard-2-of-4/`,
///   so code scanning keeps each shard's upload apart (its category is the part before the last `/`).
/// - Results follow report order. The text is pretty-printed JSON ending with a newline.
public struct SARIFReporter: Sendable {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The key of the `partialFingerprints` entry.
    public static let fingerprintKey = "pwtemplateFindingHash/v1"

    public var toolVersion: String
    /// The working folder: `%SRCROOT%`, which paths are made relative to.
    public var currentDirectory: String

    /// The shard the run linted, if only one.
    public var shard: Shard?

    public init(toolVersion: String, currentDirectory: String, shard: Shard? = nil) {
        self.toolVersion = toolVersion
        self.currentDirectory = currentDirectory
        self.shard = shard
    }

    /// The whole log.
    public func render(_ reports: [TemplateReport]) -> String {
        let reports = reports.inReportOrder()
        let rules = Self.rules(of: reports)
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var fingerprinter = FindingFingerprinter()
        var results: [JSONOutput] = []
        for report in reports {
            let templatePath = RepositoryPath.relative(report.path, to: currentDirectory)
            for diagnostic in report.diagnostics {
                let fingerprint = fingerprinter.fingerprint(of: diagnostic, templatePath: templatePath)
                results.append(result(diagnostic, in: report, ruleIndex: ruleIndex[diagnostic.rule.id] ?? 0, fingerprint: fingerprint))
            }
        }
        let root = "file://" + RepositoryPath.percentEncoded(currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/")
        let automation = shard.map { shard in
            [(key: "runAutomationDetails", value: JSONOutput.object([("id", .string("\(ToolInfo.name)/shard-\(shard.index)-of-\(shard.total)/"))]))]
        } ?? []
        let run = JSONOutput.object([
            ("tool", .object([("driver", .object([
                ("name", .string(ToolInfo.name)),
                ("semanticVersion", .string(toolVersion)),
                ("informationUri", .string(ToolInfo.informationURI)),
                ("rules", .array(rules.map(Self.descriptor))),
            ]))])),
            ("invocations", .array([.object([("executionSuccessful", .bool(true))])])),
            ("originalUriBaseIds", .object([("%SRCROOT%", .object([("uri", .string(root))]))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ] + automation)
        return JSONOutput.object([
            ("$schema", .string(Self.schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered()
    }

    /// The rules with findings, in catalogue order (any others last, by id).
    private static func rules(of reports: [TemplateReport]) -> [Rule] {
        let position = Dictionary(uniqueKeysWithValues: Rule.all.enumerated().map { ($1.id, $0) })
        let used = Set(reports.flatMap { $0.diagnostics.map(\.rule) })
        return used.sorted { (position[$0.id] ?? .max, $0.id) < (position[$1.id] ?? .max, $1.id) }
    }

    private static func descriptor(_ rule: Rule) -> JSONOutput {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.upperCamelName)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("helpUri", .string(rule.helpURL)),
            ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
            ("properties", .object([("tags", .array([.string(rule.category.rawValue)]))])),
        ])
    }

    private func result(_ diagnostic: Diagnostic, in report: TemplateReport, ruleIndex: Int, fingerprint: String) -> JSONOutput {
        var location: [(key: String, value: JSONOutput)] = [("physicalLocation", physicalLocation(diagnostic, in: report))]
        if let entry = diagnostic.location.entry {
            let name = entry.path + (diagnostic.location.pointer ?? "")
            location.append(("logicalLocations", .array([.object([("fullyQualifiedName", .string(name))])])))
        }
        let properties: [(String, String?)] = [
            ("entry", diagnostic.location.entry?.path), ("pointer", diagnostic.location.pointer), ("language", diagnostic.language),
            ("platform", diagnostic.platform?.rawValue), ("hint", diagnostic.hint),
        ]
        var members: [(key: String, value: JSONOutput)] = [
            ("ruleId", .string(diagnostic.rule.id)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(Self.level(diagnostic.severity))),
            ("message", .object([("text", .string(diagnostic.messageWithPlace(in: report)))])),
            ("locations", .array([.object(location)])),
            ("partialFingerprints", .object([(Self.fingerprintKey, .string(fingerprint))])),
            ("properties", .object(properties.compactMap { key, value in value.map { (key, .string($0)) } })),
        ]
        if let fix = diagnostic.fix.flatMap({ self.fix($0, in: report) }) { members.append(("fixes", .array([fix]))) }
        return .object(members)
    }

    /// The SARIF `fix` of a fix that edits a text file of the repository; `nil` otherwise.
    private func fix(_ fix: Fix, in report: TemplateReport) -> JSONOutput? {
        guard [.folder, .file, .message, .configuration].contains(report.kind), let (entry, edits) = fix.locatedEdits(in: report) else {
            return nil
        }
        let replacements = edits.compactMap { located in
            located.range.map { range -> JSONOutput in .object([
                ("deletedRegion", .object([
                    ("startLine", .int(range.start.line)),
                    ("startColumn", .int(range.start.column)),
                    ("endLine", .int(range.end.line)),
                    ("endColumn", .int(range.end.column)),
                    ("byteOffset", .int(located.edit.bytes.lowerBound)),
                    ("byteLength", .int(located.edit.bytes.count)),
                ])),
                ("insertedContent", .object([("text", .string(located.edit.replacement))])),
            ]) }
        }
        guard !replacements.isEmpty, replacements.count == edits.count else { return nil }
        let path = RepositoryPath.relative(report.displayPath(ofEntry: entry), to: currentDirectory)
        return .object([
            ("description", .object([("text", .string(fix.title))])),
            ("artifactChanges", .array([.object([
                ("artifactLocation", artifactLocation(path)),
                ("replacements", .array(replacements)),
            ])])),
        ])
    }

    private func physicalLocation(_ diagnostic: Diagnostic, in report: TemplateReport) -> JSONOutput {
        let target = AnnotationTarget(diagnostic, in: report, currentDirectory: currentDirectory)
        var members: [(key: String, value: JSONOutput)] = [("artifactLocation", artifactLocation(target.path))]
        if let range = target.range {
            members.append(("region", .object([
                ("startLine", .int(range.start.line)),
                ("startColumn", .int(range.start.column)),
                ("endLine", .int(range.end.line)),
                ("endColumn", .int(range.end.column)),
            ])))
        }
        return .object(members)
    }

    /// The `artifactLocation` of a path relative to the working folder (or absolute, outside it).
    private func artifactLocation(_ path: String) -> JSONOutput {
        path.hasPrefix("/")
            ? .object([("uri", .string("file://" + RepositoryPath.percentEncoded(path)))])
            : .object([("uri", .string(RepositoryPath.percentEncoded(path))), ("uriBaseId", .string("%SRCROOT%"))])
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}
