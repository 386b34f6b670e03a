/// Size limits checked from the ZIP directory (or folder listing) before anything is inflated.
public struct ArchiveLimits: Sendable, Equatable {
    /// Largest uncompressed `native-config.json` or `pushwoosh.json`; also the most read of an
    /// `index.html` beside them, or of a style sheet it loads, to find the HTML fallback's files.
    public var maxJSONEntrySize: UInt64
    /// Largest sum of the uncompressed sizes of all entries.
    public var maxTotalSize: UInt64
    /// Largest uncompressed-to-compressed ratio of one entry.
    public var maxCompressionRatio: UInt64
    /// Entries smaller than this are not held to the ratio: tiny files compress oddly but harmlessly.
    public var ratioCheckMinimumSize: UInt64

    public static let `default` = ArchiveLimits(
        maxJSONEntrySize: 4 << 20,
        maxTotalSize: 64 << 20,
        maxCompressionRatio: 200,
        ratioCheckMinimumSize: 64 << 10
    )

    public init(maxJSONEntrySize: UInt64, maxTotalSize: UInt64, maxCompressionRatio: UInt64, ratioCheckMinimumSize: UInt64) {
        self.maxJSONEntrySize = maxJSONEntrySize
        self.maxTotalSize = maxTotalSize
        self.maxCompressionRatio = maxCompressionRatio
        self.ratioCheckMinimumSize = ratioCheckMinimumSize
    }
}
