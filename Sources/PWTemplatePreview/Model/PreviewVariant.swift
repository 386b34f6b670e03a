import PWTemplateSyntax

/// One way the message is drawn: a platform, a language (a section of `pushwoosh.json`, or `-`
/// when every key is missing) and an appearance, with the content block as that platform's SDK
/// reads it then, or, for a kind whose renderer draws what its kind works out (an inbox feed,
/// In-App messages), that ``model``.
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
    /// What the kind's renderer draws in place of a block (the page's `block`), when the kind
    /// works it out itself: the card InboxKit picks, the layout an In-App SDK applies.
    public let model: JSONOutput?

    /// A variant of a template drawn by display type: its `block` as the platform's SDK reads it.
    package init(
        platform: Platform, language: String, appearance: PreviewAppearance, block: JSONNode?, pointer: String?, drop: String?,
        missing: [String]
    ) {
        self.platform = platform
        self.language = language
        self.appearance = appearance
        self.block = block
        self.pointer = pointer
        self.drop = drop
        self.missing = missing
        model = nil
    }

    /// A variant of another kind's message: the `model` its renderer draws, `pointer` the JSON
    /// Pointer the drawn elements' pointers start from (`""` for the file's root), `drop` why
    /// the platform shows nothing.
    public init(
        platform: Platform, language: String, appearance: PreviewAppearance, model: JSONOutput, pointer: String = "",
        drop: String? = nil, missing: [String] = []
    ) {
        self.platform = platform
        self.language = language
        self.appearance = appearance
        block = nil
        self.pointer = pointer
        self.drop = drop
        self.missing = missing
        self.model = model
    }
}
