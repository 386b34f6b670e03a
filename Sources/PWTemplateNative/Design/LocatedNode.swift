import PWTemplateLint
import PWTemplateSyntax

/// A JSON value as the design checks walk it: `null` reads as absent, and a path of keys and
/// `*` selects values. The JSON Pointer comes from the tape when a finding asks for it.
struct LocatedNode {
    let node: JSONCursor

    /// The JSON Pointer of the value.
    var pointer: String { node.pointer }

    /// The value of `key`, unless it is absent or `null` (the SDKs treat both alike).
    subscript(key: String) -> LocatedNode? {
        guard let child = node[key], !child.isNull else { return nil }
        return LocatedNode(node: child)
    }

    /// The elements, if the value is an array.
    var elements: [LocatedNode]? {
        node.elements?.map(LocatedNode.init)
    }

    /// The object members, each value located, if the value is an object; `null` values are left out.
    var members: [(key: String, value: LocatedNode)]? {
        node.members?.compactMap { member in member.value.isNull ? nil : (member.key, LocatedNode(node: member.value)) }
    }

    var string: String? { node.string }

    var bool: Bool? { node.bool }

    var isObject: Bool { node.isObject }

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
            for element in elements ?? [] { element.collect(steps.dropFirst(), into: &found) }
        }
    }
}
