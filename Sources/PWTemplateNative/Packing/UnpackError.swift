import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// Why an archive could not be unpacked into a template folder. Messages about the archive or
/// the destination folder do not name it: the caller knows which it is.
public enum UnpackError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The archive cannot be opened: not a ZIP, truncated, inconsistent.
    case unreadable(reason: String)
    /// The archive is over the size limits; the reason is `lint`'s first `archive-too-large` finding.
    case tooLarge(reason: String)
    /// No `native-config.json` anywhere in the archive (outside junk and unsafe names).
    case noNativeConfig
    /// `native-config.json` sits in several folders and none at the root.
    case severalTemplateFolders([String])
    /// A template file inflates to more than the limit for a JSON file.
    case entryTooLarge(name: String, limit: UInt64)
    /// A template file's data is damaged, encrypted or compressed in a way libzip cannot read.
    case unreadableEntry(name: String, reason: String)
    /// The destination folder holds files and writing over them was not asked for.
    case folderNotEmpty
    /// The destination exists and is not a folder.
    case notAFolder
    /// A file or the folder could not be written.
    case write(FileSystemError)

    public var description: String {
        switch self {
        case .unreadable(let reason):
            "the archive cannot be opened: \(reason)"
        case .tooLarge(let reason):
            reason
        case .noNativeConfig:
            "the archive holds no \(EntryName.nativeConfig)"
        case .severalTemplateFolders(let folders):
            "\(EntryName.nativeConfig) is in several folders (\(folders.map { "'\($0)'" }.joined(separator: ", "))) and not at the root; unpack each template from its own archive"
        case .entryTooLarge(let name, let limit):
            "'\(name)' inflates to more than \(ByteCount.text(limit)), the limit for a JSON file"
        case .unreadableEntry(let name, let reason):
            "cannot read '\(name)': \(reason)"
        case .folderNotEmpty:
            "the folder is not empty; pass --force to write the template files into it"
        case .notAFolder:
            "it exists and is not a folder"
        case .write(let error):
            "cannot write '\(error.path)': \(error.reason)"
        }
    }
}
