extension JSONNode {
    /// Whether any string value at any depth satisfies `predicate` (keys are not values).
    public func containsString(where predicate: (String) -> Bool) -> Bool {
        switch value {
        case .string(let string): predicate(string)
        case .object(let members): members.contains { $0.value.containsString(where: predicate) }
        case .array(let elements): elements.contains { $0.containsString(where: predicate) }
        case .number, .bool, .null: false
        }
    }

    /// The same tree with every string value (not key) replaced by `transform(value)`; ranges
    /// stay those of the source, so findings on the result point at the original text.
    public func mappingStrings(_ transform: (String) -> String) -> JSONNode {
        switch value {
        case .string(let string):
            return JSONNode(value: .string(transform(string)), range: range)
        case .object(let members):
            let mapped = members.map { JSONMember(key: $0.key, keyRange: $0.keyRange, value: $0.value.mappingStrings(transform)) }
            return JSONNode(value: .object(mapped), range: range)
        case .array(let elements):
            return JSONNode(value: .array(elements.map { $0.mappingStrings(transform) }), range: range)
        case .number, .bool, .null:
            return self
        }
    }
}

extension JSONOutput {
    /// The parsed value as output, in source key order, numbers in their source text.
    public init(_ node: JSONNode) {
        switch node.value {
        case .object(let members): self = .object(members.map { (key: $0.key, value: JSONOutput($0.value)) })
        case .array(let elements): self = .array(elements.map(JSONOutput.init))
        case .string(let string): self = .string(string)
        case .number(let text): self = .number(text)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        }
    }
}
