import PWTemplateSyntax
import PWTemplateSystem

/// A kind of message document pwtemplate reads, lints and shows: native in-app templates
/// (``NativeKind``) today; InboxKit and In-App API messages plug in the same way. Commands and
/// the language server ask a ``KindRegistry`` which kind owns a path or a document and then
/// ask that kind; nothing outside a kind's own folder branches on a kind.
///
/// The preview side lives one target up (`PWTemplatePreview`), keyed by ``id``.
public protocol MessageKind: Sendable {
    /// What the kind reads a target into: ``Template`` for native templates,
    /// ``JSONFileDocument`` for a kind whose document is one JSON file.
    associatedtype Document: MessageDocument

    /// The stable id of the kind (`native`): it names the kind in `LintTarget.kind`, in
    /// `schema <kind>` and in the preview's registry of renderers.
    var id: String { get }
    /// What listings and messages call the kind (`native template`).
    var displayName: String { get }

    // MARK: Recognition

    /// What a file named `name` (one component) met in a folder scan is to this kind; `nil`
    /// when it is not one of its documents. Only files are asked: folders are ``isDocumentFolder(containing:)``.
    func scannedSource(ofFileNamed name: String) -> LintTarget.Source?
    /// Whether a folder whose entries are `names` is one document of this kind, linted as a
    /// whole (`.folder`) instead of scanned.
    func isDocumentFolder(containing names: [String]) -> Bool
    /// What a file named explicitly on the command line is to this kind by its name alone
    /// (`name` is its last component); `nil` to pass.
    func explicitRole(ofFileNamed name: String) -> ExplicitFileRole?
    /// Whether this kind would recognise a file named explicitly, which no kind claimed by its
    /// name, by its content; discovery then reads the file once and asks ``source(ofContent:)``.
    func readsContent(ofFileNamed name: String) -> Bool
    /// The source of a file named explicitly whose bytes are a document of this kind, with the
    /// document parsed to tell (so reading the target does not parse it again); `nil` when they
    /// are not.
    func source(ofContent bytes: [UInt8]) -> (source: LintTarget.Source, document: JSONDocument?)?
    /// Why content this kind read (``readsContent(ofFileNamed:)``) is not its document.
    var contentRefusal: String { get }
    /// The paths this kind accepts, as the usage error of an unknown path lists them.
    var acceptedPaths: String { get }
    /// What a folder scan looks for, as the error of an empty scan says it.
    var scanDescription: String { get }

    // MARK: Checks

    /// Every rule the kind's checks may report, in the order `rules` lists them.
    var rules: [Rule] { get }
    /// The options `.pwtemplate.json` may set for the kind's rules (none by default).
    var ruleOptions: [RuleOption] { get }
    /// The top-level sections of `.pwtemplate.json` the kind reads (none by default).
    var settingsSections: [SettingsSection] { get }
    /// Reads the document a target names (`standardInput` supplies `-`); a target that cannot
    /// be read is a document holding the finding that says why.
    func read(_ target: LintTarget, limits: ArchiveLimits, standardInput: () throws(FileSystemError) -> [UInt8]) -> Document
    /// Lints a document: `lint`, `--fix` (after each pass), `preview` and the language server
    /// all lint through here.
    func lint(_ document: Document, configuration: LintConfiguration) -> TemplateReport

    /// The document a rule example's files make (markers removed; see ``RuleExample/files``),
    /// for the test that lints every example through its kind.
    func document(ofExample files: [(name: String, bytes: [UInt8])]) -> Document

    // MARK: Resolve

    /// What `resolve` prints of `document`: what the SDK will draw, as `request` asks; or why it
    /// cannot be shown.
    func resolve(_ document: Document, request: ResolveRequest) -> Result<ResolvedDocument, ResolveRefusal>

    // MARK: Schema and scaffolds

