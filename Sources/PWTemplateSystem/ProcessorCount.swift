#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

/// How many processors the process can run on.
public enum ProcessorCount {
    /// The processors online now, at least 1 (`sysconf(_SC_NPROCESSORS_ONLN)`).
    public static var online: Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
}
