#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

extension FileSystem {
    /// Creates the file `path` holding `bytes`, never replacing an existing one: the bytes go to
    /// a temporary file in the same folder, which is then linked to `path` (`link` fails when
    /// `path` exists), so readers see no file or the whole file. The new file gets mode 0644.
    public static func createNewFile(_ bytes: [UInt8], at path: String) throws(FileSystemError) {
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        var template = Array((folder + ".pwtemplate-new-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure(errno, path) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(temporary) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written >= 0 else { throw failure(errno, path) }
            offset += written
        }
        guard fchmod(descriptor, 0o644) == 0, fsync(descriptor) == 0 else { throw failure(errno, path) }
        guard link(temporary, path) == 0 else {
            let code = errno
            if code == EEXIST { throw FileSystemError(code: .alreadyExists, path: path, reason: "File exists") }
            throw failure(code, path)
        }
    }

    private static func failure(_ code: Int32, _ path: String) -> FileSystemError {
        FileSystemError(code: code == EACCES || code == EPERM ? .permissionDenied : .other, path: path, reason: errnoDescription(code))
    }
}