    /// The JSON Schema of the kind's documents: all of them for `nil`, else of the part
    /// `name` selects (a display type); `nil` when the kind has no part of that name.
    func jsonSchema(named name: String?) -> JSONOutput?
    /// The names ``jsonSchema(named:)`` answers, in listing order.
    var schemaNames: [String] { get }
    /// The names `pwtemplate new <name>` writes an example document of, in listing order.
    var scaffoldNames: [String] { get }
    /// The files of the example document `request` names (one of ``scaffoldNames``); `nil`
    /// when the kind writes none of that name (`new` refuses it, naming the kind).
    func scaffold(_ request: ScaffoldRequest) -> [ScaffoldFile]?
    /// What `new` says to do once scaffold `name` is written (into an archive when `isArchive`).
    func scaffoldNextStep(named name: String, isArchive: Bool) -> ScaffoldNextStep
    /// What `new --list` shows of the kind's scaffolds; `nil` when it lists none.
    var scaffoldListing: ScaffoldListing? { get }
    /// How the name of the one file `new` writes ends, e.g. `.inbox.json`: `new <scaffold> promo`
    /// writes `promo.inbox.json`. `nil` (the default) when a scaffold is a folder or an archive.
    var scaffoldFileSuffix: String? { get }

    // MARK: Editor

    /// The entry an editor's file named `name` is of a document of this kind; `nil` when the
    /// language server leaves such a file alone.
    func editorEntry(ofFileNamed name: String) -> EntryName?
    /// Glob patterns of file names (`native-config.json`, `*.inbox.json`) whose changes on disk
    /// the language server asks the client to report.
    var watchedFileNames: [String] { get }
    /// The document an editor's file at `path` (one of ``editorEntry(ofFileNamed:)``) belongs
    /// to: a template's folder, or the message file itself.
    func editorDocumentPath(ofFileAt path: String) -> String
    /// The file of `entry` of the document at `documentPath`.
    func editorFilePath(of entry: EntryName, inDocumentAt documentPath: String) -> String
    /// The document at `documentPath` as `lint` would read it, with the editor's unsaved
    /// `buffers` laid over the files on disk; `nil` when it has none of its files.
    func editorRead(at documentPath: String, buffers: [EntryName: [UInt8]], limits: ArchiveLimits) -> Document?
    /// The entry an editor shows `finding` on, in the document at `documentPath`.
    func editorPlacement(of finding: Diagnostic, inDocumentAt documentPath: String) -> EntryName
    /// What the editor shows on hovering the byte `offset` of `entry` (`findings` are those
    /// shown on the entry); `nil` for nothing.
    func hover(in document: Document, entry: EntryName, offset: Int, findings: [Diagnostic]) -> EditorHover?
    /// The completions at the byte `offset` of `entry`.
    func completions(in document: Document, entry: EntryName, offset: Int) -> [EditorCompletion]
    /// The colours written in `entry`, for swatches and pickers.
    func colors(in document: Document, entry: EntryName) -> [EditorColor]
    /// The outline of `entry`.
    func symbols(in document: Document, entry: EntryName) -> [EditorSymbol]
}

extension MessageKind where Document == JSONFileDocument {
    /// The example's one file.
    public func document(ofExample files: [(name: String, bytes: [UInt8])]) -> JSONFileDocument {
        JSONFileDocument(path: files.first?.name ?? "example.json", bytes: files.first?.bytes ?? [])
    }

    /// A message file is its own document.
    public func editorDocumentPath(ofFileAt path: String) -> String { path }

    /// A message file's one entry is the file.
    public func editorFilePath(of entry: EntryName, inDocumentAt documentPath: String) -> String { documentPath }

    /// The editor's buffer of the file, else the file on disk.
    public func editorRead(at documentPath: String, buffers: [EntryName: [UInt8]], limits: ArchiveLimits) -> JSONFileDocument? {
        if let bytes = buffers[EntryName(FilePath.name(of: documentPath))] { return JSONFileDocument(path: documentPath, bytes: bytes) }
        let target = LintTarget(source: .document, displayPath: documentPath, fileSystemPath: documentPath, kind: id)
        let document = JSONFileDocument.read(target, limits: limits)
        return document.document == nil ? nil : document
    }

