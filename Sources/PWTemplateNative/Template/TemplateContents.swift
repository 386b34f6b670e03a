import PWTemplateLint
import PWTemplateSyntax

/// What the archive or folder layer found in one template: the two files the SDKs read and
/// every finding about the container itself.
public struct TemplateContents: Sendable {
    /// The bytes of the root `native-config.json`, when present and readable within the limits.
    public var nativeConfig: [UInt8]?
    /// The bytes of the root `pushwoosh.json`, when present and readable within the limits.
    public var pushwoosh: [UInt8]?
    /// A root `index.html` and no root `native-config.json`: an HTML rich-media template.
    public var isHTMLTemplate: Bool
    /// Findings of the archive layer (rules of category `.archive`).
    public var diagnostics: [Diagnostic]

    public init(
        nativeConfig: [UInt8]? = nil,
        pushwoosh: [UInt8]? = nil,
        isHTMLTemplate: Bool = false,
        diagnostics: [Diagnostic] = []
    ) {
        self.nativeConfig = nativeConfig
        self.pushwoosh = pushwoosh
        self.isHTMLTemplate = isHTMLTemplate
        self.diagnostics = diagnostics
    }
}
