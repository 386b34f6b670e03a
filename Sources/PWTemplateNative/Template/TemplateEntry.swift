import PWTemplateLint

/// One file or folder of a template (a ZIP entry or a file under a template folder), as the
/// archive directory or the folder listing describes it: enough to judge it before reading it.
struct TemplateEntry: Sendable {
    /// Slash-separated path from the template root; folders end with `/`.
    let name: String
    /// The name's bytes as stored (for ZIP entries, before any encoding conversion).
    var rawName: [UInt8]
    /// Uncompressed size in bytes.
    var size: UInt64
    /// Stored size in a ZIP; `nil` for a file in a folder.
    var compressedSize: UInt64?
    let isDirectory: Bool
    /// What the container itself says the iOS unzipper cannot handle (compression, encryption, ZIP64).
    var limitations: [EntryLimitation]
    /// The path segments, e.g. `["promo", "native-config.json"]`. Split once here: every rule
    /// about the name asks for them, its base name or its folder, and splitting by characters
    /// is most of what judging an entry costs.
    let segments: [Substring]

    init(name: String, rawName: [UInt8]? = nil, size: UInt64, compressedSize: UInt64? = nil, isDirectory: Bool = false, limitations: [EntryLimitation] = []) {
        self.name = name
        self.rawName = rawName ?? Array(name.utf8)
        self.size = size
        self.compressedSize = compressedSize
        self.isDirectory = isDirectory
        self.limitations = limitations
        // The name without a folder's trailing `/`. Without a `/` byte it holds no `/` character
        // either, so the split is known without walking its characters.
        let path = isDirectory ? name.dropLast() : Substring(name)
        self.segments = path.utf8.contains(UInt8(ascii: "/")) ? path.split(separator: "/", omittingEmptySubsequences: false) : [path]
    }

    /// The entry sits at the template root.
    var isAtRoot: Bool { segments.count == 1 }

    /// The last path segment.
    var baseName: Substring { segments[segments.count - 1] }

    /// The folder holding the entry, with its trailing `/` (`""` at the root).
    var folder: Substring { isAtRoot ? "" : name[..<baseName.startIndex] }
}

/// Something about an entry that the iOS unzipper (bundled minizip) cannot handle.
enum EntryLimitation: Sendable, Equatable {
    /// A compression method other than stored (0) or deflate (8).
    case compression(UInt16)
    case encrypted
    case zip64
    case nonASCIIName
}
