import PWTemplateSyntax

/// The id of a JSON-RPC request: a number (kept as written) or a string.
public enum RequestID: Sendable, Hashable {
    case number(String)
    case string(String)

    /// The id as JSON, written back exactly as the client wrote it.
    public var json: JSONOutput {
        switch self {
        case .number(let text): .number(text)
        case .string(let text): .string(text)
        }
    }

    /// The id held by `node`, when it is a number or a string.
    init?(_ node: JSONNode) {
        switch node.value {
        case .number(let text): self = .number(text)
        case .string(let text): self = .string(text)
        default: return nil
        }
    }
}
