import PWTemplateLint
import PWTemplateSyntax

/// A JSON value together with where it was read: what the design checks walk. The JSON Pointer
/// is rendered only when asked for (a finding), so walking and selecting build no strings.
struct LocatedNode {
    var node: JSONNode
    /// Where the value was read (the label is unused).
    let location: FieldLocation

    /// `node`, read at `pointer`.
    init(node: JSONNode, pointer: String) {
        self.init(node: node, location: FieldLocation(pointer: pointer, label: ""))
    }

    private init(node: JSONNode, location: FieldLocation) {
        self.node = node
        self.location = location
    }

    /// The JSON Pointer the value was read at.
    var pointer: String { location.pointer }

    /// The value of `key`, unless it is absent or `null` (the SDKs treat both alike).
    subscript(key: String) -> LocatedNode? {
        guard let child = node[key] else { return nil }
        if case .null = child.value { return nil }
        return LocatedNode(node: child, location: location.appending(key))
    }

    /// The elements, if the value is an array.
    var elements: [LocatedNode]? {
        guard case .array(let nodes) = node.value else { return nil }
        return nodes.enumerated().map { LocatedNode(node: $1, location: location.appending(index: $0)) }
    }

    /// The object members, each value located, if the value is an object; `null` values are left out.
    var members: [(key: String, value: LocatedNode)]? {
        guard case .object(let members) = node.value else { return nil }
        return members.compactMap { member in
            if case .null = member.value.value { return nil }
            return (member.key, LocatedNode(node: member.value, location: location.appending(member.key)))
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

    /// Every value reached by `path`, in document order. Steps that do not fit the data (a key
    /// on an array, `*` on an object) reach nothing.
    func select(_ path: NodePath) -> [LocatedNode] {
        var found: [LocatedNode] = []
        collect(path.steps[...], into: &found)
        return found
    }

    private func collect(_ steps: ArraySlice<NodePath.Step>, into found: inout [LocatedNode]) {
        guard let step = steps.first else { return found.append(self) }
        switch step {
        case .key(let key):
            self[key]?.collect(steps.dropFirst(), into: &found)
        case .each:
            guard case .array(let nodes) = node.value else { return }
            for (index, element) in nodes.enumerated() {
                LocatedNode(node: element, location: location.appending(index: index)).collect(steps.dropFirst(), into: &found)
            }
        }
    }
}
