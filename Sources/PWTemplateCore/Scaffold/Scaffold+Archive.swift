extension Scaffold {
    /// The bytes of a ZIP archive holding `files` at its root, in their order, deflated, with
    /// the writer's fixed timestamp: the same files always give the same bytes.
    static func archive(_ files: [ScaffoldFile]) throws(ArchiveError) -> [UInt8] {
        var writer = ZipWriter()
        for file in files {
            writer.addFile(file.name, bytes: file.bytes, compression: .deflate)
        }
        return try writer.archiveBytes()
    }
}
