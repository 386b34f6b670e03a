/// One key of a block: its name, whether the SDKs need it, its value kind and what it means.
public struct FieldSchema: Sendable {
    /// How a block treats a key.
    public enum Presence: Sendable, Equatable {
        /// Missing, `null` or malformed rejects the template.
        case required
        /// Missing or `null` means the default; malformed rejects the template.
        case optional
        /// Never read where it stands, for `reason`; `hint` says what to do instead.
        case ignored(reason: String, hint: String)
    }

    /// The data, shared by every copy: the schema walk copies a field for each value it checks,
    /// and a copy then costs one reference count instead of one per string.
    private final class Storage: Sendable {
        let name: String
        let presence: Presence
        let kind: ValueKind
        let description: String

        init(name: String, presence: Presence, kind: ValueKind, description: String) {
            self.name = name
            self.presence = presence
            self.kind = kind
            self.description = description
        }
    }

    private let storage: Storage

    public var name: String { storage.name }
    public var presence: Presence { storage.presence }
    public var kind: ValueKind { storage.kind }
    /// One line for `explain`, `schema` and the docs.
    public var description: String { storage.description }

    public init(_ name: String, _ presence: Presence, _ kind: ValueKind, _ description: String) {
        storage = Storage(name: name, presence: presence, kind: kind, description: description)
    }

    public var isRequired: Bool { presence == .required }

    public var isIgnored: Bool {
        if case .ignored = presence { return true }
        return false
    }
}
