/// What an editor's column counts.
public enum ColumnUnit: Sendable {
    /// UTF-8 bytes.
    case utf8
    /// UTF-16 code units (two for a scalar outside the Basic Multilingual Plane).
    case utf16
}

/// A 0-based line and column as editors count them (the Language Server Protocol's positions):
/// lines end at `\n`, `\r\n` or `\r`, columns count a ``ColumnUnit``.
public struct EditorPosition: Sendable, Hashable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

extension SourceText {
    /// The editor position of a byte offset (clamped to the text; an offset inside a multi-byte
    /// character counts from the character's start).
    public func editorPosition(ofByte offset: Int, unit: ColumnUnit) -> EditorPosition {
        var offset = min(max(offset, 0), bytes.count)
        while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        let starts = editorLineStarts ?? lineStarts
        let line = Self.line(of: offset, in: starts)
        return EditorPosition(line: line, column: units(before: offset, unit) - units(before: starts[line], unit))
    }

    /// The byte offset of an editor position. A column past the end of its line means the end
    /// of the line, a line past the end means the end of the text, and a column inside a
    /// character (between the two UTF-16 units of a surrogate pair) means the character after
    /// it; a negative value is `nil`.
    public func offset(of position: EditorPosition, unit: ColumnUnit) -> Int? {
        guard position.line >= 0, position.column >= 0 else { return nil }
        let starts = editorLineStarts ?? lineStarts
        guard position.line < starts.count else { return bytes.count }
        let start = starts[position.line]
        let limit = contentEnd(ofLine: position.line, starts: starts)
        switch unit {
        case .utf8:
            var offset = start + min(position.column, limit - start)
            while offset < limit, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            return offset
        case .utf16:
            return firstOffset(from: start, upTo: limit, reaching: units(before: start, .utf16) + position.column, checkpoints: utf16Checkpoints, weight: Self.utf16Units)
        }
    }

    /// How many `unit`s come before `offset`.
    private func units(before offset: Int, _ unit: ColumnUnit) -> Int {
        switch unit {
        case .utf8: offset
        case .utf16: count(before: offset, checkpoints: utf16Checkpoints, weight: Self.utf16Units)
        }
    }

    /// The UTF-16 code units a byte adds: its scalar's on its lead byte (two for a 4-byte sequence).
    private static func utf16Units(_ byte: UInt8) -> Int {
        byte & 0xC0 == 0x80 ? 0 : (byte >= 0xF0 ? 2 : 1)
    }

    /// The end of a line's text, before its line break.
    private func contentEnd(ofLine line: Int, starts: [Int]) -> Int {
        guard line + 1 < starts.count else { return bytes.count }
        var end = starts[line + 1] - 1
        if bytes[end] == UInt8(ascii: "\n"), end > starts[line], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }
}
