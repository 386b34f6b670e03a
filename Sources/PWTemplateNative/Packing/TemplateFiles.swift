import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax

/// The two files of a template that the SDKs read, as `pack` puts them into an archive and
/// `unpack` writes them into a folder.
public struct TemplateFiles: Sendable, Equatable {
    /// The bytes of `native-config.json`.
    public var nativeConfig: [UInt8]
    /// The bytes of `pushwoosh.json`, when the template has one.
    public var pushwoosh: [UInt8]?

    public init(nativeConfig: [UInt8], pushwoosh: [UInt8]? = nil) {
        self.nativeConfig = nativeConfig
        self.pushwoosh = pushwoosh
    }

    /// Each file's name and bytes, `native-config.json` first.
    public var named: [(name: String, bytes: [UInt8])] {
        [(EntryName.nativeConfig.path, nativeConfig)] + (pushwoosh.map { [(EntryName.pushwoosh.path, $0)] } ?? [])
    }
}
