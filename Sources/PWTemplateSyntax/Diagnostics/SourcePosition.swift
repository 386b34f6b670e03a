/// A 1-based line and column in a text file, as reports show them; the column counts Unicode
/// scalars.
public struct SourcePosition: Sendable, Hashable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// The text a finding spans: byte offsets into its entry's bytes, 0-based, end exclusive, as in
/// ``TextEdit/bytes``. Lines and columns are worked out only when a finding is written or sent
/// (``lineColumns(in:)``, ``SourceText``).
public struct SourceRange: Sendable, Hashable {
    public var bytes: Range<Int>

    public init(bytes: Range<Int>) {
        self.bytes = bytes
    }

    /// This range in lines and columns of `text`, the text of its entry. Without the text only
    /// an empty range at the start of the file has them (1:1, whatever the text).
    public func lineColumns(in text: SourceText?) -> LineColumnRange? {
        if let text { return text.lineColumns(of: self) }
        guard bytes == 0..<0 else { return nil }
        let start = SourcePosition(line: 1, column: 1)
        return LineColumnRange(start: start, end: start)
    }
}

/// A ``SourceRange`` in lines and columns: `start` is the first character, `end` the position
/// just after the last one.
public struct LineColumnRange: Sendable, Hashable {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }
}
