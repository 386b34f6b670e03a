import PWTemplateLint
import PWTemplateSyntax

/// The JSON Schema of an inbox message file (`schema inbox`): a createMessage request or one
/// notification, with the `data` InboxKit reads.
enum InboxSchema {
    static let jsonSchema: JSONOutput = .object([
        ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
        ("title", .string("InboxKit inbox message (createMessage request or notification)")),
        ("oneOf", .array([
            .object([("type", .string("object")), ("required", .array([.string("request")])),
                     ("properties", .object([("request", .object([
                         ("type", .string("object")), ("required", .array([.string("notifications")])),
                         ("properties", .object([("notifications", .object([("type", .string("array")), ("items", .object([("$ref", .string("#/$defs/notification"))]))]))])),
                     ]))]))]),
            .object([("$ref", .string("#/$defs/notification"))]),
        ])),
        ("$defs", .object([
            ("notification", .object([
                ("type", .string("object")),
                ("anyOf", .array(InboxMessage.inboxKeys.map { .object([("required", .array([.string($0)]))]) })),
                ("properties", .object([
                    ("content", text), ("ios_title", text),
                    ("inbox_image", .object([("type", .string("string"))])),
                    ("ios_attachment", .object([("type", .string("string"))])),
                    ("inbox_date", .object([("type", .string("string")), ("pattern", .string("^[0-9]{4}-[0-9]{2}-[0-9]{2}$"))])),
                    ("inbox_days", .object([("type", .string("integer")), ("minimum", .int(1)), ("maximum", .int(30))])),
                    ("platforms", .object([("type", .string("array")), ("items", .object([("type", .string("integer"))]))])),
                    ("data", .object([("oneOf", .array([.object([("$ref", .string("#/$defs/data"))]), .object([("type", .string("string")), ("contentMediaType", .string("application/json"))])]))])),
                ])),
            ])),
            ("data", .object([
                ("type", .string("object")),
                ("properties", .object([
                    ("displayType", .object([("enum", .array(InboxCard.allCases.map { .string($0.rawValue) }))])),
                    ("image", .object([("type", .string("string"))])),
                    ("pinned", .object([("type", .array([.string("boolean"), .string("number")]))])),
                    ("carousel", .object([("type", .string("array")), ("items", .object([
                        ("type", .string("object")), ("required", .array([.string("image")])),
                        ("properties", .object([("image", string), ("title", string), ("url", string)])),
                    ]))])),
                    ("video", .object([("type", .string("object")), ("required", .array([.string("url")])), ("properties", .object([("url", string), ("poster", string)]))])),
                    ("wallet", .object([("oneOf", .array([string, .object([("type", .string("object")), ("required", .array([.string("pass")])), ("properties", .object([("pass", string)]))])]))])),
                    ("buttons", .object([("type", .string("array")), ("items", .object([
                        ("type", .string("object")), ("required", .array([.string("title")])),
                        ("properties", .object([("title", string), ("url", string), ("action", .object([("type", .string("string"))]))])),
                    ]))])),
                ])),
            ])),
        ])),
    ])

    private static let string: JSONOutput = .object([("type", .string("string")), ("minLength", .int(1))])
    /// A text: a string, or one per language.
    private static let text: JSONOutput = .object([("oneOf", .array([
        .object([("type", .string("string"))]), .object([("type", .string("object")), ("additionalProperties", .object([("type", .string("string"))]))]),
    ]))])
}
