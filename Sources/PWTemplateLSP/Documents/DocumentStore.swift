import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// The documents the client has open, and the template files and configuration as the server
/// sees them: an open buffer wins over the file on disk.
public struct DocumentStore: Sendable {
    /// The largest file read from disk for a sibling or a configuration.
    public static let diskLimit: UInt64 = 64 << 20

    private var documents: [String: OpenDocument] = [:]
    private var uriByPath: [String: String] = [:]
    /// The kinds asked which of them owns a document.
    public let kinds: KindRegistry

    public init(kinds: KindRegistry) {
        self.kinds = kinds
    }

    /// The open document with `uri`.
    public func document(_ uri: String) -> OpenDocument? { documents[uri] }

    /// Every open document, in URI order.
    public var openDocuments: [OpenDocument] { documents.values.sorted { $0.uri < $1.uri } }

    /// Opens (or replaces) a document; `nil` when the server does not handle the file.
    @discardableResult
    public mutating func open(uri: String, version: Int?, bytes: [UInt8]) -> OpenDocument? {
        guard let path = DocumentURI.path(of: uri), let kind = DocumentKind(path: path, kinds: kinds) else { return nil }
        let documentPath = switch kind {
        case .template(_, let id): kinds.kind(withID: id)?.editorDocumentPath(ofFileAt: path) ?? FilePath.parent(of: path)
        case .configuration: FilePath.parent(of: path)
        }
        let document = OpenDocument(uri: uri, path: path, kind: kind, version: version, bytes: bytes, documentPath: documentPath)
        documents[uri] = document
        uriByPath[path] = uri
        return document
    }

    /// Closes a document; returns it.
    @discardableResult
    public mutating func close(uri: String) -> OpenDocument? {
        guard let document = documents.removeValue(forKey: uri) else { return nil }
        uriByPath[document.path] = nil
        return document
    }

    /// Replaces the text of an open document.
    public mutating func update(uri: String, version: Int?, bytes: [UInt8]) {
        documents[uri]?.bytes = bytes
        documents[uri]?.version = version
    }

    /// The open document at `path`.
    public func document(atPath path: String) -> OpenDocument? {
        uriByPath[path].flatMap { documents[$0] }
    }

    /// The text of the file at `path`: the open buffer, else the file on disk, else `nil`.
    public func bytes(atPath path: String) -> [UInt8]? {
        if let document = document(atPath: path) { return document.bytes }
        guard case .regular? = try? FileSystem.resolvedKind(of: path) else { return nil }
        return try? FileSystem.readFile(path, limit: Self.diskLimit)
    }

    /// Whether a file exists at `path`, open or on disk.
    public func exists(_ path: String) -> Bool {
        document(atPath: path) != nil || FileSystem.exists(path)
    }

    /// The document at `documentPath` of `kind` as `lint` reads it, with the open buffers of
    /// its files laid over the files on disk; `nil` when it has none of its files.
    public func document<Kind: MessageKind>(at documentPath: String, of kind: Kind, limits: ArchiveLimits) -> Kind.Document? {
        var buffers: [EntryName: [UInt8]] = [:]
        for document in documents.values where document.documentPath == documentPath {
            if case .template(let entry, kind.id) = document.kind { buffers[entry] = document.bytes }
        }
        return kind.editorRead(at: documentPath, buffers: buffers, limits: limits)
    }

    /// The documents with a file open, each with the id of its kind, sorted by path.
    public var openDocumentPaths: [(path: String, kind: String)] {
        var seen: [String: String] = [:]
        for document in documents.values {
            if case .template(_, let kind) = document.kind { seen[document.documentPath] = kind }
        }
        return seen.sorted { $0.key < $1.key }.map { (path: $0.key, kind: $0.value) }
    }
}
