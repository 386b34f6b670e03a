import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// The files the server looks after, told by name; every other file is left alone.
public enum DocumentKind: Sendable, Equatable {
    /// A file of a document, as the registry's kinds name it (`native-config.json` or
    /// `pushwoosh.json` of a native template, a message file), with the kind that owns it.
    case template(EntryName, kind: String)
    /// `.pwtemplate.json`.
    case configuration

    /// The kind of the file at `path`, asking `kinds` which of them owns it; `nil` for a file
    /// the server does not handle.
    public init?(path: String, kinds: KindRegistry) {
        let name = FilePath.name(of: path)
        if name == ConfigFile.fileName {
            self = .configuration
        } else if let owner = kinds.editorDocument(ofFileNamed: name) {
            self = .template(owner.entry, kind: owner.kind.id)
        } else {
            return nil
        }
    }
}

/// A document the client has open: its text as the editor holds it.
public struct OpenDocument: Sendable {
    public var uri: String
    public var path: String
    public var kind: DocumentKind
    public var version: Int?
    public var bytes: [UInt8]
    /// The document the file belongs to (a template's folder, a message file itself); the
    /// folder holding a configuration file.
    public var documentPath: String
}
