/// One completion proposal at a cursor.
public struct EditorCompletion: Sendable, Equatable {
    /// What is proposed.
    public enum Kind: Sendable, Equatable {
        /// A member name, with its value's shape.
        case property
        /// One value of a fixed set (`displayType`, `position`, an action's `type`).
        case enumValue
        /// A literal such as `true` or `false`.
        case value
        /// A key of `pushwoosh.json`, after `{{`.
        case translationKey
    }

    public var label: String
    public var kind: Kind
    /// One line beside the label: the field's type, or a translation's default-language text.
    public var detail: String?
    /// Markdown: what the field does.
    public var documentation: String?
    /// The text to insert; LSP snippet syntax (`$1`, `${1:x}`, `${1|a,b|}`) when `isSnippet`.
    public var insertText: String
    public var isSnippet: Bool
    /// The text the insertion replaces (the partial word and its opening quote); `nil`: insert
    /// at the cursor.
    public var replacing: EditorRange?
    /// The order among proposals (required fields first); `nil`: by label.
    public var sortText: String?

    public init(
        label: String, kind: Kind, detail: String? = nil, documentation: String? = nil, insertText: String,
        isSnippet: Bool = false, replacing: EditorRange? = nil, sortText: String? = nil
    ) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.insertText = insertText
        self.isSnippet = isSnippet
        self.replacing = replacing
        self.sortText = sortText
    }
}
