/// A response of the preview server: every one carries `Content-Type` with its charset (text),
/// `Content-Length`, `Cache-Control: no-store` and its `Connection` decision.
public struct HTTPResponse: Sendable, Equatable {
    public var status: HTTPStatus
    public var contentType: String
    public var body: [UInt8]
    /// Further header fields (`Allow` on a 405).
    public var extraHeaders: [String]

    public init(status: HTTPStatus, contentType: String, body: [UInt8], extraHeaders: [String] = []) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.extraHeaders = extraHeaders
    }

    /// A short plain-text answer naming the status (`404 Not Found`), for every refusal.
    public static func refusal(_ status: HTTPStatus) -> HTTPResponse {
        HTTPResponse(
            status: status,
            contentType: "text/plain; charset=utf-8",
            body: Array("\(status.rawValue) \(status.reason)\n".utf8),
            extraHeaders: status == .methodNotAllowed ? ["Allow: GET, HEAD"] : []
        )
    }

    /// The status line and header fields, ending with the empty line.
    public func head(keepAlive: Bool) -> [UInt8] {
        var lines = [
            "HTTP/1.1 \(status.rawValue) \(status.reason)",
            "Content-Type: \(contentType)",
            "Content-Length: \(body.count)",
            "Cache-Control: no-store",
            "X-Content-Type-Options: nosniff",
        ]
        lines += extraHeaders
        lines.append(keepAlive ? "Connection: keep-alive" : "Connection: close")
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    /// The bytes to send: the head, then the body unless the request was `HEAD`.
    public func serialized(keepAlive: Bool, includeBody: Bool = true) -> [UInt8] {
        includeBody ? head(keepAlive: keepAlive) + body : head(keepAlive: keepAlive)
    }

    /// The content type of a page by its name's extension; text types name UTF-8.
    public static func contentType(ofPage name: String) -> String {
        let lowered = name.lowercased()
        let types: [(suffix: String, type: String)] = [
            (".html", "text/html; charset=utf-8"), (".css", "text/css; charset=utf-8"),
            (".js", "text/javascript; charset=utf-8"), (".json", "application/json; charset=utf-8"),
            (".txt", "text/plain; charset=utf-8"), (".svg", "image/svg+xml; charset=utf-8"), (".png", "image/png"),
        ]
        return types.first { lowered.hasSuffix($0.suffix) }?.type ?? "application/octet-stream"
    }
}
