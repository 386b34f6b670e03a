/// A JSON-RPC error object, with the codes of JSON-RPC 2.0 and the Language Server Protocol.
public struct ResponseError: Error, Sendable, Equatable {
    public var code: Int
    public var message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    public static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    public static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "unknown method '\(method)'")
    }
    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    public static func internalError(_ message: String) -> ResponseError { ResponseError(code: -32603, message: message) }
    /// The server got a request before `initialize`.
    public static let serverNotInitialized = ResponseError(code: -32002, message: "the server is not initialized: send 'initialize' first")
    /// The client cancelled the request before it was answered.
    public static let requestCancelled = ResponseError(code: -32800, message: "the request was cancelled")
}
