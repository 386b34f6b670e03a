#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

extension ProcessContext {
    /// Whether the process runs as root (effective user id 0).
    public static var isRoot: Bool { geteuid() == 0 }
}
