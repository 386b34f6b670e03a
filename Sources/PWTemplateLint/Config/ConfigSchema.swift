import PWTemplateSyntax

/// The JSON Schema (draft 2020-12) of `.pwtemplate.json`, for editors and other validators.
/// It checks the shape; pwtemplate itself also checks what a schema cannot say well (two
/// targets of one platform, every glob rule) and points at the mistake.
public enum ConfigSchema {
    /// The schema file name docs suggest and `init` writes into `$schema`.
    public static let suggestedFileName = ".pwtemplate.schema.json"

    /// The schema of a file naming the rules of `kinds`.
    public static func jsonSchema(kinds: KindRegistry) -> JSONOutput {
        .object([
            ("$schema", .string(SchemaIdentity.dialect)),
            ("$id", .string(SchemaIdentity.idBase + "pwtemplate-config.schema.json")),
            ("title", .string("pwtemplate configuration (.pwtemplate.json)")),
            ("description", .string("How pwtemplate lints the templates below the folder holding this file. See docs/configuration.md.")),
            ("type", .string("object")),
            ("additionalProperties", .bool(false)),
            ("properties", .object(properties(kinds))),
            ("$defs", .object(definitions(kinds))),
        ])
    }

    private static func properties(_ kinds: KindRegistry) -> [(key: String, value: JSONOutput)] {
        let targetPattern = "^" + "(" + Platform.allCases.map { SchemaPatterns.caseInsensitive($0.rawValue) }.joined(separator: "|") + ")"
            + "(@" + versionPattern + ")?$"
        let targets: KeyValuePairs<String, JSONOutput> = [
            "type": .string("array"), "minItems": .int(1),
            "items": .object([("type", .string("string")), ("pattern", .string(targetPattern))]),
        ]
        let head: [(key: String, value: JSONOutput)] = [
            ("$schema", described("The JSON Schema of this file, for editors.", ["type": .string("string")])),
            ("version", described("The configuration format version.", ["const": .int(ConfigFile.version)])),
            ("targets", described("The platforms the templates must work on, each optionally from a minimum SDK version.", targets)),
            ("failLevel", described("The lowest severity that fails a run; flags beat it.", [
                "enum": .array(FailLevel.allCases.map { .string($0.rawValue) }),
            ])),
        ]
        let tail: [(key: String, value: JSONOutput)] = [
            ("rules", reference("rules")),
            ("overrides", described("Targets and rule settings for some templates; applied in order, later entries win.", [
                "type": .string("array"),
                "items": closedObject(required: ["files"], [
                    ("files", .object([("type", .string("array")), ("minItems", .int(1)), ("items", reference("glob"))])),
                    ("targets", described("Replace 'targets' for these templates.", targets)),
                    ("rules", reference("rules")),
                ]),
            ])),
            ("exclude", described("Templates not linted, by glob relative to this file's folder.", [
                "type": .string("array"), "items": reference("glob"),
            ])),
            ("ignore", described("Findings accepted, each with the reason why.", [
                "type": .string("array"),
                "items": closedObject(required: ["path", "rules", "reason"], [
                    ("path", reference("glob")),
                    ("entry", nonBlankString),
                    ("pointer", .object([("type", .string("string")), ("pattern", .string("^(/.*)?$"))])),
                    ("rules", .object([
                        ("type", .string("array")), ("minItems", .int(1)),
                        ("items", .object([("enum", .array(kinds.rules.map { .string($0.id) }))])),
                    ])),
                    ("reason", nonBlankString),
                ]),
            ])),
            ("limits", described("Size limits of templates, checked before anything is unpacked.", [
                "type": .string("object"), "additionalProperties": .bool(false),
                "properties": .object(["maxJSONEntrySize", "maxTotalSize", "maxCompressionRatio"].map {
                    ($0, .object([("type", .string("integer")), ("minimum", .int(1))]))
                }),
            ])),
            ("fix", described("How 'lint --fix' and '--diff' fix.", [
                "type": .string("object"), "additionalProperties": .bool(false),
                "properties": .object([("unsafe", described("Apply the unsafe fixes too, as '--unsafe-fixes' does.", ["type": .string("boolean")]))]),
            ])),
            ("unfixable", described("Rules whose fixes 'lint --fix' and '--diff' never apply.", [
                "type": .string("array"), "minItems": .int(1),
                "items": .object([("enum", .array(kinds.rules.map { .string($0.id) }))]),
            ])),
            ("baseline", described("A baseline file ('lint --write-baseline'), relative to this file: findings it records are not reported.", [
                "type": .string("string"), "minLength": .int(1),
            ])),
            ("app", described("The app's own deeplink schemes and universal-link hosts: a button's link to another is an error where its kind checks it (docs/configuration.md).", [
                "type": .string("object"), "additionalProperties": .bool(false),
                "properties": .object([
                    ("schemes", .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))])),
                    ("hosts", .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))])),
                ]),
            ])),
            ("fmt", described("How 'fmt' differs from lint in what it reads.", [
                "type": .string("object"), "additionalProperties": .bool(false),
                "properties": .object([
                    ("exclude", described("Templates not formatted though linted, by glob relative to this file's folder; 'exclude' applies to fmt too.", [
                        "type": .string("array"), "items": reference("glob"),
                    ])),
                ]),
            ])),
        ]
        return head + kinds.settingsSections.map { ($0.key, $0.schema) } + tail
    }

    private static func definitions(_ kinds: KindRegistry) -> [(key: String, value: JSONOutput)] {
        let severity: (key: String, value: JSONOutput) = ("severity", .object([("enum", .array(RuleLevel.allCases.map { .string($0.rawValue) }))]))
        return [severity] + kinds.settingsSections.flatMap(\.definitions) + [
            ("glob", .object([
                ("description", .string("A path relative to this file's folder; '*' and '?' within a name, '**' for any folders.")),
                ("type", .string("string")),
                ("pattern", .string("^[^/\\\\\\[\\]{}][^\\\\\\[\\]{}]*$")),
                ("not", .object([("pattern", .string("(^|/)\\.\\.?(/|$)|//|[^/]\\*\\*|\\*\\*[^/]"))])),
            ])),
            ("rules", described("Rule id → severity, or an object with the severity and the rule's options.", [
                "type": .string("object"), "additionalProperties": .bool(false),
                "properties": .object(kinds.rules.map { ($0.id, ruleSetting($0, options: kinds.options(of: $0))) }),
            ])),
        ]
    }

    private static func ruleSetting(_ rule: Rule, options ruleOptions: [RuleOption]) -> JSONOutput {
        let options: [(key: String, value: JSONOutput)] = ruleOptions.map { option in
            var members: [(key: String, value: JSONOutput)] = [
                ("description", .string(option.summary)),
                ("type", .string(option.isInteger ? "integer" : "number")),
                ("minimum", option.output(option.minimum)),
            ]
            if let maximum = option.maximum { members.append(("maximum", option.output(maximum))) }
            return (option.name, .object(members))
        }
        return .object([
            ("description", .string(rule.summary)),
            ("anyOf", .array([reference("severity"), closedObject(required: [], [("severity", reference("severity"))] + options)])),
        ])
    }

    /// An SDK version: one to four numbers of up to six digits.
    package static let versionPattern = "[0-9]{1,6}(\\.[0-9]{1,6}){0,3}"

    private static let nonBlankString = JSONOutput.object([("type", .string("string")), ("pattern", .string("\\S"))])

    /// A `$ref` to the definition `name`.
    package static func reference(_ name: String) -> JSONOutput {
        .object([("$ref", .string("#/$defs/" + name))])
    }

    /// An object of `properties` and nothing else, `required` among them.
    package static func closedObject(required: [String], _ properties: [(key: String, value: JSONOutput)]) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [("type", .string("object")), ("additionalProperties", .bool(false))]
        if !required.isEmpty { members.append(("required", .array(required.map(JSONOutput.string)))) }
        members.append(("properties", .object(properties)))
        return .object(members)
    }

    /// An object with a description first, then `members` in a fixed order.
    package static func described(_ description: String, _ members: KeyValuePairs<String, JSONOutput>) -> JSONOutput {
        .object([("description", .string(description))] + members.map { ($0.key, $0.value) })
    }
}
