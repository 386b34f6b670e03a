import PWTemplateLint
import PWTemplateSyntax

extension SchemaExporter {
    /// The definition of one block: its fields, which are required, and its constraints.
    static func blockSchema(_ block: BlockSchema) -> JSONOutput {
        let conditional = Set(block.constraints.compactMap { constraint -> String? in
            if case .requiredWhen(let field, _, _) = constraint { return field }
            return nil
        })
        var members: [(key: String, value: JSONOutput)] = [
            ("description", .string(block.description)),
            ("type", .string("object")),
        ]
        let required = block.fields.filter(\.isRequired).map { JSONOutput.string($0.name) }
        if !required.isEmpty { members.append(("required", .array(required))) }
        members.append(("properties", .object(block.fields.map { field in
            (field.name, conditional.contains(field.name) ? described(.object([]), field.description) : fieldSchema(field))
        })))
        let constraints = block.constraints.map { constraintSchema($0, in: block) }
        if !constraints.isEmpty { members.append(("allOf", .array(constraints))) }
        return .object(members)
    }

    /// A required field's kind; an optional one may also be `null`; ignored and unchecked
    /// fields are only described.
    private static func fieldSchema(_ field: FieldSchema) -> JSONOutput {
        if field.isIgnored || field.kind.jsonTypes.isEmpty { return described(.object([]), field.description) }
        let schema = kindSchema(field.kind)
        guard !field.isRequired else { return described(schema, field.description) }
        return described(.object([("anyOf", .array([.object([("type", .string("null"))]), schema]))]), field.description)
    }

    private static func constraintSchema(_ constraint: BlockSchema.Constraint, in block: BlockSchema) -> JSONOutput {
        switch constraint {
        case .anyOf(let names, _):
            return .object([("anyOf", .array(names.map { name in
                .object([
                    ("required", .array([.string(name)])),
                    ("properties", .object([(name, presentSchema(block.field(name)?.kind ?? .unchecked))])),
                ])
            }))])
        case .requiredWhen(let field, let key, let value):
            return .object([
                ("if", .object([
                    ("required", .array([.string(key)])),
                    ("properties", .object([(key, .object([("pattern", .string(SchemaPatterns.oneOf([value])))]))])),
                ])),
                ("then", .object([
                    ("required", .array([.string(field)])),
                    ("properties", .object([(field, kindSchema(block.field(field)?.kind ?? .unchecked))])),
                ])),
            ])
        }
    }

    /// A value that counts as present: not `null`, and for strings not empty.
    private static func presentSchema(_ kind: ValueKind) -> JSONOutput {
        kind.jsonTypes == ["string"]
            ? .object([("type", .string("string")), ("minLength", .int(1))])
            : .object([("not", .object([("type", .string("null"))]))])
    }

    /// The schema of a value of `kind`.
    static func kindSchema(_ kind: ValueKind) -> JSONOutput {
        let string: JSONOutput = .string("string")
        switch kind {
        case .boolean:
            return .object([("type", .string("boolean"))])
        case .number(let rules):
            return .object([("type", .string("number"))] + bounds(rules))
        case .text:
            return .object([("type", string), ("minLength", .int(1))])
        case .color:
            return .object([("type", string), ("pattern", .string(SchemaPatterns.color))])
        case .mediaURL:
            return .object([("type", string), ("pattern", .string(SchemaPatterns.mediaURL))])
        case .actionURL:
            return .object([("type", string), ("minLength", .int(1)), ("not", .object([("pattern", .string(SchemaPatterns.unsafeActionURL))]))])
        case .enumeration(let values):
            return .object([("type", string), ("pattern", .string(SchemaPatterns.oneOf(values))), ("examples", .array(values.map(JSONOutput.string)))])
        case .block(let block):
            return reference(block)
        case .list(let rules):
            var members: [(key: String, value: JSONOutput)] = [("type", .string("array")), ("items", kindSchema(rules.element))]
            if rules.minimumCount > 0 { members.append(("minItems", .int(rules.minimumCount))) }
            if let maximum = rules.maximumCount { members.append(("maxItems", .int(maximum))) }
            return .object(members)
        case .colorOrGradient:
            return .object([("anyOf", .array([kindSchema(.color), kindSchema(.list(ListRules(of: .color, minimumCount: 1)))]))])
        case .rewardCode:
            return .object([("type", string)])
        case .unchecked:
            return .object([])
        }
    }

    private static func bounds(_ rules: NumberRules) -> [(key: String, value: JSONOutput)] {
        var members: [(key: String, value: JSONOutput)] = []
        if let minimum = rules.minimum { members.append((minimum.isInclusive ? "minimum" : "exclusiveMinimum", number(minimum.value))) }
        if let maximum = rules.maximum { members.append((maximum.isInclusive ? "maximum" : "exclusiveMaximum", number(maximum.value))) }
        return members
    }

    private static func number(_ value: Double) -> JSONOutput {
        .number(NumberText.format(value))
    }

    /// `schema` with a `description` first.
    private static func described(_ schema: JSONOutput, _ description: String) -> JSONOutput {
        guard case .object(let members) = schema else { return schema }
        return .object([("description", .string(description))] + members)
    }
}
