import PWTemplateLint
import PWTemplateSyntax

/// Writes ``NativeConfigSchema`` as a JSON Schema (draft 2020-12) for editors and other
/// validators. Unknown keys stay allowed: they are warnings, not errors.
public enum SchemaExporter {
    /// A JSON Schema (draft 2020-12) of native-config.json, for all types (a `oneOf`/if-then per displayType) or one type.
    public static func jsonSchema(for type: DisplayType?) -> JSONOutput {
        let types = type.map { [$0] } ?? DisplayType.allCases
        var properties: [(key: String, value: JSONOutput)] = [
            (NativeConfigSchema.displayType.name, displayTypeSchema(types)),
        ]
        properties += NativeConfigSchema.envelope.map { ($0.name, .object([("description", .string($0.description))])) }
        var members: [(key: String, value: JSONOutput)] = [
            ("$schema", .string(SchemaIdentity.dialect)),
            ("$id", .string(SchemaIdentity.idBase + "native-config" + (type.map { ".\($0.rawValue)" } ?? "") + ".schema.json")),
            ("title", .string("Pushwoosh native-config.json" + (type.map { " (\($0.rawValue))" } ?? ""))),
            ("description", .string("A native in-app template: displayType selects the content block under its lower-case name.")),
            ("type", .string("object")),
        ]
        if let type {
            properties.append((type.rawValue, reference(NativeConfigSchema.block(for: type))))
            members.append(("required", .array([.string("displayType"), .string(type.rawValue)])))
        } else {
            members.append(("required", .array([.string("displayType")])))
        }
        members.append(("properties", .object(properties)))
        if type == nil {
            members.append(("allOf", .array(types.map(selection))))
        }
        let blocks = reachableBlocks(from: types.map(NativeConfigSchema.block(for:)))
        members.append(("$defs", .object(blocks.map { ($0.name, blockSchema($0)) })))
        return .object(members)
    }

    /// `displayType`: one of `types`, in any letter case.
    private static func displayTypeSchema(_ types: [DisplayType]) -> JSONOutput {
        .object([
            ("description", .string(NativeConfigSchema.displayType.description)),
            ("type", .string("string")),
            ("pattern", .string(SchemaPatterns.oneOf(types.map(\.rawValue)))),
            ("examples", .array(types.map { .string($0.rawValue) })),
        ])
    }

    /// If `displayType` is `type`, the `type` block is required and checked.
    private static func selection(_ type: DisplayType) -> JSONOutput {
        .object([
            ("if", .object([
                ("required", .array([.string("displayType")])),
                ("properties", .object([("displayType", .object([("pattern", .string(SchemaPatterns.oneOf([type.rawValue])))]))])),
            ])),
            ("then", .object([
                ("required", .array([.string(type.rawValue)])),
                ("properties", .object([(type.rawValue, reference(NativeConfigSchema.block(for: type)))])),
            ])),
        ])
    }

    /// Every block used by `roots`, each once, in the order first met.
    static func reachableBlocks(from roots: [BlockSchema]) -> [BlockSchema] {
        var found: [BlockSchema] = []
        var pending = roots
        while !pending.isEmpty {
            let block = pending.removeFirst()
            guard !found.contains(where: { $0.name == block.name }) else { continue }
            found.append(block)
            pending += block.fields.flatMap { $0.kind.blocks }
        }
        return found
    }

    static func reference(_ block: BlockSchema) -> JSONOutput {
        .object([("$ref", .string("#/$defs/" + block.name))])
    }
}
