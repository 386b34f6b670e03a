import PWTemplateSyntax

/// The messages the server writes, as framed bytes.
public enum OutgoingMessage {
    /// A successful response.
    public static func response(id: RequestID, result: JSONOutput) -> [UInt8] {
        frame(.object([("jsonrpc", .string("2.0")), ("id", id.json), ("result", result)]))
    }

    /// An error response; `id` is `nil` when the request's id could not be read.
    public static func error(id: RequestID?, _ error: ResponseError) -> [UInt8] {
        let object: JSONOutput = .object([("code", .int(error.code)), ("message", .string(error.message))])
        return frame(.object([("jsonrpc", .string("2.0")), ("id", id?.json ?? .null), ("error", object)]))
    }

    /// A notification.
    public static func notification(_ method: String, params: JSONOutput) -> [UInt8] {
        frame(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    /// A request of the server to the client.
    public static func request(id: RequestID, _ method: String, params: JSONOutput) -> [UInt8] {
        frame(.object([("jsonrpc", .string("2.0")), ("id", id.json), ("method", .string(method)), ("params", params)]))
    }

    /// `value` as a body after its `Content-Length` header.
    static func frame(_ value: JSONOutput) -> [UInt8] {
        let body = value.compactBytes()
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
