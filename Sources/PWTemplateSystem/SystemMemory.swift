#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

/// C-heap memory for C libraries that take ownership of a buffer and release it with `free`.
package enum SystemMemory {
    /// A `malloc`'d copy of `bytes`, or `nil` when the allocation fails. The caller hands it to a
    /// C library or calls ``free(_:)``.
    package static func mallocCopy(of bytes: [UInt8]) -> UnsafeMutableRawPointer? {
        guard let memory = malloc(max(bytes.count, 1)) else { return nil }
        bytes.withUnsafeBytes { source in
            if let base = source.baseAddress { memory.copyMemory(from: base, byteCount: source.count) }
        }
        return memory
    }

    /// Releases memory from ``mallocCopy(of:)`` that no C library took over.
    package static func free(_ memory: UnsafeMutableRawPointer) {
        systemFree(memory)
    }

    /// `SEEK_SET`: a seek offset counts from the start.
    package static let seekFromStart = SEEK_SET
}

private func systemFree(_ memory: UnsafeMutableRawPointer) {
    free(memory)
}
