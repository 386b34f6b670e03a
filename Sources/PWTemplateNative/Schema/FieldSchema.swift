import PWTemplateLint

/// One key of a block: its name, whether the SDKs need it, its value kind and what it means.
/// Immutable schema data, a class for the reason ``BlockSchema`` is one.
public final class FieldSchema: Sendable {
    /// How a block treats a key.
    public enum Presence: Sendable, Equatable {
        /// Missing, `null` or malformed rejects the template.
        case required
        /// Missing or `null` means the default; malformed rejects the template.
        case optional
        /// Never read where it stands, for `reason`; `hint` says what to do instead.
        case ignored(reason: String, hint: String)
    }

    public let name: String
    public let presence: Presence
    public let kind: ValueKind
    /// One line for `explain`, `schema` and the docs.
    public let description: String

    public init(_ name: String, _ presence: Presence, _ kind: ValueKind, _ description: String) {
        self.name = name
        self.presence = presence
        self.kind = kind
        self.description = description
    }

    public var isRequired: Bool { presence == .required }

    public var isIgnored: Bool {
        if case .ignored = presence { return true }
        return false
    }
}
