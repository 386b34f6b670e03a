import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// The first kind: a native in-app template (`native-config.json`, with `pushwoosh.json`), as a
/// ZIP, a folder or a bare `.json` native config. Its model is ``Template``, its checks run in
/// ``TemplateLinter``, its schema is ``SchemaExporter``'s and its scaffolds ``Scaffold``'s.
public struct NativeKind: MessageKind {
    /// The id of native templates; a ``LintTarget`` names it unless discovery chose another kind.
    public static let identifier = "native"

    /// File names that make a folder a template folder.
    static let templateMarkers = [EntryName.nativeConfig.path, "index.html"]
    /// File names that, given explicitly, name their folder.
    static let templateFileNames = Set(EntryName.sdkFiles.map(\.path))

    public init() {}

    public var id: String { Self.identifier }
    public var displayName: String { "native template" }

    // MARK: Recognition

    public func scannedSource(ofFileNamed name: String) -> LintTarget.Source? {
        TemplateDiscovery.hasArchiveExtension(name) ? .archive : nil
    }

    public func isDocumentFolder(containing names: [String]) -> Bool {
        names.contains { Self.templateMarkers.contains($0) }
    }

    public func explicitRole(ofFileNamed name: String) -> ExplicitFileRole? {
        if TemplateDiscovery.hasArchiveExtension(name) { return .document(.archive) }
        return Self.templateFileNames.contains(name) ? .namesFolder : nil
    }

    public func readsContent(ofFileNamed name: String) -> Bool {
        NativeConfigFile.hasJSONExtension(name)
    }

    public func source(ofContent bytes: [UInt8]) -> (source: LintTarget.Source, document: JSONDocument?)? {
        let document = JSONParser.parse(bytes)
        return NativeConfigFile.isLinted(document) ? (.document, document) : nil
    }

    public var contentRefusal: String { "its root is not an object with \"displayType\"" }

    public var acceptedPaths: String {
        "a .zip file, a template folder (with native-config.json), its native-config.json or pushwoosh.json, "
            + "or a .json native config under another name (a root object with \"displayType\")"
    }

    public var scanDescription: String { ".zip files and folders with native-config.json or index.html" }

    // MARK: Checks

    public var rules: [Rule] { Rule.all }

    /// The design rules' thresholds (`low-contrast`, `too-many-buttons`).
    public var ruleOptions: [RuleOption] { RuleOption.design }

    /// `platformSupport`, the support table's cells.
    public var settingsSections: [SettingsSection] { [.platformSupport] }

    public func read(_ target: LintTarget, limits: ArchiveLimits, standardInput: () throws(FileSystemError) -> [UInt8]) -> Template {
        Template.read(target, limits: limits, standardInput: standardInput)
    }

    public func lint(_ document: Template, configuration: LintConfiguration) -> TemplateReport {
        TemplateLinter(configuration: configuration).lint(document)
    }

    /// The example's `native-config.json` and `pushwoosh.json` as a folder `example`.
    public func document(ofExample files: [(name: String, bytes: [UInt8])]) -> Template {
        let bytes = { (entry: EntryName) in files.first { $0.name == entry.path }?.bytes }
        return Template(TemplateContents(nativeConfig: bytes(.nativeConfig), pushwoosh: bytes(.pushwoosh)), path: "example", kind: .folder)
    }

    // MARK: Resolve

    public func resolve(_ document: Template, request: ResolveRequest) -> Result<ResolvedDocument, ResolveRefusal> {
        NativeResolution.resolve(document, request: request)
    }

    // MARK: Schema and scaffolds

    public func jsonSchema(named name: String?) -> JSONOutput? {
        guard let name else { return SchemaExporter.jsonSchema(for: nil) }
        return DisplayType(rawValue: name).map { SchemaExporter.jsonSchema(for: $0) }
    }

    public var schemaNames: [String] { DisplayType.allCases.map(\.rawValue) }

    public var scaffoldNames: [String] { DisplayType.allCases.map(\.rawValue) }

    public func scaffold(_ request: ScaffoldRequest) -> [ScaffoldFile]? {
        request.displayType == nil ? nil : Scaffold.files(for: request)
    }

    /// Each display type, the releases of each platform that render it, what it is.
    public var scaffoldListing: ScaffoldListing? {
        ScaffoldListing(
            rows: SupportTable.rows(extra: ("DESCRIPTION", { NativeConfigSchema.block(for: $0).description })),
            legend: SupportTable.legend, usage: "Create one with 'pwtemplate new <display-type> [<dir>]'.")
    }

    /// Check the template, on iOS alone when Android documents no release rendering the type.
    public func scaffoldNextStep(named name: String, isArchive: Bool) -> ScaffoldNextStep {
        let text = isArchive ? "Next, check the template:" : "Next, edit the example copy, images and links, then check the template:"
        guard let type = DisplayType(rawValue: name) else { return ScaffoldNextStep(text) }
        let android = PlatformSupport.sdkReleases.availability(of: type, on: .android)
        guard android.documented == nil else { return ScaffoldNextStep(text) }
        let reason = android.code.map {
            "Android renders \(type.rawValue) from \($0) without documenting it: add android@\($0) to the targets if your apps have it"
        } ?? "iOS is the only platform that renders \(type.rawValue)"
        return ScaffoldNextStep(text, targets: ScaffoldTargets(minimums: [Target(platform: .ios)], exclusive: true, reason: reason))
    }

    // MARK: Editor

    public func editorEntry(ofFileNamed name: String) -> EntryName? {
        EntryName.sdkFiles.first { $0.path == name }
    }

    public var watchedFileNames: [String] { EntryName.sdkFiles.map(\.path) }

    public func editorDocumentPath(ofFileAt path: String) -> String {
        FilePath.parent(of: path)
    }

    public func editorFilePath(of entry: EntryName, inDocumentAt documentPath: String) -> String {
        FilePath.join(documentPath, entry.path)
    }

    /// The folder as `lint` reads it, with the open buffers of its template files laid over
    /// the files on disk; `nil` when it has neither `native-config.json` nor `pushwoosh.json`,
    /// open or on disk.
    public func editorRead(at documentPath: String, buffers: [EntryName: [UInt8]], limits: ArchiveLimits) -> Template? {
        let files = buffers.filter { EntryName.sdkFiles.contains($0.key) }
        guard !files.isEmpty || EntryName.sdkFiles.contains(where: { FileSystem.exists(FilePath.join(documentPath, $0.path)) }) else { return nil }
        return Template(folder: documentPath, buffers: files, limits: limits)
    }

    public func editorPlacement(of finding: Diagnostic, inDocumentAt documentPath: String) -> EntryName {
        FindingPlacement.entry(of: finding, in: documentPath)
    }

    public func hover(in document: Template, entry: EntryName, offset: Int, findings: [Diagnostic]) -> EditorHover? {
        EditorFeatures.hover(in: document, entry: entry, offset: offset, findings: findings)
    }

    public func completions(in document: Template, entry: EntryName, offset: Int) -> [EditorCompletion] {
        EditorFeatures.completions(in: document, entry: entry, offset: offset)
    }

    public func colors(in document: Template, entry: EntryName) -> [EditorColor] {
        EditorFeatures.colors(in: document, entry: entry)
    }

    public func symbols(in document: Template, entry: EntryName) -> [EditorSymbol] {
        EditorFeatures.symbols(in: document, entry: entry)
    }
}
