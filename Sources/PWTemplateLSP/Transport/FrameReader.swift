/// Splits a byte stream into `Content-Length` framed message bodies (the base protocol of the
/// Language Server Protocol), bounded and self-healing: a broken frame is reported and skipped,
/// and the next well-formed one is read.
public struct FrameReader: Sendable {
    /// What the reader found next.
    public enum Event: Sendable, Equatable {
        /// A whole message body.
        case body([UInt8])
        /// A frame that was skipped, with the reason (for the log).
        case skipped(String)
    }

    /// The largest body accepted: a 50 MB document must still fit, escapes included.
    public static let defaultBodyLimit = 64 << 20
    /// The largest header block accepted.
    public static let headerLimit = 8 * 1024

    public let bodyLimit: Int
    private var buffer: [UInt8] = []
    /// Where unread bytes of `buffer` start (consumed bytes are dropped in batches).
    private var start = 0
    /// The body length announced by the last header block, while its body is incomplete.
    private var pendingLength: Int?
    /// Bytes of an oversized body still to skip.
    private var skipping = 0

    public init(bodyLimit: Int = FrameReader.defaultBodyLimit) {
        self.bodyLimit = bodyLimit
    }

    /// The bytes read but not yet part of a message: at the end of the input, what a client
    /// cut off inside a frame (or sent without any frame at all).
    public var unreadCount: Int { buffer.count - start }

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: [UInt8]) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer += bytes
    }

    /// Puts `bytes` back before the unread input: the tail of a body that turned out to hold
    /// the start of the next frame (a `Content-Length` that was too long).
    public mutating func pushBack(_ bytes: ArraySlice<UInt8>) {
        buffer.replaceSubrange(0..<start, with: bytes)
        start = 0
    }

    /// The next body or skipped frame, or `nil` when more bytes are needed.
    public mutating func next() -> Event? {
        if skipping > 0 {
            let count = min(skipping, buffer.count - start)
            start += count
            skipping -= count
            if skipping > 0 { return nil }
        }
        if let length = pendingLength {
            guard buffer.count - start >= length else { return nil }
            pendingLength = nil
            let body = Array(buffer[start..<start + length])
            start += length
            return .body(body)
        }
        guard let end = headerEnd() else {
            guard buffer.count - start > Self.headerLimit else { return nil }
            // No blank line within the limit: drop all but a possible start of one.
            let dropped = buffer.count - start - 3
            start += dropped
            return .skipped("a header block longer than \(Self.headerLimit) bytes (\(dropped) bytes dropped)")
        }
        let header = buffer[start..<end.headerEnd]
        start = end.bodyStart
        switch Self.contentLength(in: header) {
        case .failure(let error):
            return .skipped(error.reason)
        case .success(let length) where length > bodyLimit:
            skipping = length
            return .skipped("a body of \(length) bytes, over the limit of \(bodyLimit) bytes")
        case .success(let length):
            pendingLength = length
            return next()
        }
    }

    /// The end of the header block (`\r\n\r\n`, or `\n\n` from a sloppy client) after `start`.
    private func headerEnd() -> (headerEnd: Int, bodyStart: Int)? {
        var index = start
        let limit = min(buffer.count, start + Self.headerLimit + 4)
        while index < limit {
            if buffer[index] == UInt8(ascii: "\n") {
                if index + 1 < buffer.count, buffer[index + 1] == UInt8(ascii: "\n") { return (index, index + 2) }
                if index + 2 < buffer.count, buffer[index + 1] == UInt8(ascii: "\r"), buffer[index + 2] == UInt8(ascii: "\n") {
                    return (index, index + 3)
                }
            }
            index += 1
        }
        return nil
    }

    /// The value of the last `Content-Length` in `header` (searched anywhere in a line, so
    /// garbage left before a header by a frame whose length was too short is passed over).
    private static func contentLength(in header: ArraySlice<UInt8>) -> Result<Int, HeaderError> {
        let text = String(decoding: header, as: UTF8.self).lowercased()
        guard let found = text.ranges(of: "content-length:").last else {
            return .failure(HeaderError("a header block without Content-Length"))
        }
        let value = text[found.upperBound...].prefix { !$0.isNewline }.trimmingSpaces()
        guard !value.isEmpty, value.count <= 12, value.allSatisfy(\.isASCIIDigit), let length = Int(value) else {
            return .failure(HeaderError("a Content-Length that is not a byte count: '\(value.prefix(40))'"))
        }
        return .success(length)
    }
}

/// Why a header block was skipped.
struct HeaderError: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}

extension Substring {
    func trimmingSpaces() -> Substring {
        var value = self
        while value.first == " " || value.first == "\t" { value = value.dropFirst() }
        while value.last == " " || value.last == "\t" { value = value.dropLast() }
        return value
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
