import PWTemplateLint
import PWTemplateSyntax

/// A JSON value together with where it was read: what the design checks walk. The JSON Pointer
/// is rendered only when asked for (a finding), so walking and selecting build no strings.
struct LocatedNode {
    let node: JSONCursor
    /// Where the value was read (the label is unused).
    let location: FieldLocation

    /// `node`, read at `pointer`.
    init(node: JSONCursor, pointer: String) {
        self.init(node: node, location: FieldLocation(pointer: pointer, label: ""))
    }

    private init(node: JSONCursor, location: FieldLocation) {
        self.node = node
        self.location = location
    }

    /// The JSON Pointer the value was read at.
    var pointer: String { location.pointer }

    /// The value of `key`, unless it is absent or `null` (the SDKs treat both alike).
    subscript(key: String) -> LocatedNode? {
        guard let child = node[key], !child.isNull else { return nil }
        return LocatedNode(node: child, location: location.appending(key))
    }

    /// The elements, if the value is an array.
    var elements: [LocatedNode]? {
        node.elements?.enumerated().map { LocatedNode(node: $1, location: location.appending(index: $0)) }
    }

    /// The object members, each value located, if the value is an object; `null` values are left out.
    var members: [(key: String, value: LocatedNode)]? {
        node.members?.compactMap { member in
            member.value.isNull ? nil : (member.key, LocatedNode(node: member.value, location: location.appending(member.key)))
        }
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
