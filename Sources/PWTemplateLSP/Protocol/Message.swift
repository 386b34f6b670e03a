import PWTemplateSyntax

/// One JSON-RPC 2.0 message from the client.
public enum Message: Sendable {
    /// A call that gets exactly one response.
    case request(id: RequestID, method: String, params: JSONNode?)
    /// A call without a response.
    case notification(method: String, params: JSONNode?)
    /// The answer to a request of the server (`client/registerCapability`).
    case response(id: RequestID?)

    /// The message method, when it has one.
    public var method: String? {
        switch self {
        case .request(_, let method, _), .notification(let method, _): method
        case .response: nil
        }
    }

    /// The body decoded, or the error to answer with (`id` is the request's when known).
    public static func decode(_ body: [UInt8]) -> Result<Message, DecodeFailure> {
        let document = JSONParser.parse(body, maxDepth: 128)
        guard let root = document.root, !document.problems.contains(where: isFatal) else {
            let problem = document.problems.first.map { ": " + $0.message } ?? ""
            return .failure(DecodeFailure(id: nil, error: .parseError("the message is not JSON" + problem)))
        }
        guard case .object = root.value else {
            return .failure(DecodeFailure(id: nil, error: .invalidRequest("a message must be a JSON object (batches are not part of the protocol)")))
        }
        let idNode = root["id"]
        let id = idNode.flatMap(RequestID.init)
        if idNode != nil, id == nil, idNode?.typeName != "null" {
            return .failure(DecodeFailure(id: nil, error: .invalidRequest("'id' must be a number or a string")))
        }
        guard case .string("2.0")? = root["jsonrpc"]?.value else {
            return .failure(DecodeFailure(id: id, error: .invalidRequest("'jsonrpc' must be \"2.0\"")))
        }
        guard let methodNode = root["method"] else {
            if root["result"] != nil || root["error"] != nil { return .success(.response(id: id)) }
            return .failure(DecodeFailure(id: id, error: .invalidRequest("a message needs a 'method', or a 'result' or 'error'")))
        }
        guard case .string(let method) = methodNode.value else {
            return .failure(DecodeFailure(id: id, error: .invalidRequest("'method' must be a string")))
        }
        // `null` params are taken as none: some clients send them for `shutdown`.
        let params = root["params"].flatMap { $0.typeName == "null" ? nil : $0 }
        if let params, params.typeName != "object", params.typeName != "array" {
            return .failure(DecodeFailure(id: id, error: .invalidRequest("'params' must be an object or an array")))
        }
        guard let id else { return .success(.notification(method: method, params: params)) }
        return .success(.request(id: id, method: method, params: params))
    }

    /// A problem that leaves the text no JSON value: anything but a duplicate key, a BOM or a
    /// root that is not an object (an invalid request, answered so).
    private static func isFatal(_ problem: JSONProblem) -> Bool {
        switch problem.kind {
        case .duplicateKey, .byteOrderMark, .rootNotObject: false
        default: true
        }
    }
}

/// A message that could not be decoded, with the error response it gets.
public struct DecodeFailure: Error, Sendable {
    /// The id of the request, when it could be read.
    public var id: RequestID?
    public var error: ResponseError
}
