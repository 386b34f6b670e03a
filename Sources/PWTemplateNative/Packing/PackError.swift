import PWTemplateArchive
import PWTemplateLint
import PWTemplateSystem

/// Why a template folder could not be packed. Template files are named relative to their
/// folder (`native-config.json`); the output by the path the caller gave.
public enum PackError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder is missing, not a folder, or has no `native-config.json` at its top.
    case notTemplateFolder(reason: String)
    /// A template file is larger than the limit for a JSON file.
    case fileTooLarge(name: String, limit: UInt64)
    /// A template file cannot be read.
    case unreadable(name: String, reason: String)
    /// The output exists and replacing it was not asked for.
    case outputExists(path: String)
    /// libzip could not build the archive.
    case archive(ArchiveError)
    /// The archive could not be written; the output path is as it was.
    case write(FileSystemError)

    public var description: String {
        switch self {
        case .notTemplateFolder(let reason):
            "not a template folder: \(reason)"
        case .fileTooLarge(let name, let limit):
            "\(name) is larger than \(ByteCount.text(limit)), the limit for a JSON file"
        case .unreadable(let name, let reason):
            "cannot read \(name): \(reason)"
        case .outputExists(let path):
            "'\(path)' already exists; pass --force to replace it"
        case .archive(let error):
            "cannot build the archive: \(error.reason)"
        case .write(let error):
            "cannot write '\(error.path)': \(error.reason)"
        }
    }
}
