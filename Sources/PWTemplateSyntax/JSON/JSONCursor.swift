/// A value of a parsed JSON document and where it is: its node (byte ranges in the document's
/// text) and its JSON Pointer. What checks walk: member lookup, array iteration and typed
/// reads, each step extending the pointer. `null` is a value like any other; a reader that
/// treats it as absent says so.
public struct JSONCursor: Sendable {
    public var node: JSONNode
    public var pointer: String

    public init(node: JSONNode, pointer: String) {
        self.node = node
        self.pointer = pointer
    }

    /// The member `key` (the last of duplicates, as the parser's JSON model keeps it), `null`
    /// included, if this is an object that has it.
    public subscript(key: String) -> JSONCursor? {
        node[key].map { JSONCursor(node: $0, pointer: JSONPointer.appending(key, to: pointer)) }
    }

    /// The members in source order, duplicates included, if this is an object.
    public var members: [JSONMember]? {
        guard case .object(let members) = node.value else { return nil }
        return members
    }

    /// The elements, each with its pointer, if this is an array.
    public var elements: [JSONCursor]? {
        guard case .array(let nodes) = node.value else { return nil }
        return nodes.enumerated().map { JSONCursor(node: $1, pointer: JSONPointer.appending($0, to: pointer)) }
    }

    /// The text, if this is a string.
    public var string: String? {
        guard case .string(let text) = node.value else { return nil }
        return text
    }

    public var isNull: Bool {
        guard case .null = node.value else { return false }
        return true
    }

    public var isObject: Bool { members != nil }

    public var isArray: Bool {
        guard case .array = node.value else { return false }
        return true
    }

    /// What the value is, in the words of a message: `object`, `array`, `string`, `number`,
    /// `boolean`, `null`.
    public var typeName: String { node.typeName }

    /// The value's bytes.
    public var range: SourceRange { SourceRange(bytes: node.range) }

    /// The first byte of the value (an object's `{`): where a finding about a missing member lands.
    public var opening: SourceRange {
        SourceRange(bytes: node.range.lowerBound..<min(node.range.lowerBound + 1, node.range.upperBound))
    }

    /// The pointer of member `key`, present or not.
    public func pointer(of key: String) -> String { JSONPointer.appending(key, to: pointer) }
}
