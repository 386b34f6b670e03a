/// One replacement in the bytes of an entry: the bytes in `bytes` become `replacement`.
public struct TextEdit: Sendable, Hashable {
    /// The byte offsets replaced, 0-based, end exclusive; an empty range inserts at its start.
    public var bytes: Range<Int>
    /// The new text, written as UTF-8; empty to delete.
    public var replacement: String

    public init(bytes: Range<Int>, replacement: String) {
        self.bytes = bytes
        self.replacement = replacement
    }
}
