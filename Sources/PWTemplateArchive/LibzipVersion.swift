import CLibzip

/// The libzip the process runs with.
public enum Libzip {
    /// The version of the loaded libzip library (`zip_libzip_version()`), e.g. `1.7.3`.
    public static var version: String { String(cString: zip_libzip_version()) }
}
