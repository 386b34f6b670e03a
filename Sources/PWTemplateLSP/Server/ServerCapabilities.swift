import PWTemplateSyntax

/// The `capabilities` of the `initialize` result.
enum ServerCapabilities {
    /// The code action kind of "fix all" for pwtemplate's safe fixes.
    static let fixAllKind = "source.fixAll.pwtemplate"

    static func json(encoding: PositionEncoding) -> JSONOutput {
        .object([
            ("positionEncoding", .string(encoding.rawValue)),
            ("textDocumentSync", .object([
                ("openClose", .bool(true)),
                ("change", .int(2)), // incremental
                ("save", .object([("includeText", .bool(false))])),
            ])),
            ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix"), .string(fixAllKind)]))])),
            ("documentFormattingProvider", .bool(true)),
        ] + EditorFeatureRequests.capabilities)
    }
}
