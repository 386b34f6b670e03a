import PWTemplateLint
import PWTemplateSyntax

/// A JSON value of an In-App file with its JSON Pointer: what the In-App checks walk. Unlike the
/// native checks' `LocatedNode`, `null` is a value here: the contract gives it meanings of its
/// own (`style: null`, a `value: null` that must not be sent).
package struct InAppNode {
    package var node: JSONNode
    package var pointer: String

    /// The member `key` (the last of duplicates, as the parser's JSON model keeps it), `null` included.
    package subscript(key: String) -> InAppNode? {
        node[key].map { InAppNode(node: $0, pointer: JSONPointer.appending(key, to: pointer)) }
    }

    /// The members, if the value is an object.
    var members: [JSONMember]? {
        guard case .object(let members) = node.value else { return nil }
        return members
    }

    /// The elements, each located, if the value is an array.
    package var elements: [InAppNode]? {
        guard case .array(let nodes) = node.value else { return nil }
        return nodes.enumerated().map { InAppNode(node: $1, pointer: JSONPointer.appending($0, to: pointer)) }
    }

    package var string: String? {
        guard case .string(let text) = node.value else { return nil }
        return text
    }

    package var isNull: Bool {
        guard case .null = node.value else { return false }
        return true
    }

    package var isObject: Bool { members != nil }

    /// The value's bytes.
    var range: SourceRange { SourceRange(bytes: node.range) }

    /// The first byte of the value (an object's `{`): where a finding about a missing member lands.
    var opening: SourceRange { SourceRange(bytes: node.range.lowerBound..<min(node.range.lowerBound + 1, node.range.upperBound)) }

    /// The pointer of member `key`, present or not.
    func pointer(of key: String) -> String { JSONPointer.appending(key, to: pointer) }
}
