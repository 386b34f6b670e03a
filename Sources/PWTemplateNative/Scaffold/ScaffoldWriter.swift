import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// Writes scaffold files to a new folder or a ZIP archive. Every check happens before the
/// first write, and nothing half-written ever appears under the target's name: a new folder
/// is filled under a hidden name beside it and renamed into place, and each file or archive
/// is written to a temporary file and renamed over the old one.
public struct ScaffoldWriter: Sendable {
    /// Where the files go; paths are absolute.
    public enum Destination: Sendable, Equatable {
        /// A folder, created when missing (its parent must exist).
        case folder(String)
        /// A ZIP archive.
        case archive(String)
        /// The one file of a one-file kind's scaffold (an inbox message), written at this path.
        case file(String)
    }

    /// Whether a folder that holds files, or an existing archive, may be written over.
    public var overwrite: Bool

    public init(overwrite: Bool = false) {
        self.overwrite = overwrite
    }

    /// Writes `files` to `destination`. Returns the names of scaffold files that an earlier
    /// scaffold left in the folder and that `files` no longer has (a `pushwoosh.json`
    /// written without languages this time): they are removed so the template stays consistent.
    @discardableResult
    public func write(_ files: [ScaffoldFile], to destination: Destination) throws(ScaffoldWriteError) -> [String] {
        switch destination {
        case .folder(let path): try writeFolder(files, at: path)
        case .archive(let path): try writeArchive(files, at: path)
        case .file(let path): try writeFile(files.first?.bytes ?? [], at: path)
        }
    }

    private func writeFolder(_ files: [ScaffoldFile], at path: String) throws(ScaffoldWriteError) -> [String] {
        guard FileSystem.exists(path) else {
            try checkParent(of: path)
            try createFolder(files, at: path)
            return []
        }
        guard (try? FileSystem.resolvedKind(of: path)) == .directory else { throw .targetIsNotFolder }
        let existing = try fileSystem { () throws(FileSystemError) in try FileSystem.contents(ofDirectory: path) }
        guard existing.isEmpty || overwrite else { throw .targetExists }
        let stale = EntryName.sdkFiles.map(\.path).filter { name in
            existing.contains(name) && !files.contains { $0.name == name }
        }
        try fileSystem { () throws(FileSystemError) in
            for file in files { try FileSystem.writeFileAtomically(file.bytes, to: path + "/" + file.name) }
            for name in stale { try FileSystem.removeFile(path + "/" + name) }
        }
        return stale
    }

    /// Fills a hidden folder beside `path`, then renames it to `path`; removes it on failure.
    private func createFolder(_ files: [ScaffoldFile], at path: String) throws(ScaffoldWriteError) {
        let (parent, name) = Self.split(path)
        let temporary = try fileSystem { () throws(FileSystemError) in
            try FileSystem.makeUniqueDirectory(prefix: (parent == "/" ? "" : parent) + "/." + name + ".")
        }
        do throws(FileSystemError) {
            for file in files { try FileSystem.writeFileAtomically(file.bytes, to: temporary + "/" + file.name) }
            try FileSystem.rename(temporary, to: path)
        } catch {
            for file in files { try? FileSystem.removeFile(temporary + "/" + file.name) }
            try? FileSystem.removeDirectory(temporary)
            throw .fileSystem(error)
        }
    }

    private func writeArchive(_ files: [ScaffoldFile], at path: String) throws(ScaffoldWriteError) -> [String] {
        try refuseOverwrite(at: path)
        let bytes: [UInt8]
        do {
            bytes = try Scaffold.archive(files)
        } catch {
            throw .archive(error)
        }
        try fileSystem { () throws(FileSystemError) in try FileSystem.writeFileAtomically(bytes, to: path) }
        return []
    }

    private func writeFile(_ bytes: [UInt8], at path: String) throws(ScaffoldWriteError) -> [String] {
        try refuseOverwrite(at: path)
        try fileSystem { () throws(FileSystemError) in try FileSystem.writeFileAtomically(bytes, to: path) }
        return []
    }

    /// Refuses a one-file target (an archive, a message file) that is a folder, or that exists
    /// when overwriting is not allowed, or whose parent folder is missing.
    private func refuseOverwrite(at path: String) throws(ScaffoldWriteError) {
        if FileSystem.exists(path) {
            guard (try? FileSystem.resolvedKind(of: path)) != .directory else { throw .targetIsFolder }
            guard overwrite else { throw .targetExists }
        } else {
            try checkParent(of: path)
        }
    }

    private func checkParent(of path: String) throws(ScaffoldWriteError) {
        guard (try? FileSystem.resolvedKind(of: Self.split(path).parent)) == .directory else { throw .parentMissing }
    }

    /// The folder holding `path` (`/` for a top-level name) and the last name.
    private static func split(_ path: String) -> (parent: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let parent = String(path[..<slash])
        return (parent.isEmpty ? "/" : parent, String(path[path.index(after: slash)...]))
    }

    private func fileSystem<Result>(_ body: () throws(FileSystemError) -> Result) throws(ScaffoldWriteError) -> Result {
        do {
            return try body()
        } catch {
            throw .fileSystem(error)
        }
    }
}
