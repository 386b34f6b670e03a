import PWTemplateLint
import PWTemplateSyntax

/// What the schema data says about one place of `native-config.json`: the field there, the kind
/// of its value, the display type of the document and whether the place is inside the `dark`
/// overlay. Found by following a path from the root through the schema, as ``TextPositions``
/// does.
struct SchemaSlot {
    /// The field whose value stands here (`nil` at the root and for list elements).
    var field: FieldSchema?
    var kind: ValueKind
    /// The display type of the document, when `displayType` names one.
    var type: DisplayType?
    /// Inside the `dark` overlay, which mirrors the block with every key optional.
    var isOverlay = false

    /// The slot at `path` of a document whose `displayType` is `displayType`; `nil` where the
    /// schema says nothing (unknown keys, blocks of another type).
    static func at(_ path: [FieldLocation.Step], displayType: String?) -> SchemaSlot? {
        let type = displayType.flatMap { DisplayType(rawValue: $0.lowercased()) }
        var slot = SchemaSlot(field: nil, kind: .block(root(for: type)), type: type)
        for (depth, step) in path.enumerated() {
            switch (step, slot.kind) {
            case (.member(let name), .block(let block)):
                guard let field = block.field(name) else { return nil }
                if depth == 1, name == FieldSchema.dark.name, let type {
                    slot = SchemaSlot(field: field, kind: .block(NativeConfigSchema.block(for: type)), type: type, isOverlay: true)
                } else {
                    slot.field = field
                    slot.kind = field.kind
                }
            case (.element, .list(let rules)):
                slot.field = nil
                slot.kind = rules.element
            case (.element, .colorOrGradient):
                slot.field = nil
                slot.kind = .color
            default:
                return nil
            }
        }
        return slot
    }

    /// The root object as a block: `displayType`, the content block of `type` and the delivery keys.
    static func root(for type: DisplayType?) -> BlockSchema {
        var fields = [NativeConfigSchema.displayType]
        if let type {
            let block = NativeConfigSchema.block(for: type)
            fields.append(FieldSchema(type.rawValue, .required, .block(block), block.description))
        }
        return BlockSchema(name: EntryName.nativeConfig.path, description: "The root object.", fields: fields + NativeConfigSchema.envelope)
    }

    /// Whether the field here must be present (never inside the `dark` overlay).
    var isRequired: Bool {
        !isOverlay && field?.isRequired == true
    }
}
