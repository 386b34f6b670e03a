extension JSONNode {
    /// The same tree with every string value (not key) replaced by `transform(value)`; ranges
    /// stay those of the source, so findings on the result point at the original text.
    public func mappingStrings(_ transform: (String) -> String) -> JSONNode {
        mappedStrings(transform) ?? self
    }

    /// The tree with `transform` applied, or `nil` when no string changes: unchanged subtrees
    /// are shared, not copied.
    private func mappedStrings(_ transform: (String) -> String) -> JSONNode? {
        switch value {
        case .string(let string):
            let mapped = transform(string)
            return mapped == string ? nil : JSONNode(value: .string(mapped), range: range)
        case .object(let members):
            var mapped: [JSONMember]?
            for (index, member) in members.enumerated() {
                guard let value = member.value.mappedStrings(transform) else { continue }
                if mapped == nil { mapped = members }
                mapped?[index].value = value
            }
            return mapped.map { JSONNode(value: .object($0), range: range) }
        case .array(let elements):
            var mapped: [JSONNode]?
            for (index, element) in elements.enumerated() {
                guard let value = element.mappedStrings(transform) else { continue }
                if mapped == nil { mapped = elements }
                mapped?[index] = value
            }
            return mapped.map { JSONNode(value: .array($0), range: range) }
        case .number, .bool, .null:
            return nil
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
