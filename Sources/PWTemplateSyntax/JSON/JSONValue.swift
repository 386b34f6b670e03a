/// A parsed JSON value with the byte range it spans in its ``SourceText``.
public struct JSONNode: Sendable {
    public var value: JSONValue
    /// Byte offsets of the value's text, from its first byte to just after its last.
    public var range: Range<Int>

    public init(value: JSONValue, range: Range<Int>) {
        self.value = value
        self.range = range
    }
}

/// One `"key": value` pair of an object, in source order.
public struct JSONMember: Sendable {
    public var key: String
    /// Byte range of the key, quotes included.
    public var keyRange: Range<Int>
    public var value: JSONNode

    public init(key: String, keyRange: Range<Int>, value: JSONNode) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
    }
}

/// The JSON data model. Objects keep every member in source order, duplicates included;
/// numbers keep their source text.
public enum JSONValue: Sendable {
    case object([JSONMember])
    case array([JSONNode])
    case string(String)
    case number(String)
    case bool(Bool)
    case null
}

extension JSONNode {
    /// The value of the last member named `key` (the SDKs keep the last duplicate), if this is an object.
    /// Inlinable: the checks of every target look fields up this way, tens of times per template.
    @inlinable
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// A short name of the value's JSON type: `object`, `array`, `string`, `number`, `boolean`, `null`.
    public var typeName: String {
        switch value {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        }
    }
}
