#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

/// Finding programs, as a shell finds them.
extension FileSystem {
    /// The first executable file named `name` in the folders of `searchPath` (a `PATH` value:
    /// folders separated by `:`, an empty one meaning the current folder), or `nil`.
    public static func executable(named name: String, searchPath: String) -> String? {
        for folder in searchPath.split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + name
            if isExecutableFile(candidate) { return candidate }
        }
        return nil
    }

    /// Whether `path` is a regular file (after links) this process may execute.
    public static func isExecutableFile(_ path: String) -> Bool {
        guard case .regular = try? resolvedKind(of: path) else { return false }
        return access(path, X_OK) == 0
    }
}
