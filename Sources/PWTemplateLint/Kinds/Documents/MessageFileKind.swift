import PWTemplateSyntax
import PWTemplateSystem

/// A kind whose document is one JSON file: a file named `<name><fileSuffix>` (`promo.inbox.json`)
/// found in a scan or named, or any `.json` file named on the command line whose content the
/// kind recognises. Recognition by name, reading, the scaffold's file name and the editor's entry
/// are the same for every such kind; each gives its suffix, its content test and its checks.
public protocol MessageFileKind: MessageKind where Document == JSONFileDocument {
    /// How the kind's file names end, in lower case (`.inbox.json`); matched in any case.
    var fileSuffix: String { get }
    /// Whether a parsed root is this kind's message (for a `.json` file named without the suffix).
    func recognises(_ root: JSONCursor) -> Bool
}

extension MessageFileKind {
    /// A file whose name is a name and then ``fileSuffix`` in any case (`promo.inbox.json`,
    /// `Promo.INBOX.json`, as `.zip` is matched for templates); a file named only the suffix is not.
    public func scannedSource(ofFileNamed name: String) -> LintTarget.Source? {
        name.utf8.count > fileSuffix.utf8.count && name.lowercased().hasSuffix(fileSuffix) ? .document : nil
    }

    /// A message is a file, never a folder.
    public func isDocumentFolder(containing names: [String]) -> Bool { false }

    public func explicitRole(ofFileNamed name: String) -> ExplicitFileRole? {
        scannedSource(ofFileNamed: name).map(ExplicitFileRole.document)
    }

    /// Any `.json` file named on the command line may hold a message.
    public func readsContent(ofFileNamed name: String) -> Bool {
        name.lowercased().hasSuffix(".json")
    }

    public func source(ofContent bytes: [UInt8]) -> (source: LintTarget.Source, document: JSONDocument?)? {
        let document = JSONParser.parse(bytes)
        guard let root = document.cursor, recognises(root) else { return nil }
        return (.document, document)
    }

    public func read(_ target: LintTarget, limits: ArchiveLimits, standardInput: () throws(FileSystemError) -> [UInt8]) -> JSONFileDocument {
        JSONFileDocument.read(target, limits: limits)
    }

    /// `schema <id>` prints the kind's schema.
    public var schemaNames: [String] { [id] }

    /// `new <scaffold> promo` writes `promo<fileSuffix>`.
    public var scaffoldFileSuffix: String? { fileSuffix }

    /// A message file's buffer is its own document.
    public func editorEntry(ofFileNamed name: String) -> EntryName? {
        scannedSource(ofFileNamed: name) == nil ? nil : EntryName(name)
    }

    /// Every file named with the suffix.
    public var watchedFileNames: [String] { ["*" + fileSuffix] }
}
