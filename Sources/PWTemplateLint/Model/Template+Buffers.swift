import PWTemplateArchive
import PWTemplateSyntax

extension Template {
    /// A template held in memory, e.g. an editor's buffers, held to the size limits as a
    /// folder's files are: a text over `limits.maxJSONEntrySize` is not read, and an
    /// `archive-too-large` finding says so. Either text may be absent.
    public init(buffers nativeConfig: [UInt8]?, pushwoosh: [UInt8]?, path: String, limits: ArchiveLimits) {
        var contents = TemplateContents()
        for (entry, bytes) in [(EntryName.nativeConfig, nativeConfig), (.pushwoosh, pushwoosh)] {
            guard let bytes else { continue }
            if UInt64(bytes.count) > limits.maxJSONEntrySize {
                let file = TemplateEntry(name: entry.path, size: UInt64(bytes.count))
                contents.diagnostics.append(ArchiveFindings.jsonTooLarge(file, limit: limits.maxJSONEntrySize))
            } else if entry == .nativeConfig {
                contents.nativeConfig = bytes
            } else {
                contents.pushwoosh = bytes
            }
        }
        self.init(contents, path: path, kind: .folder)
    }
}
