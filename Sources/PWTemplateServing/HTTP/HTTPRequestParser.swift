/// Reads an HTTP/1.x request head from the bytes received so far, within ``HTTPLimits``.
public enum HTTPRequestParser {
    /// What the bytes received so far hold.
    public enum Result: Sendable, Equatable {
        /// Not a whole head yet, and still within the limits: read more.
        case incomplete
        /// A request whose head takes the first `consumed` bytes (what follows is the next request).
        case request(HTTPRequest, consumed: Int)
        /// A head the server turns down with this status (then closes the connection).
        case refused(HTTPStatus)
    }

    /// The methods of RFC 9110 and WebDAV the server knows but does not allow (405); any other
    /// method is not implemented (501).
    static let knownMethods: Set<String> = ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT",
                                            "PROPFIND", "PROPPATCH", "MKCOL", "COPY", "MOVE", "LOCK", "UNLOCK"]

    /// Parses the head at the start of `bytes`. Empty lines before the request line are skipped
    /// (RFC 9112 §2.2); lines may end with CRLF or a bare LF.
    public static func parse(_ bytes: [UInt8], limits: HTTPLimits = HTTPLimits()) -> Result {
        var start = 0
        while start < bytes.count, bytes[start] == 0x0D || bytes[start] == 0x0A { start += 1 }
        guard let lineEnd = lineEnd(in: bytes, from: start) else {
            return bytes.count - start > limits.requestLine ? .refused(.uriTooLong) : .incomplete
        }
        if lineEnd.contentEnd - start > limits.requestLine { return .refused(.uriTooLong) }
        var lines: [ArraySlice<UInt8>] = []
        var cursor = lineEnd.next
        while true {
            guard let end = self.lineEnd(in: bytes, from: cursor) else {
                return bytes.count - start > limits.head ? .refused(.headerFieldsTooLarge) : .incomplete
            }
            if end.contentEnd - start > limits.head { return .refused(.headerFieldsTooLarge) }
            if end.contentEnd == cursor { return head(bytes[start..<lineEnd.contentEnd], lines, consumed: end.next, limits: limits) }
            lines.append(bytes[cursor..<end.contentEnd])
            cursor = end.next
        }
    }

    /// Where the line starting at `start` ends (before CR LF or LF) and where the next begins.
    private static func lineEnd(in bytes: [UInt8], from start: Int) -> (contentEnd: Int, next: Int)? {
        guard let newline = bytes[start...].firstIndex(of: 0x0A) else { return nil }
        let contentEnd = newline > start && bytes[newline - 1] == 0x0D ? newline - 1 : newline
        return (contentEnd, newline + 1)
    }

    private static func head(
        _ requestLine: ArraySlice<UInt8>,
        _ lines: [ArraySlice<UInt8>],
        consumed: Int,
        limits: HTTPLimits
    ) -> Result {
        let parts = requestLine.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3, let methodName = token(parts[0]), !parts[1].isEmpty,
              parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return .refused(.badRequest) }
        let version = String(decoding: parts[2], as: UTF8.self)
        let minorVersion: Int
        switch version {
        case "HTTP/1.1": minorVersion = 1
        case "HTTP/1.0": minorVersion = 0
        default: return .refused(version.hasPrefix("HTTP/") ? .versionNotSupported : .badRequest)
        }
        guard let method = HTTPRequest.Method(rawValue: methodName) else {
            return .refused(knownMethods.contains(methodName) ? .methodNotAllowed : .notImplemented)
        }
        if lines.count > limits.headerCount { return .refused(.headerFieldsTooLarge) }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), let name = token(line[..<colon]) else {
                // Also a folded line (obsolete, RFC 9112 §5.2) or a space before the colon.
                return .refused(.badRequest)
            }
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self)
            headers.append((name.lowercased(), Substring(value).trimmingSpaces))
        }
        let request = HTTPRequest(method: method, target: String(decoding: parts[1], as: UTF8.self),
                                  minorVersion: minorVersion, headers: headers)
        if let refusal = refusal(of: request) { return .refused(refusal) }
        return .request(request, consumed: consumed)
    }

    /// A request that carries a body (the server takes none), or an HTTP/1.1 request without
    /// exactly one `Host`.
    private static func refusal(of request: HTTPRequest) -> HTTPStatus? {
        let lengths = request.headers.filter { $0.name == "content-length" }.map(\.value)
        if lengths.count > 1 || lengths.contains(where: { $0.isEmpty || !$0.allSatisfy(\.isASCII) || UInt64($0) == nil }) {
            return .badRequest
        }
        if request.header("transfer-encoding") != nil || lengths.contains(where: { UInt64($0) != 0 }) {
            return .contentTooLarge
        }
        let hosts = request.headers.filter { $0.name == "host" }.count
        if request.minorVersion == 1 ? hosts != 1 : hosts > 1 { return .badRequest }
        return nil
    }

    /// `bytes` as an RFC 9110 token (letters, digits and ``tokenSymbols``), or `nil`.
    private static func token(_ bytes: ArraySlice<UInt8>) -> String? {
        guard !bytes.isEmpty, bytes.allSatisfy({ byte in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || tokenSymbols.contains(byte)
        }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let tokenSymbols = Set("!#$%&'*+-.^_`|~".utf8)
}
