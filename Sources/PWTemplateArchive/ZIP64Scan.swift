/// Where an archive uses ZIP64 structures, found by walking its raw headers.
///
/// libzip 1.7.3 hides the ZIP64 extra field (id 0x0001) from `zip_file_extra_fields_count_by_id`
/// (it is an "internal" field it strips after parsing), so the end records, the central directory
/// and each local header are read here directly. Only headers are read, never entry data.
struct ZIP64Scan {
    /// The archive ends with a ZIP64 end-of-central-directory locator.
    var hasZIP64EndRecord = false
    /// Central-directory positions of entries whose central or local header uses ZIP64.
    var entries: Set<Int> = []

    private static let endRecordSignature: UInt32 = 0x0605_4B50
    private static let zip64LocatorSignature: UInt32 = 0x0706_4B50
    private static let zip64EndRecordSignature: UInt32 = 0x0606_4B50
    private static let centralHeaderSignature: UInt32 = 0x0201_4B50
    private static let localHeaderSignature: UInt32 = 0x0403_4B50
    private static let zip64ExtraFieldID: UInt16 = 0x0001
    private static let marker32: UInt32 = 0xFFFF_FFFF

    /// Scans an archive of `size` bytes; `read(offset, count)` returns exactly `count` bytes or `nil`.
    /// Unreadable or malformed headers end the scan with what was found so far (libzip has
    /// already vetted the archive's consistency).
    init(size: UInt64, read: (UInt64, Int) -> [UInt8]?) {
        guard let end = Self.endRecord(size: size, read: read) else { return }
        var directoryOffset = UInt64(end.bytes.uint32(at: 16))
        var directorySize = UInt64(end.bytes.uint32(at: 12))
        if end.offset >= 20, let locator = read(end.offset - 20, 20), locator.uint32(at: 0) == Self.zip64LocatorSignature {
            hasZIP64EndRecord = true
            guard let record = read(locator.uint64(at: 8), 56), record.uint32(at: 0) == Self.zip64EndRecordSignature else { return }
            directorySize = record.uint64(at: 40)
            directoryOffset = record.uint64(at: 48)
        }
        guard directorySize <= size, let directory = read(directoryOffset, Int(directorySize)) else { return }
        var position = 0
        var index = 0
        while position + 46 <= directory.count, directory.uint32(at: position) == Self.centralHeaderSignature {
            let nameLength = Int(directory.uint16(at: position + 28))
            let extraLength = Int(directory.uint16(at: position + 30))
            let commentLength = Int(directory.uint16(at: position + 32))
            let extraStart = position + 46 + nameLength
            guard extraStart + extraLength <= directory.count else { return }
            let localOffset = directory.uint32(at: position + 42)
            let central = directory.uint32(at: position + 20) == Self.marker32
                || directory.uint32(at: position + 24) == Self.marker32
                || localOffset == Self.marker32
                || Self.hasZIP64Field(directory[extraStart..<extraStart + extraLength])
            if central || Self.localHeaderUsesZIP64(at: UInt64(localOffset), read: read) {
                entries.insert(index)
            }
            position = extraStart + extraLength + commentLength
            index += 1
        }
    }

    /// The end-of-central-directory record: the last signature whose comment length reaches the
    /// end of the file exactly, else the last signature at all.
    private static func endRecord(size: UInt64, read: (UInt64, Int) -> [UInt8]?) -> (offset: UInt64, bytes: [UInt8])? {
        let window = min(size, 22 + 0xFFFF)
        guard window >= 22, let tail = read(size - window, Int(window)) else { return nil }
        var fallback: Int?
        for start in stride(from: tail.count - 22, through: 0, by: -1) where tail.uint32(at: start) == endRecordSignature {
            if start + 22 + Int(tail.uint16(at: start + 20)) == tail.count {
                return (size - window + UInt64(start), Array(tail[start..<start + 22]))
            }
            fallback = fallback ?? start
        }
        return fallback.map { (size - window + UInt64($0), Array(tail[$0..<$0 + 22])) }
    }

    private static func localHeaderUsesZIP64(at offset: UInt64, read: (UInt64, Int) -> [UInt8]?) -> Bool {
        guard let header = read(offset, 30), header.uint32(at: 0) == localHeaderSignature else { return false }
        if header.uint32(at: 18) == marker32 || header.uint32(at: 22) == marker32 { return true }
        let nameLength = UInt64(header.uint16(at: 26))
        let extraLength = Int(header.uint16(at: 28))
        guard extraLength > 0, let extra = read(offset + 30 + nameLength, extraLength) else { return false }
        return hasZIP64Field(extra[...])
    }

    /// Whether a run of extra fields (id, length, data ...) holds the ZIP64 field.
    private static func hasZIP64Field(_ extra: ArraySlice<UInt8>) -> Bool {
        let bytes = Array(extra)
        var position = 0
        while position + 4 <= bytes.count {
            if bytes.uint16(at: position) == zip64ExtraFieldID { return true }
            position += 4 + Int(bytes.uint16(at: position + 2))
        }
        return false
    }
}

private extension [UInt8] {
    func uint16(at offset: Int) -> UInt16 {
        UInt16(self[offset]) | UInt16(self[offset + 1]) << 8
    }

    func uint32(at offset: Int) -> UInt32 {
        UInt32(uint16(at: offset)) | UInt32(uint16(at: offset + 2)) << 16
    }

    func uint64(at offset: Int) -> UInt64 {
        UInt64(uint32(at: offset)) | UInt64(uint32(at: offset + 4)) << 32
    }
}
