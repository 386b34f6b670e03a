/// A JSON value together with the JSON Pointer it was read at: what the design checks walk.
struct LocatedNode {
    var node: JSONNode
    var pointer: String

    /// The value of `key`, unless it is absent or `null` (the SDKs treat both alike).
    subscript(key: String) -> LocatedNode? {
        guard let child = node[key] else { return nil }
        if case .null = child.value { return nil }
        return LocatedNode(node: child, pointer: JSONPointer.appending(key, to: pointer))
    }

    /// The elements, if the value is an array.
    var elements: [LocatedNode]? {
        guard case .array(let nodes) = node.value else { return nil }
        return nodes.enumerated().map { LocatedNode(node: $1, pointer: JSONPointer.appending($0, to: pointer)) }
    }

    /// The object members, each value located, if the value is an object; `null` values are left out.
    var members: [(key: String, value: LocatedNode)]? {
        guard case .object(let members) = node.value else { return nil }
        return members.compactMap { member in
            if case .null = member.value.value { return nil }
            return (member.key, LocatedNode(node: member.value, pointer: JSONPointer.appending(member.key, to: pointer)))
        }
    }

    var string: String? {
        if case .string(let text) = node.value { return text }
        return nil
    }

    var bool: Bool? {
        if case .bool(let flag) = node.value { return flag }
        return nil
    }

    var isObject: Bool {
        if case .object = node.value { return true }
        return false
    }

    /// Every value reached by `path`, a `/`-separated list of keys in which `*` stands for each
    /// element of an array (`items/*/buttons`). The empty path is the value itself; steps that
    /// do not fit the data (a key on an array, `*` on an object) reach nothing.
    func select(_ path: String) -> [LocatedNode] {
        var current = [self]
        for step in path.split(separator: "/") {
            current = current.flatMap { node -> [LocatedNode] in
                step == "*" ? node.elements ?? [] : node[String(step)].map { [$0] } ?? []
            }
        }
        return current
    }
}
