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

extension TextEdit {
    /// `bytes` with `edits` applied. Every offset refers to `bytes` as given; the edits must not
    /// overlap (two insertions at one offset are applied in the order given).
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        let ordered = edits.enumerated().sorted { ($0.element.bytes.lowerBound, $0.offset) < ($1.element.bytes.lowerBound, $1.offset) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        for (_, edit) in ordered {
            precondition(edit.bytes.lowerBound >= position && edit.bytes.upperBound <= bytes.count, "overlapping or out-of-range edit")
            result += bytes[position..<edit.bytes.lowerBound]
            result += Array(edit.replacement.utf8)
            position = edit.bytes.upperBound
        }
        result += bytes[position...]
        return result
    }

    /// Whether no two of `edits` overlap (insertions at the same offset do not) and all lie
    /// within `count` bytes.
    public static func areDisjoint(_ edits: [TextEdit], within count: Int) -> Bool {
        let ranges = edits.map(\.bytes).sorted { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
        guard ranges.allSatisfy({ $0.upperBound <= count }) else { return false }
        return zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound <= $1.lowerBound }
    }
}
