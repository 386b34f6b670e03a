#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

/// Creating, replacing and removing files and folders, so that nothing half-written is ever
/// left under the final name. New files and folders get the usual modes (0644, 0755) less
/// the process's umask.
extension FileSystem {
    /// Creates a new folder named `prefix` plus a random suffix; returns its path. `prefix`
    /// is a path: its folder must exist.
    public static func makeUniqueDirectory(prefix: String) throws(FileSystemError) -> String {
        while true {
            let path = prefix + randomSuffix()
            if mkdir(path, 0o755) == 0 { return path }
            if errno != EEXIST { throw error(errno, path) }
        }
    }

    /// Writes `bytes` to `path` atomically: into a new hidden file beside it, flushed to disk,
    /// then renamed over `path`. Readers see the old content or the new, never a mix; on
    /// failure the temporary file is removed and the error names `path`.
    public static func writeFileAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let (descriptor, temporaryPath) = try createUniqueFile(beside: path)
        do throws(FileSystemError) {
            try writeAll(bytes, to: descriptor, path: path)
            guard fsync(descriptor) == 0 else { throw error(errno, path) }
            guard close(descriptor) == 0 else { throw error(errno, path) }
        } catch {
            close(descriptor)
            unlink(temporaryPath)
            throw error
        }
        do throws(FileSystemError) {
            try rename(temporaryPath, to: path)
        } catch {
            unlink(temporaryPath)
            throw error
        }
    }

    /// Creates the file `path` holding `bytes`, never replacing an existing one: the bytes go to
    /// a hidden file beside it, flushed to disk, which is then linked to `path` (`link` fails when
    /// `path` exists), so readers see no file or the whole file.
    public static func createNewFile(_ bytes: [UInt8], at path: String) throws(FileSystemError) {
        let (descriptor, temporaryPath) = try createUniqueFile(beside: path)
        defer { unlink(temporaryPath) }
        do throws(FileSystemError) {
            try writeAll(bytes, to: descriptor, path: path)
            guard fsync(descriptor) == 0 else { throw error(errno, path) }
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw error(errno, path) }
        guard link(temporaryPath, path) == 0 else {
            let code = errno
            if code == EEXIST { throw FileSystemError(code: .alreadyExists, path: path, reason: "File exists") }
            throw error(code, path)
        }
    }

    /// Renames `source` to `destination`, replacing a file there (or an empty folder, when
    /// `source` is a folder).
    public static func rename(_ source: String, to destination: String) throws(FileSystemError) {
        guard systemRename(source, destination) == 0 else { throw error(errno, destination) }
    }

    /// Creates the folder at `path` and any missing folders above it; an existing folder is fine.
    public static func createFolder(atPath path: String) throws(FileSystemError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o777) != 0 {
                let code = errno
                guard code == EEXIST, (try? resolvedKind(of: prefix)) == .directory else {
                    throw error(code == EEXIST ? ENOTDIR : code, path)
                }
            }
            prefix += "/"
        }
    }

    /// Removes the file (or symbolic link) at `path`.
    public static func removeFile(_ path: String) throws(FileSystemError) {
        guard unlink(path) == 0 else { throw error(errno, path) }
    }

    /// Removes the empty folder at `path`.
    public static func removeDirectory(_ path: String) throws(FileSystemError) {
        guard rmdir(path) == 0 else { throw error(errno, path) }
    }

    /// A new, empty file `.<name>.<random>` in the folder of `path`, open for writing.
    private static func createUniqueFile(beside path: String) throws(FileSystemError) -> (Int32, String) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        while true {
            let temporaryPath = folder + "." + name + "." + randomSuffix()
            let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            if descriptor >= 0 { return (descriptor, temporaryPath) }
            if errno != EEXIST { throw error(errno, path) }
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileSystemError) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 {
                if errno == EINTR { continue }
                throw error(errno, path)
            }
            offset += count
        }
    }

    private static func randomSuffix() -> String {
        String(UInt64.random(in: 0...UInt64(UInt32.max)), radix: 36)
    }
}

private func systemRename(_ source: String, _ destination: String) -> Int32 {
    rename(source, destination)
}
