import PWTemplateArchive
import PWTemplateSystem

/// Writes a ``FixResult`` back where its document was read: each changed file of a folder or
/// a bare `.json` file atomically (a temporary file and a rename), dropped entries deleted,
/// a nested template moved to the root; a ZIP through ``ArchiveRewriter``, whole or not at all.
public enum FixWriter {
    /// A write that failed, with the path and the reason.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String

        public var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// Writes `outcome` to the template `target` names; a target from standard input or an
    /// unreadable one cannot be written.
    public static func write<Document>(_ outcome: FixResult<Document>, to target: LintTarget) throws(Failure) {
        guard outcome.hasChanges else { return }
        let path = target.fileSystemPath
        do {
            switch target.source {
            case .folder:
                try writeFolder(outcome, at: path)
            case .document:
                // A file is one document with one text entry.
                if let file = outcome.changedFiles.first {
                    try FileSystem.writeFileAtomically(file.new, to: path)
                }
            case .archive:
                try ArchiveRewriter.rewrite(atPath: path, applying: archiveChanges(outcome, at: path))
            case .standardInput, .unreadable:
                throw Failure(path: target.displayPath, reason: "only files and folders can be fixed in place")
            }
        } catch let error as FileSystemError {
            throw Failure(path: error.path, reason: error.reason)
        } catch let error as ArchiveError {
            throw Failure(path: target.displayPath, reason: error.reason)
        } catch let error as Failure {
            throw error
        } catch {
            throw Failure(path: target.displayPath, reason: "\(error)")
        }
    }

    private static func writeFolder<Document>(_ outcome: FixResult<Document>, at folder: String) throws(FileSystemError) {
        for file in outcome.changedFiles {
            try FileSystem.writeFileAtomically(file.new, to: folder + "/" + file.entry.path)
        }
        for entry in outcome.droppedEntries {
            let path = folder + "/" + entry.path
            if case .directory = try FileSystem.kind(of: path) { try FileSystem.removeDirectory(path) } else { try FileSystem.removeFile(path) }
        }
        if let nested = outcome.movedFolder {
            let source = folder + "/" + nested
            for name in try FileSystem.contents(ofDirectory: source) where !FileSystem.exists(folder + "/" + name) {
                try FileSystem.rename(source + "/" + name, to: folder + "/" + name)
            }
            if try FileSystem.contents(ofDirectory: source).isEmpty { try FileSystem.removeDirectory(source) }
        }
    }

    /// The entries of the ZIP at `path` to replace, remove and move: the entry operations of the
    /// applied fixes (a dropped folder with everything in it), and the new bytes of each changed file.
    private static func archiveChanges<Document>(_ outcome: FixResult<Document>, at path: String) throws(ArchiveError) -> ArchiveChanges {
        var changes = ArchiveChanges(fixes: outcome.applied, entries: try ZipArchive(path: path).entries.map(\.name))
        for file in outcome.changedFiles { changes.replacements[file.entry.path] = file.new }
        return changes
    }
}
