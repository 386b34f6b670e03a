/// The HTTP status codes the preview server answers with.
public enum HTTPStatus: Int, Sendable, Equatable {
    case ok = 200
    case badRequest = 400
    case notFound = 404
    case methodNotAllowed = 405
    case requestTimeout = 408
    case contentTooLarge = 413
    case uriTooLong = 414
    case misdirectedRequest = 421
    case headerFieldsTooLarge = 431
    case notImplemented = 501
    case serviceUnavailable = 503
    case versionNotSupported = 505

    /// The reason phrase of the status line (RFC 9110).
    public var reason: String {
        switch self {
        case .ok: "OK"
        case .badRequest: "Bad Request"
        case .notFound: "Not Found"
        case .methodNotAllowed: "Method Not Allowed"
        case .requestTimeout: "Request Timeout"
        case .contentTooLarge: "Content Too Large"
        case .uriTooLong: "URI Too Long"
        case .misdirectedRequest: "Misdirected Request"
        case .headerFieldsTooLarge: "Request Header Fields Too Large"
        case .notImplemented: "Not Implemented"
        case .serviceUnavailable: "Service Unavailable"
        case .versionNotSupported: "HTTP Version Not Supported"
        }
    }
}
