/// How the `character` of an LSP position counts: UTF-16 code units (the protocol's default)
/// or UTF-8 bytes, negotiated in `initialize`.
public enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"

    /// The encoding to use with a client that offers `offered` (`general.positionEncodings`):
    /// UTF-8 when offered, since the server works on bytes, else UTF-16.
    public static func negotiated(offered: [String]) -> PositionEncoding {
        offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    }
}

/// A 0-based LSP position: a line and a character offset in the negotiated encoding.
public struct LSPPosition: Sendable, Hashable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A 0-based LSP range, end exclusive.
public struct LSPRange: Sendable, Hashable {
    public var start: LSPPosition
    public var end: LSPPosition

    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }
}
