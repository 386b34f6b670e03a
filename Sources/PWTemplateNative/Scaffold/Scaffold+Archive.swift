import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax

extension Scaffold {
    /// The archive of a scaffold, packed exactly as `pwtemplate pack` packs a folder (see
    /// ``TemplatePacker``): the same files always give the same bytes.
    static func archive(_ files: [ScaffoldFile]) throws(ArchiveError) -> [UInt8] {
        let config = files.first { $0.name == EntryName.nativeConfig.path }?.bytes ?? []
        let localization = files.first { $0.name == EntryName.pushwoosh.path }?.bytes
        return try TemplatePacker.archiveBytes(nativeConfig: config, pushwoosh: localization)
    }
}
