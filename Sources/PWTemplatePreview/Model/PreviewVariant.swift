import PWTemplateSyntax

/// One way the message is drawn: a platform, a language (a section of `pushwoosh.json`, or `-`
/// when every key is missing) and an appearance, with the content block as that platform's SDK
/// reads it then.
public struct PreviewVariant: Sendable {
    public let platform: Platform
    /// The section's language, or ``PreviewDocument/keyMissing``.
    public let language: String
    public let appearance: PreviewAppearance
    /// The content block: placeholders resolved as `resolve` resolves them, the `dark` overlay
    /// merged in the dark appearance, the `dark` key removed; `nil` when the template has no
    /// usable block (no native config, a syntax error, an unknown type).
    public let block: JSONNode?
    /// The JSON Pointer of the block in `native-config.json`, e.g. `/modal`.
    public let pointer: String?
    /// Why the SDK of this platform shows nothing, e.g. `iOS shows nothing: …`; `nil` when it
    /// shows the message.
    public let drop: String?
    /// Pointers of the optional elements the SDK leaves out (an image URL iOS cannot parse).
    public let missing: [String]
}
