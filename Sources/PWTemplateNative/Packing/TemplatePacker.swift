import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// Packs a template into the ZIP archive the SDKs read: only `native-config.json` and
/// `pushwoosh.json`, at the root, in that order, deflated, with a fixed DOS timestamp and fixed
/// permissions (see ``ZipWriter``), so the same files give the same bytes on every run, machine
/// and time zone. Linting is the caller's choice.
public enum TemplatePacker {
    /// The archive of a template's files.
    public static func archiveBytes(nativeConfig: [UInt8], pushwoosh: [UInt8]?) throws(ArchiveError) -> [UInt8] {
        var writer = ZipWriter()
        for file in TemplateFiles(nativeConfig: nativeConfig, pushwoosh: pushwoosh).named {
            writer.addFile(file.name, bytes: file.bytes, compression: .deflate)
        }
        return try writer.archiveBytes()
    }

    /// Reads the template files at the top of `folder` (links followed), each at most
    /// `limits.maxJSONEntrySize` bytes, and lists everything else there as left out.
    public static func read(folder: String, limits: ArchiveLimits = .default) throws(PackError) -> PackSource {
        let names = try listing(of: folder)
        let nativeConfig = try readFile(EntryName.nativeConfig.path, in: folder, limit: limits.maxJSONEntrySize)
        let pushwoosh = names.contains(EntryName.pushwoosh.path)
            ? try readFile(EntryName.pushwoosh.path, in: folder, limit: limits.maxJSONEntrySize)
            : nil
        let leftOut = names.filter { !EntryName.sdkFiles.contains(EntryName($0)) }
            .map { leftOutEntry($0, in: folder) }
        return PackSource(files: TemplateFiles(nativeConfig: nativeConfig, pushwoosh: pushwoosh), leftOut: leftOut)
    }

    /// Checks that `folder` is a template folder: a folder with `native-config.json` at its top.
    public static func checkTemplateFolder(_ folder: String) throws(PackError) {
        _ = try listing(of: folder)
    }

    /// Writes an archive to `output` atomically (see ``FileSystem/writeFileAtomically(_:to:)``);
    /// an existing file there is replaced only when `force` is set.
    public static func write(_ archive: [UInt8], to output: String, force: Bool) throws(PackError) {
        if !force, FileSystem.exists(output) { throw .outputExists(path: output) }
        do {
            try FileSystem.writeFileAtomically(archive, to: output)
        } catch {
            throw .write(error)
        }
    }

    /// Packs `folder` into the archive at `output` without linting it; returns what was read.
    @discardableResult
    public static func pack(folder: String, to output: String, force: Bool) throws(PackError) -> PackSource {
        let source = try read(folder: folder)
        let archive: [UInt8]
        do {
            archive = try archiveBytes(nativeConfig: source.files.nativeConfig, pushwoosh: source.files.pushwoosh)
        } catch {
            throw .archive(error)
        }
        try write(archive, to: output, force: force)
        return source
    }

    private static func readFile(_ name: String, in folder: String, limit: UInt64) throws(PackError) -> [UInt8] {
        do {
            return try FileSystem.readFile(FilePath.join(folder, name), limit: limit)
        } catch where error.code == .tooLarge {
            throw .fileTooLarge(name: name, limit: limit)
        } catch {
            throw .unreadable(name: name, reason: error.reason)
        }
    }

    /// The names at the top of `folder`, which must be a folder (or a link to one) holding
    /// `native-config.json`.
    private static func listing(of folder: String) throws(PackError) -> [String] {
        let names: [String]
        do {
            names = try FileSystem.contents(ofDirectory: folder)
        } catch {
            throw .notTemplateFolder(reason: error.reason)
        }
        guard names.contains(EntryName.nativeConfig.path) else {
            throw .notTemplateFolder(reason: "no \(EntryName.nativeConfig) at its top")
        }
        return names
    }

    /// How a name at the top of a template folder other than the template files is left out.
    private static func leftOutEntry(_ name: String, in folder: String) -> LeftOutEntry {
        let isDirectory = (try? FileSystem.kind(of: FilePath.join(folder, name))) == .directory
        return LeftOutEntry(TemplateEntry(name: isDirectory ? name + "/" : name, size: 0, isDirectory: isDirectory))
    }
}
