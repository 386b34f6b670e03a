import CLibzip

/// A failure to open, read or write a ZIP archive, with libzip's reason.
public struct ArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Code: Sendable, Equatable {
        /// The file has no bytes at all.
        case empty
        /// An entry inflates to more bytes than the caller allowed.
        case exceedsLimit
        /// Changes that cannot be applied: they name an entry the archive does not hold, replace
        /// or move a name stored twice, remove and keep one entry, or leave no entry at all.
        case invalidChanges
        /// A libzip error, with its `ZIP_ER_*` code (`ZIP_ER_NOZIP`, `ZIP_ER_CRC`, ...).
        case libzip(Int32)
    }

    public var code: Code
    /// What went wrong, in libzip's words where libzip found it (e.g. "Not a zip archive").
    public var reason: String

    public init(code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }

    public var description: String { reason }

    /// The error libzip recorded in `error`.
    init(_ error: UnsafeMutablePointer<zip_error_t>) {
        self.init(code: .libzip(zip_error_code_zip(error)), reason: String(cString: zip_error_strerror(error)))
    }

    /// The error for a bare `ZIP_ER_*` code, as `zip_open` returns it (part of the text comes from `errno`).
    init(libzipCode: Int32) {
        var error = zip_error_t()
        zip_error_init_with_code(&error, libzipCode)
        defer { zip_error_fini(&error) }
        self.init(&error)
    }
}
