import PWTemplateArchive
import PWTemplateLint
import PWTemplateSystem

/// Why a scaffold was not written. The first four cases are found before anything is
/// written, so the file system is left as it was.
public enum ScaffoldWriteError: Error, Sendable, Equatable {
    /// The folder exists and is not empty, or the archive exists, and overwriting was not allowed.
    case targetExists
    /// The folder's path names something other than a folder.
    case targetIsNotFolder
    /// The archive's path names a folder.
    case targetIsFolder
    /// The folder to create the target in does not exist or is not a folder.
    case parentMissing
    /// Writing failed.
    case fileSystem(FileSystemError)
    /// The archive could not be built.
    case archive(ArchiveError)

    /// Whether the target was refused before anything was written.
    public var isRefusal: Bool {
        switch self {
        case .targetExists, .targetIsNotFolder, .targetIsFolder, .parentMissing: true
        case .fileSystem, .archive: false
        }
    }
}