    /// Every finding of a message file is shown on the file.
    public func editorPlacement(of finding: Diagnostic, inDocumentAt documentPath: String) -> EntryName {
        EntryName(FilePath.name(of: documentPath))
    }
}

extension MessageKind {
    /// A scaffold is a folder (or, with `--zip`, an archive) of files.
    public var scaffoldFileSuffix: String? { nil }

    /// The kind's rules take no options.
    public var ruleOptions: [RuleOption] { [] }

    /// The kind reads no section of `.pwtemplate.json` of its own.
    public var settingsSections: [SettingsSection] { [] }

    /// No hover, for a kind without editor data.
    public func hover(in document: Document, entry: EntryName, offset: Int, findings: [Diagnostic]) -> EditorHover? { nil }
    /// No completions, for a kind without editor data.
    public func completions(in document: Document, entry: EntryName, offset: Int) -> [EditorCompletion] { [] }
    /// No colours, for a kind that writes none.
    public func colors(in document: Document, entry: EntryName) -> [EditorColor] { [] }
    /// No outline, for a kind without editor data.
    public func symbols(in document: Document, entry: EntryName) -> [EditorSymbol] { [] }

    /// Reads and lints a target.
    public func lint(
        _ target: LintTarget, configuration: LintConfiguration, standardInput: () throws(FileSystemError) -> [UInt8]
    ) -> TemplateReport {
        lint(read(target, limits: configuration.limits, standardInput: standardInput), configuration: configuration)
    }

    /// Reads a target and applies the fixes `policy` allows, linting each pass with
    /// `configuration` and then `configured` (ignores, severities); nothing is written.
    public func fix(
        _ target: LintTarget, configuration: LintConfiguration, policy: FixPolicy,
        configured: @escaping @Sendable (TemplateReport) -> TemplateReport,
        standardInput: () throws(FileSystemError) -> [UInt8]
    ) -> FixResult<Document> {
        let fixer = Fixer<Document>(policy: policy) { configured(self.lint($0, configuration: configuration)) }
        return fixer.fix(read(target, limits: configuration.limits, standardInput: standardInput))
    }
}

/// What a file named on the command line is to the kind that claims it by name.
public enum ExplicitFileRole: Sendable, Equatable {
    /// The file is one document, linted with this source (`.archive` for a ZIP).
    case document(LintTarget.Source)
    /// The file names the folder holding it, linted as one `.folder` document
    /// (`native-config.json`, what a pre-commit hook passes).
    case namesFolder
}

/// What `new` prints after writing a scaffold: what to do next, then the `lint` command to run.
public struct ScaffoldNextStep: Sendable, Equatable {
    /// The advice, a sentence ending in `:` (`Next, check the template:`).
    public var text: String
    /// The targets the scaffold lints clean for, when the default targets are not: `new`
    /// writes them into `.pwtemplate.json`, or shows them as `--target` options.
    public var targets: ScaffoldTargets?

    public init(_ text: String, targets: ScaffoldTargets? = nil) {
        self.text = text
        self.targets = targets
    }
}

/// A kind's part of `new --list`: a table of its scaffolds, what the table's cells mean, and how
/// to create one.
public struct ScaffoldListing: Sendable, Equatable {
    /// The header, then a row per scaffold.
    public var rows: [[String]]
    /// What the cells mean, wrapped by the command.
    public var legend: String
    /// The last line (`Create one with 'pwtemplate new <display-type> [<dir>]'.`).
    public var usage: String

    public init(rows: [[String]], legend: String, usage: String) {
        self.rows = rows
        self.legend = legend
        self.usage = usage
    }
}
