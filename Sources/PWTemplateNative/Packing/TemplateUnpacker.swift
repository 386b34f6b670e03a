import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// Takes a template out of a ZIP archive for editing: only `native-config.json` and
/// `pushwoosh.json` are read, and they are written under their own names, so no entry name
/// ever decides where a file lands. Unsafe names (`..`, absolute, backslash, drive letter),
/// junk and every other entry are left out and listed.
///
/// The template files are those at the root; when the root has no `native-config.json` and
/// exactly one folder has (a folder compressed instead of its contents), they come from that
/// folder. An archive over the size limits is refused whole, as `lint` refuses it.
public enum TemplateUnpacker {
    /// Reads the template files out of the archive at `path`.
    public static func read(archiveAt path: String, limits: ArchiveLimits = .default) throws(UnpackError) -> UnpackSource {
        let archive: ZipArchive
        do {
            archive = try ZipArchive(path: path)
        } catch {
            throw .unreadable(reason: error.reason)
        }
        return try read(archive, limits: limits)
    }

    /// Reads the template files out of an open archive.
    static func read(_ archive: ZipArchive, limits: ArchiveLimits) throws(UnpackError) -> UnpackSource {
        let entries = archive.entries.map(TemplateEntry.init(archiveEntry:))
        let oversize = EntryClassifier.classify(entries, limits: limits, container: .archive).diagnostics
            .first { $0.rule == .archiveTooLarge }
        if let oversize { throw .tooLarge(reason: oversize.message) }
        let folder = try templateFolder(in: entries)
        var selection = Selection(folder: folder)
        for position in entries.indices { selection.classify(entries[position], at: position) }

        func load(_ name: String) throws(UnpackError) -> [UInt8]? {
            guard let position = selection.chosen[name] else { return nil }
            do {
                return try archive.read(archive.entries[position], limit: limits.maxJSONEntrySize)
            } catch where error.code == .exceedsLimit {
                throw .entryTooLarge(name: entries[position].name, limit: limits.maxJSONEntrySize)
            } catch {
                throw .unreadableEntry(name: entries[position].name, reason: error.reason)
            }
        }
        guard let nativeConfig = try load(EntryName.nativeConfig.path) else { throw .noNativeConfig }
        let files = TemplateFiles(nativeConfig: nativeConfig, pushwoosh: try load(EntryName.pushwoosh.path))
        return UnpackSource(files: files, folder: folder, leftOut: selection.leftOut)
    }

    /// Writes `files` into `folder`, creating it (and missing parents) when needed. A folder
    /// that holds anything is written into only with `force`: the template files are replaced,
    /// a `pushwoosh.json` that `files` lacks is removed, and every other file is kept.
    /// Returns the paths removed. Each file is written atomically; when writing fails (a full
    /// disk, say), a folder this call created is removed again with what reached it.
    @discardableResult
    public static func write(_ files: TemplateFiles, to folder: String, force: Bool) throws(UnpackError) -> [String] {
        try checkFolder(folder, force: force)
        let isNew = !FileSystem.exists(folder)
        do {
            return try writing { () throws(FileSystemError) in
                try FileSystem.createFolder(atPath: folder)
                for file in files.named {
                    try FileSystem.writeFileAtomically(file.bytes, to: FilePath.join(folder, file.name))
                }
                let stale = FilePath.join(folder, EntryName.pushwoosh.path)
                guard files.pushwoosh == nil, FileSystem.exists(stale) else { return [] }
                try FileSystem.removeFile(stale)
                return [stale]
            }
        } catch {
            if isNew {
                for file in files.named { try? FileSystem.removeFile(FilePath.join(folder, file.name)) }
                try? FileSystem.removeDirectory(folder)
            }
            throw error
        }
    }

    /// Checks that the template files may be written into `folder`: it is missing (it will be
    /// created), an empty folder, or any folder with `force`.
    public static func checkFolder(_ folder: String, force: Bool) throws(UnpackError) {
        guard let kind = try? FileSystem.resolvedKind(of: folder) else { return }
        guard kind == .directory else { throw .notAFolder }
        let names = try writing { () throws(FileSystemError) in try FileSystem.contents(ofDirectory: folder) }
        if !force, !names.isEmpty { throw .folderNotEmpty }
    }

    /// Runs a file-system step of writing the folder.
    private static func writing<Result>(_ body: () throws(FileSystemError) -> Result) throws(UnpackError) -> Result {
        do {
            return try body()
        } catch {
            throw .write(error)
        }
    }

    /// The archive folder holding the template files: `""` when `native-config.json` is at the
    /// root, else the one folder holding it.
    private static func templateFolder(in entries: [TemplateEntry]) throws(UnpackError) -> String {
        var folders: [String] = []
        for entry in entries where entry.isReadableFile && entry.baseName == EntryName.nativeConfig.path {
            if entry.isAtRoot { return "" }
            if !folders.contains(String(entry.folder)) { folders.append(String(entry.folder)) }
        }
        switch folders.count {
        case 0: throw .noNativeConfig
        case 1: return folders[0]
        default: throw .severalTemplateFolders(folders)
        }
    }
}

/// Which entries an unpack reads and which it leaves out.
private struct Selection {
    let folder: String
    /// The position of each template file to read: the last copy, as the SDKs keep it.
    var chosen: [String: Int] = [:]
    private var others: [LeftOutEntry] = []
    /// `__MACOSX/` folders and their entry counts, listed once each at the end.
    private var resourceFolders: [(folder: String, count: Int)] = []

    init(folder: String) {
        self.folder = folder
    }

    /// Takes `entry` as a template file, or lists it as left out.
    mutating func classify(_ entry: TemplateEntry, at position: Int) {
        let name = String(entry.baseName)
        if entry.isReadableFile, entry.folder == folder,
           EntryName.sdkFiles.contains(EntryName(name)) {
            if chosen[name] != nil { others.append(.duplicate(entry.name)) }
            chosen[name] = position
        } else if entry.unsafePath == nil, case .macOSResourceFolder(let resourceFolder)? = entry.junk {
            if let known = resourceFolders.firstIndex(where: { $0.folder == resourceFolder }) {
                resourceFolders[known].count += 1
            } else {
                resourceFolders.append((resourceFolder, 1))
            }
        } else if !entry.isDirectory || entry.unsafePath != nil || entry.junk != nil {
            // A plain folder entry says nothing its files do not.
            others.append(LeftOutEntry(entry))
        }
    }

    /// Everything left out, in archive order, then each `__MACOSX/` folder.
    var leftOut: [LeftOutEntry] {
        others + resourceFolders.map { LeftOutEntry.resourceFolder($0.folder, entries: $0.count) }
    }
}

private extension TemplateEntry {
    /// A file entry that may be extracted: a safe name and no junk.
    var isReadableFile: Bool { !isDirectory && unsafePath == nil && junk == nil }
}
