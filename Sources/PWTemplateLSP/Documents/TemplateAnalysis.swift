import PWTemplateLint
import PWTemplateSyntax

/// One document (a template folder, a message file) linted as `lint` would lint it: read by its
/// kind from open buffers and disk, its configuration applied (severities, rules turned off,
/// ignores), with the kind's editor features over the same value.
public struct TemplateAnalysis: Sendable {
    /// The document's path: a template's folder, a message file itself.
    public let path: String
    public let document: any MessageDocument
    public let configuration: TemplateConfiguration
    /// The configuration file's state, for messages about it.
    public let config: ConfigLookup.Outcome
    /// The findings after configuration; none when the configuration excludes the document.
    public let findings: [Diagnostic]
    /// The file each of `findings` is shown on, in the same order (the kind's placement).
    public let placements: [EntryName]
    /// The kind's editor features and file names, bound to ``document``.
    let features: KindFeatures

    /// Lints the document at `path` with `kind`; `nil` when none of its files exists.
    public init?<Kind: MessageKind>(path: String, kind: Kind, store: DocumentStore, lookup: ConfigLookup) {
        // The nearest configuration file above a message file is the one above its folder.
        let config = lookup.outcome(forFolder: path, in: store)
        let configuration = TemplateConfiguration(file: config.file, templateAt: path)
        guard let document = store.document(at: path, of: kind, limits: configuration.lint.limits) else { return nil }
        self.path = path
        self.document = document
        self.config = config
        self.configuration = configuration
        let lint: @Sendable (Kind.Document) -> TemplateReport = { configuration.applied(to: kind.lint($0, configuration: configuration.lint)).report }
        findings = configuration.exclusion == nil ? lint(document).diagnostics : []
        placements = findings.map { kind.editorPlacement(of: $0, inDocumentAt: path) }
        features = KindFeatures(kind: kind, document: document, path: path, configuration: configuration, lint: lint)
    }

    /// The parsed text of one of the document's files.
    public func document(_ entry: EntryName) -> JSONDocument? {
        document.parsed(entry)
    }

    /// The file of `entry`.
    public func filePath(of entry: EntryName) -> String {
        features.filePath(entry)
    }

    /// The findings shown on `entry`.
    public func findings(on entry: EntryName) -> [Diagnostic] {
        zip(findings, placements).filter { $0.1 == entry }.map(\.0)
    }

    /// The safe fixes applied together (`source.fixAll.pwtemplate`): the fixer's passes with
    /// unsafe fixes and the configuration's `unfixable` rules left out; the new bytes of each
    /// changed file.
    public func fixAll() -> [(entry: EntryName, old: [UInt8], new: [UInt8])] {
        features.fixAll()
    }
}

/// A kind's editor features and file names over one document, kept as closures so analyses of
/// every kind sit in one dictionary.
struct KindFeatures: Sendable {
    let hover: @Sendable (EntryName, Int, [Diagnostic]) -> EditorHover?
    let completions: @Sendable (EntryName, Int) -> [EditorCompletion]
    let colors: @Sendable (EntryName) -> [EditorColor]
    let symbols: @Sendable (EntryName) -> [EditorSymbol]
    let filePath: @Sendable (EntryName) -> String
    let fixAll: @Sendable () -> [(entry: EntryName, old: [UInt8], new: [UInt8])]

    init<Kind: MessageKind>(
        kind: Kind, document: Kind.Document, path: String, configuration: TemplateConfiguration,
        lint: @escaping @Sendable (Kind.Document) -> TemplateReport
    ) {
        hover = { kind.hover(in: document, entry: $0, offset: $1, findings: $2) }
        completions = { kind.completions(in: document, entry: $0, offset: $1) }
        colors = { kind.colors(in: document, entry: $0) }
        symbols = { kind.symbols(in: document, entry: $0) }
        filePath = { kind.editorFilePath(of: $0, inDocumentAt: path) }
        fixAll = {
            let policy = FixPolicy(includesUnsafe: false, unfixable: configuration.file?.unfixable ?? [])
            return Fixer<Kind.Document>(policy: policy, lint: lint).fix(document).changedFiles
        }
    }
}
