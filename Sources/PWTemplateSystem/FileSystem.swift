#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

// The files in System/ are the only ones that call the C library, so Glibc/Darwin differences
// stay here.

/// Small POSIX file-system helpers, the only file access of the core library.
public enum FileSystem {
    /// What `path` names, without following a final symbolic link.
    public static func kind(of path: String) throws(FileSystemError) -> FileKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw error(errno, path) }
        return kind(info)
    }

    /// What `path` names, following symbolic links.
    public static func resolvedKind(of path: String) throws(FileSystemError) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else { throw error(errno, path) }
        return kind(info)
    }

    /// Whether anything (even a dangling link) exists at `path`.
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The names in a folder, sorted bytewise, without `.` and `..` (a name that is not UTF-8
    /// is repaired, so it no longer names its file: see ``rawContents(ofDirectory:)``).
    public static func contents(ofDirectory path: String) throws(FileSystemError) -> [String] {
        try rawContents(ofDirectory: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in a folder as stored, sorted bytewise, without `.` and `..`.
    public static func rawContents(ofDirectory path: String) throws(FileSystemError) -> [[UInt8]] {
        guard let directory = opendir(path) else { throw error(errno, path) }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name != Array(".".utf8) && name != Array("..".utf8) { names.append(name) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The whole content of a regular file; refuses files larger than `limit` bytes.
    public static func readFile(_ path: String, limit: UInt64 = .max) throws(FileSystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw error(errno, path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw error(errno, path) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw FileSystemError(code: .isDirectory, path: path, reason: "Is a directory") }
        if UInt64(info.st_size) > limit {
            throw FileSystemError(code: .tooLarge, path: path, reason: "larger than \(limit) bytes")
        }
        return try readAll(descriptor, path: path, limit: limit)
    }

    /// The whole content of `path` when it is a regular file of at most `limit` bytes, read
    /// with one `open`, `fstat` and `read`; `nil` for anything else (a larger file, a folder, a
    /// device, a failure), which the caller reads its general way, reporting any error from there.
    public static func smallFileContents(_ path: String, limit: Int) -> [UInt8]? {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is turned down just after.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size <= limit else { return nil }
        let size = Int(info.st_size)
        var complete = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, filled in
            filled = 0
            while filled < size {
                let count = read(descriptor, buffer.baseAddress! + filled, size - filled)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return }
                filled += count
            }
            complete = true
        }
        // A file that shrank since fstat is left to the general way too.
        return complete ? bytes : nil
    }

    /// Everything readable from a file descriptor (standard input, say), up to `limit` bytes.
    public static func readAll(_ descriptor: Int32, path: String, limit: UInt64 = .max) throws(FileSystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw error(errno, path)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[0..<count])
            if UInt64(bytes.count) > limit {
                throw FileSystemError(code: .tooLarge, path: path, reason: "larger than \(limit) bytes")
            }
        }
    }

    /// The canonical absolute path (symbolic links resolved), or `nil` when it cannot be resolved.
    public static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The current working folder.
    public static func currentDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "." }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    static func kind(_ info: stat) -> FileKind {
        switch info.st_mode & S_IFMT {
        case S_IFREG: .regular(size: UInt64(info.st_size))
        case S_IFDIR: .directory
        case S_IFLNK: .symbolicLink
        default: .other
        }
    }

    package static func errnoDescription(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    package static func error(_ code: Int32, _ path: String) -> FileSystemError {
        let kind: FileSystemError.Code = switch code {
        case ENOENT, ENOTDIR: .notFound
        case EACCES, EPERM: .permissionDenied
        case ELOOP: .symlinkLoop
        case EISDIR: .isDirectory
        default: .other
        }
        return FileSystemError(code: kind, path: path, reason: errnoDescription(code))
    }
}

