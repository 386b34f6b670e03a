import PWTemplateSyntax
import PWTemplateSystem

/// A document that is one JSON file (an inbox message, an In-App message): its text entry is
/// named after the file, and reports name every finding by the file's path.
public struct JSONFileDocument: MessageDocument {
    public let path: String
    /// The one text entry: the file's name.
    public let entry: EntryName
    /// The file, parsed; `nil` when it could not be read (``containerFindings`` says why).
    public let document: JSONDocument?
    public let containerFindings: [Diagnostic]

    /// The file `path` holding `bytes`, parsed (or as discovery already parsed it).
    public init(path: String, bytes: [UInt8], parsed: JSONDocument? = nil) {
        self.path = path
        entry = EntryName(FilePath.name(of: path))
        document = parsed ?? JSONParser.parse(bytes)
        containerFindings = []
    }

    private init(unreadable path: String, reason: String) {
        self.path = path
        entry = EntryName(FilePath.name(of: path))
        document = nil
        containerFindings = [.unreadablePath(path, reason: reason)]
    }

    /// Reads the file a target names, refused past the limit of a JSON entry; the document
    /// discovery parsed when it has one. A target that cannot be read is a document holding
    /// only the finding that says why.
    public static func read(_ target: LintTarget, limits: ArchiveLimits) -> JSONFileDocument {
        if case .unreadable(let reason) = target.source { return JSONFileDocument(unreadable: target.displayPath, reason: reason) }
        if let parsed = target.parsedDocument, UInt64(parsed.text.bytes.count) <= limits.maxJSONEntrySize {
            return JSONFileDocument(path: target.displayPath, bytes: parsed.text.bytes, parsed: parsed)
        }
        do {
            let bytes = try FileSystem.readFile(target.fileSystemPath, limit: limits.maxJSONEntrySize)
            return JSONFileDocument(path: target.displayPath, bytes: bytes)
        } catch {
            return JSONFileDocument(unreadable: target.displayPath, reason: error.reason)
        }
    }

    public var kind: TemplateReport.Kind { .message }

    public var textEntries: [EntryName] { document == nil ? [] : [entry] }

    public func bytes(of entry: EntryName) -> [UInt8]? {
        entry == self.entry ? document?.text.bytes : nil
    }

    public func parsed(_ entry: EntryName) -> JSONDocument? {
        entry == self.entry ? document : nil
    }

    public func applying(_ fixes: [Fix]) -> JSONFileDocument {
        guard let edited = editedTexts(fixes)[entry] else { return self }
        return JSONFileDocument(path: path, bytes: edited)
    }

    /// The report of `findings` in this file: the parser's findings first, every finding on the
    /// file's entry, with its text for lines and code frames.
    public func report(_ findings: [Diagnostic]) -> TemplateReport {
        let syntax = document.map { $0.diagnostics.map { $0.stamped(entry) } } ?? []
        let located = findings.map { $0.stamped(entry) }
        return TemplateReport(path: path, kind: kind, diagnostics: containerFindings + syntax + located, sources: sources)
    }
}
