import PWTemplateLint
import PWTemplateSyntax

/// Which string values of a `native-config.json` stand where the schema expects a
/// ``ValueKind/text`` value, found by following each value's path through the schema data: the
/// root, the block of the display type, that block's fields, the fields of nested blocks and the
/// elements of lists. A value anywhere else is not at a text position: `displayType` and the
/// envelope, unknown keys, blocks of other display types or under a wrong-case key, `dark` and
/// every other `.unchecked` field.
struct TextPositions {
    /// The key and schema of the content block the checks read, when the root has one.
    private let block: (key: String, schema: BlockSchema)?

    /// The text positions of the document whose root is `root`. When `displayType` may hold a
    /// placeholder (so the block read depends on how it resolves), no value counts as at a text
    /// position.
    init(root: JSONCursor) {
        block = Self.contentBlock(of: root)
    }

    /// Whether the value at `path` (from the root) stands at a text position.
    func contains(_ path: [FieldLocation.Step]) -> Bool {
        guard let block, case .member(let key)? = path.first, key == block.key else { return false }
        var kind = ValueKind.block(block.schema)
        for step in path.dropFirst() {
            switch (step, kind) {
            case (.member(let name), .block(let schema)):
                guard let field = schema.field(name) else { return false }
                kind = field.kind
            case (.element, .list(let rules)):
                kind = rules.element
            default:
                return false
            }
        }
        if case .text = kind { return true }
        return false
    }

    /// The key and schema of the content block the checks read: the lower-case name of the
    /// display type that the last `displayType` names (case-insensitively), as `EnvelopeCheck` reads it.
    private static func contentBlock(of root: JSONCursor) -> (key: String, schema: BlockSchema)? {
        guard case .string(let name)? = root[EnvelopeCheck.displayTypeKey]?.value,
              !PlaceholderResolver.mayHavePlaceholders(name), let type = DisplayType(rawValue: name.lowercased()) else { return nil }
        return (type.rawValue, NativeConfigSchema.block(for: type))
    }
}
