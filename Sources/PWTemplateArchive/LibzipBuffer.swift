import CLibzip
import PWTemplateSystem

/// A copy of some bytes in `malloc`'d memory, for libzip buffer sources, which do not copy.
///
/// Pass ``freeWhenDone`` as `freep` so libzip frees the copy with the source; call
/// ``release()`` only when creating the source failed. Empty bytes give no memory at all:
/// libzip ignores the data pointer of an empty buffer and would never free it.
struct LibzipBuffer {
    let data: UnsafeMutableRawPointer?
    let count: UInt64

    init(copying bytes: [UInt8]) throws(ArchiveError) {
        count = UInt64(bytes.count)
        guard !bytes.isEmpty else {
            data = nil
            return
        }
        guard let memory = SystemMemory.mallocCopy(of: bytes) else { throw ArchiveError(libzipCode: ZIP_ER_MEMORY) }
        data = memory
    }

    /// The `freep` argument: 1 when there is memory for libzip to take over.
    var freeWhenDone: Int32 { data == nil ? 0 : 1 }

    /// Frees the copy that no source took over.
    func release() {
        if let data { SystemMemory.free(data) }
    }
}

extension LibzipBuffer {
    /// A libzip source of a copy of `bytes` for `archive`; the copy is freed with the source.
    static func source(of bytes: [UInt8], in archive: OpaquePointer) throws(ArchiveError) -> OpaquePointer {
        let buffer = try LibzipBuffer(copying: bytes)
        guard let source = zip_source_buffer(archive, buffer.data, buffer.count, buffer.freeWhenDone) else {
            buffer.release()
            throw ArchiveError(zip_get_error(archive))
        }
        return source
    }
}
