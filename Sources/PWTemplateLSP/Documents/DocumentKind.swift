import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// The files the server looks after, told by name; every other file is left alone.
public enum DocumentKind: Sendable, Equatable {
    /// A file of a template folder, as the registry's kinds name it (`native-config.json` or
    /// `pushwoosh.json` of a native template).
    case template(EntryName)
    /// `.pwtemplate.json`.
    case configuration

    /// The kind of the file at `path`, asking `kinds` which of them owns it; `nil` for a file
    /// the server does not handle.
    public init?(path: String, kinds: KindRegistry = .standard) {
        let name = FilePath.name(of: path)
        if name == ConfigFile.fileName {
            self = .configuration
        } else if let owner = kinds.editorDocument(ofFileNamed: name) {
            self = .template(owner.entry)
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

    /// The folder holding the document (the template folder for a template file).
    public var folder: String { FilePath.parent(of: path) }
}
