import PWTemplateCore

/// The editor features of `PWTemplateCore/Editor` (hover, completion, colours, symbols).
enum EditorFeatureRequests {
    /// Their server capabilities.
    static let capabilities: [(key: String, value: JSONOutput)] = []
}

extension LanguageServer {
    /// The answer to an editor feature request, or `nil` when `method` is not one.
    func featureRequest(_ method: String, params: JSONNode?) -> Result<JSONOutput, ResponseError>? {
        nil
    }
}
