/// A value of a parsed JSON document: a place on its ``JSONTape``. What checks walk: member
/// lookup, array iteration and typed reads, each read straight from the tape; the JSON Pointer
/// and byte ranges are worked out when asked for. `null` is a value like any other; a reader
/// that treats it as absent says so.
public struct JSONCursor: Sendable {
    public let tape: JSONTape
    /// The index of the value's record.
    let index: Int

    /// The root value of `tape`.
    public init(tape: JSONTape) {
        self.init(tape: tape, index: JSONTape.rootIndex)
    }

    init(tape: JSONTape, index: Int) {
        self.tape = tape
        self.index = index
    }

    /// One `"key": value` pair of an object, in source order.
    public struct Member: Sendable {
        public let key: String
        /// The bytes of the name, quotes included.
        public let keyRange: Range<Int>
        public let value: JSONCursor
    }

    /// The member `key` (the last of duplicates, as the SDKs keep it), `null` included, if this
    /// is an object that has it.
    public subscript(key: String) -> JSONCursor? {
        guard isObject else { return nil }
        let isLast = hasDistinctNames
        var found: Int?
        for name in tape.children(of: index) where tape.string(at: name) == key {
            found = name + 1
            if isLast { break }
        }
        return found.map { JSONCursor(tape: tape, index: $0) }
    }

    /// Whether this is an object with no name twice, so that each member is the last of its
    /// name: the parser says so of each object it reads (false when unknown).
    public var hasDistinctNames: Bool { tape.records[index].hasDistinctNames }

    /// The members in source order, duplicates included, if this is an object.
    public var members: [Member]? {
        guard isObject else { return nil }
        var members: [Member] = []
        members.reserveCapacity(tape.count(at: index))
        for name in tape.children(of: index) {
            members.append(Member(key: tape.string(at: name), keyRange: tape.reportedRange(at: name), value: JSONCursor(tape: tape, index: name + 1)))
        }
        return members
    }

    /// The elements in order, if this is an array.
    public var elements: [JSONCursor]? {
        guard isArray else { return nil }
        var elements: [JSONCursor] = []
        elements.reserveCapacity(tape.count(at: index))
        for element in tape.children(of: index) { elements.append(JSONCursor(tape: tape, index: element)) }
        return elements
    }

    /// What a value is, with its scalar content: what a check switches over.
    public enum Value: Sendable, Equatable {
        case object
        case array
        case string(String)
        /// The number's source text.
        case number(String)
        case bool(Bool)
        case null
    }

    /// The value's type, with the text of a string or number and the flag of a boolean.
    public var value: Value {
        switch tape.kind(at: index) {
        case .object: .object
        case .array: .array
        case .string, .key: .string(tape.string(at: index))
        case .number: .number(tape.numberText(at: index))
        case .true: .bool(true)
        case .false: .bool(false)
        case .null: .null
        }
    }

    /// Calls `body` with each member's name and value in source order, duplicates included,
    /// building no array; nothing when this is no object.
    package func forEachMember(_ body: (_ key: String, _ value: JSONCursor) -> Void) {
        guard isObject else { return }
        for name in tape.children(of: index) { body(tape.string(at: name), JSONCursor(tape: tape, index: name + 1)) }
    }

    /// Calls `body` with each element in order, building no array; nothing when this is no array.
    package func forEachElement(_ body: (JSONCursor) -> Void) {
        guard isArray else { return }
        for element in tape.children(of: index) { body(JSONCursor(tape: tape, index: element)) }
    }

    /// The text, if this is a string.
    public var string: String? {
        tape.kind(at: index) == .string ? tape.string(at: index) : nil
    }

    /// The value, if this is `true` or `false`.
    public var bool: Bool? {
        switch tape.kind(at: index) {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The number as written in the source (`1.0` stays `1.0`), if this is one.
    public var numberText: String? {
        tape.kind(at: index) == .number ? tape.numberText(at: index) : nil
    }

    public var isNull: Bool { tape.kind(at: index) == .null }

    public var isObject: Bool { tape.kind(at: index) == .object }

    public var isArray: Bool { tape.kind(at: index) == .array }

    /// What the value is, in the words of a message: `object`, `array`, `string`, `number`,
    /// `boolean`, `null`.
    public var typeName: String {
        switch tape.kind(at: index) {
        case .object: "object"
        case .array: "array"
        case .string, .key: "string"
        case .number: "number"
        case .true, .false: "boolean"
        case .null: "null"
        }
    }

    /// The value's bytes in the file (for a value inside a string, its characters there).
    public var byteRange: Range<Int> { tape.reportedRange(at: index) }

    /// The value's bytes, as a finding's range.
    public var range: SourceRange { SourceRange(bytes: byteRange) }

    /// The first byte of the value (an object's `{`): where a finding about a missing member lands.
    public var opening: SourceRange {
        let bytes = byteRange
        return SourceRange(bytes: bytes.lowerBound..<min(bytes.lowerBound + 1, bytes.upperBound))
    }

    /// The value's JSON Pointer.
    public var pointer: String { tape.pointer(of: index) }

    /// The pointer of member `key`, present or not.
    public func pointer(of key: String) -> String { JSONPointer.appending(key, to: pointer) }

    /// The value as a tree, for a writer that takes one.
    public func tree() -> JSONNode { tape.tree(at: index) }
}
