import PWTemplateLint
import PWTemplateSyntax

/// An object of the format (a display block or a shared block such as Text or Button): its
/// fields and the constraints that tie fields together. Immutable, and a class: schema data is
/// shared, and the schema walk hands a block on at every object it enters (as a struct, each
/// hand-over retained its name, fields and constraints: 0.5 % of a corpus run).
public final class BlockSchema: Sendable {
    /// A rule that spans several fields of one block.
    public enum Constraint: Sendable {
        /// At least one of the fields must be present and not empty (a Reward's title or code),
        /// else `rule` is broken.
        case anyOf([String], rule: Rule)
        /// `field` is required when `key` holds `value` (case-insensitively) and ignored when `key`
        /// holds any other valid value (an Action's `url`, read only for `type: url`).
        case requiredWhen(field: String, key: String, equals: String)
    }

    /// The name used in messages and as the JSON Schema definition name: `Button`, `modal`.
    public let name: String
    public let description: String
    public let fields: [FieldSchema]
    public let constraints: [Constraint]
    /// The rule that reports every structural problem inside the block (wrong type, missing
    /// key, empty string, bad enum), when not the generic one: `invalid-action` for Actions.
    public let structuralRule: Rule?

    public init(
        name: String, description: String, fields: [FieldSchema],
        constraints: [Constraint] = [], structuralRule: Rule? = nil
    ) {
        self.name = name
        self.description = description
        self.fields = fields
        self.constraints = constraints
        self.structuralRule = structuralRule
    }

    /// The field named `name`.
    public func field(_ name: String) -> FieldSchema? {
        fieldIndex(named: name).map { fields[$0] }
    }

    /// The index in ``fields`` of the field named `name`.
    func fieldIndex(named name: String) -> Int? {
        fields.firstIndex { $0.name == name }
    }

    /// Whether `field` is governed by a ``Constraint/requiredWhen(field:key:equals:)``.
    func condition(of field: String) -> (key: String, value: String)? {
        for case .requiredWhen(field, let key, let value) in constraints { return (key, value) }
        return nil
    }

    /// A small valid object: the required fields with sample values.
    var sample: String {
        let members = fields.filter(\.isRequired).map { "\"\($0.name)\": \($0.kind.sample)" }
        return members.isEmpty ? "{}" : "{ " + members.joined(separator: ", ") + " }"
    }
}
