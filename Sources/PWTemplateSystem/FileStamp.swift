#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

/// What a file is at one moment, as `lstat` tells it: two stamps differ when the file was
/// changed, replaced or retyped.
public struct FileStamp: Sendable, Hashable {
    public var kind: FileKind
    public var seconds: Int
    public var nanoseconds: Int
    public var size: Int64
    public var inode: UInt64
}

extension FileSystem {
    /// The stamp of what `path` names, without following a final link; `nil` when nothing is there.
    public static func stamp(of path: String) -> FileStamp? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return FileStamp(
            kind: kind(info), seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec), size: Int64(info.st_size), inode: UInt64(info.st_ino))
    }
}
