#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

/// The running process: its environment, standard input and exit.
public enum ProcessContext {
    /// The environment variables of the process.
    public static func environment() -> [String: String] {
        var result: [String: String] = [:]
        var cursor = environ
        while let entry = cursor.pointee {
            if let (name, value) = variable(String(cString: entry)) {
                result[name] = value
            }
            cursor += 1
        }
        return result
    }

    /// The name and value of an environment entry, split at its first `=` byte as POSIX does
    /// (a combining mark after the `=` belongs to the value); `nil` without an `=`.
    static func variable(_ entry: String) -> (name: String, value: String)? {
        guard let equals = entry.utf8.firstIndex(of: UInt8(ascii: "=")) else { return nil }
        return (String(entry[..<equals]), String(entry[entry.utf8.index(after: equals)...]))
    }

    /// Names the system time zone file in `TZ` (`:/etc/localtime`) when `TZ` is unset, on Linux.
    /// libzip converts every entry's DOS time with `mktime`, and with `TZ` unset glibc checks
    /// `/etc/localtime` again on each call (two `stat`s per template, about 5 % of a large run);
    /// with `TZ` naming the same file it is read once. The times are the same either way. Call it
    /// before any thread starts.
    public static func pinLocalTimeZone() {
        #if os(Linux)
        setenv("TZ", ":/etc/localtime", 0)
        #endif
    }

    /// All of standard input, up to `limit` bytes.
    public static func readStandardInput(limit: UInt64) throws(FileSystemError) -> [UInt8] {
        try FileSystem.readAll(StandardStream.input.descriptor, path: "standard input", limit: limit)
    }

    /// Ends the process with `code`.
    public static func exit(_ code: Int32) -> Never {
        #if canImport(Darwin)
        Darwin.exit(code)
        #else
        Glibc.exit(code)
        #endif
    }
}
