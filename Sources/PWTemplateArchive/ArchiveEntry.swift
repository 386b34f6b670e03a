/// One entry of a ZIP archive as its central directory describes it, read without inflating anything.
public struct ArchiveEntry: Sendable, Hashable {
    /// The entry's position in the central directory.
    public var index: Int
    /// The name as UTF-8 (libzip converts CP437 names); directories end with `/`.
    public var name: String
    /// The name exactly as stored in the archive.
    public var rawName: [UInt8]
    /// Uncompressed size, as the directory declares it.
    public var size: UInt64
    public var compressedSize: UInt64
    /// The ZIP compression method: 0 stored, 8 deflate, 12 bzip2, 14 LZMA, ...
    public var compressionMethod: UInt16
    /// The ZIP encryption method; 0 means not encrypted.
    public var encryptionMethod: UInt16
    /// The entry's local or central header uses a ZIP64 extra field or ZIP64 size markers.
    public var needsZIP64: Bool

    public init(
        index: Int, name: String, rawName: [UInt8], size: UInt64, compressedSize: UInt64,
        compressionMethod: UInt16, encryptionMethod: UInt16, needsZIP64: Bool
    ) {
        self.index = index
        self.name = name
        self.rawName = rawName
        self.size = size
        self.compressedSize = compressedSize
        self.compressionMethod = compressionMethod
        self.encryptionMethod = encryptionMethod
        self.needsZIP64 = needsZIP64
    }

    /// A folder entry: its name ends with `/`.
    public var isDirectory: Bool { rawName.last == UInt8(ascii: "/") }

    public var isEncrypted: Bool { encryptionMethod != 0 }

    /// The usual name of a ZIP compression method, e.g. "bzip2" for 12.
    public static func compressionName(_ method: UInt16) -> String {
        switch method {
        case 0: "stored"
        case 1: "shrunk"
        case 6: "imploded"
        case 8: "deflate"
        case 9: "deflate64"
        case 12: "bzip2"
        case 14: "LZMA"
        case 93: "Zstandard"
        case 95: "XZ"
        case 96: "JPEG"
        case 97: "WavPack"
        case 98: "PPMd"
        case 99: "AES-encrypted"
        default: "unknown"
        }
    }
}
