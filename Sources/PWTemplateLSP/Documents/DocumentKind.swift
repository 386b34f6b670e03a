import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// The files the server looks after, told by name; every other file is left alone.
public enum DocumentKind: Sendable, Equatable {
    /// `native-config.json` or `pushwoosh.json` of a template folder.
    case template(EntryName)
    /// `.pwtemplate.json`.
    case configuration

    /// The kind of the file at `path`, or `nil` for a file the server does not handle.
    public init?(path: String) {
        switch FilePath.name(of: path) {
        case EntryName.nativeConfig.path: self = .template(.nativeConfig)
        case EntryName.pushwoosh.path: self = .template(.pushwoosh)
        case ConfigFile.fileName: self = .configuration
        default: return nil
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
