import PWTemplateLint
import PWTemplateSyntax

/// The JSON Schema (draft 2020-12) `schema inapp` prints: a message or an eligible response, as
/// inapp-api-contract.md's Payload and Style tables give them. Unknown fields stay allowed: the
/// SDK ignores them (a warning, not an error).
enum InAppSchema {
    static let jsonSchema: JSONOutput = .object([
        ("$schema", .string(SchemaIdentity.dialect)),
        ("$id", .string(SchemaIdentity.idBase + "inapp.schema.json")),
        ("title", .string("Pushwoosh In-App API message")),
        ("description", .string("One In-App message, or an eligible response {\"messages\": [...]} (inapp-api-contract.md).")),
        ("oneOf", .array([ref("response"), ref("message")])),
        ("$defs", .object([
            ("response", .object([
                ("type", .string("object")), ("required", strings(["messages"])),
                ("properties", .object([("messages", .object([("type", .string("array")), ("items", ref("message"))]))])),
            ])),
            ("message", message),
            ("action", action(types: InAppActionCheck.Place.button.types)),
            ("imageAction", action(types: InAppActionCheck.Place.image.types)),
            ("color", .object([("type", .string("string")), ("pattern", .string("^#[0-9A-F]{6}$"))])),
        ])),
    ])

    private static let message: JSONOutput = .object([
        ("type", .string("object")),
        ("required", strings(["id", "trigger"])),
        ("properties", .object([
            ("id", .object([("type", .string("string")), ("format", .string("uuid"))])),
            ("format", .object([("type", .string("string")), ("enum", strings(InAppFieldsCheck.formats))])),
            ("title", .object([("type", .string("string")), ("maxLength", .int(InAppFieldsCheck.titleLimit))])),
            ("body", .object([("type", .string("string")), ("maxLength", .int(InAppFieldsCheck.bodyLimit))])),
            ("image_url", .object([("type", .string("string")), ("pattern", .string("^https://[^/?#]+"))])),
            ("image_action", ref("imageAction")),
            ("style", .object([
                ("type", strings(["object", "null"])),
                ("properties", .object(InAppStyleCheck.colorTokens.map { ($0, ref("color")) } + [
                    ("text_align", .object([("enum", strings(InAppStyleCheck.alignments))])),
                    ("margin", .object([("type", .string("boolean"))])),
                ])),
            ])),
            ("dismiss_after_seconds", .object([
                ("type", strings(["integer", "null"])),
                ("minimum", .int(InAppTimingCheck.dismissRange.lowerBound)), ("maximum", .int(InAppTimingCheck.dismissRange.upperBound)),
            ])),
            ("trigger", .object([
                ("type", .string("object")), ("required", strings(["type"])),
                ("properties", .object([
                    ("type", .object([("enum", strings(InAppTimingCheck.triggerTypes))])),
                    ("name", .object([("type", .string("string")), ("minLength", .int(1))])),
                ])),
                ("if", .object([("properties", .object([("type", .object([("const", .string("event"))]))]))])),
                ("then", .object([("required", strings(["name"]))])),
            ])),
            ("buttons", .object([
                ("type", .string("array")), ("maxItems", .int(InAppButtonsCheck.maximumButtons)),
                ("items", .object([
                    ("type", .string("object")), ("required", strings(["id", "label", "action"])),
                    ("properties", .object([
                        ("id", .object([("type", .string("string")), ("minLength", .int(1))])),
                        ("label", .object([("type", .string("string")), ("maxLength", .int(InAppButtonsCheck.labelLimit))])),
                        ("action", ref("action")),
                    ])),
                ])),
            ])),
        ])),
    ])

    /// An action of one of `types`: `value` required for links, forbidden for `push_permission`.
    private static func action(types: [String]) -> JSONOutput {
        .object([
            ("type", .string("object")), ("required", strings(["type"])),
            ("properties", .object([("type", .object([("enum", strings(types))])), ("value", .object([("type", .string("string"))]))])),
            ("if", .object([("properties", .object([("type", .object([("const", .string("push_permission"))]))]))])),
            ("then", .object([("not", .object([("required", strings(["value"]))]))])),
            ("else", .object([("required", strings(["value"]))])),
        ])
    }

    private static func ref(_ name: String) -> JSONOutput { .object([("$ref", .string("#/$defs/\(name)"))]) }
    private static func strings(_ values: [String]) -> JSONOutput { .array(values.map(JSONOutput.string)) }
}
