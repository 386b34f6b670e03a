extension JSONNode {
    /// Whether `other` holds the same value, whatever the whitespace around it: the same members
    /// in the same order, the same elements, strings and numbers spelt the same (`1.0` is not `1`).
    public func hasSameValue(as other: JSONNode) -> Bool {
        switch (value, other.value) {
        case (.object(let lhs), .object(let rhs)):
            lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.key == $1.key && $0.value.hasSameValue(as: $1.value) }
        case (.array(let lhs), .array(let rhs)):
            lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.hasSameValue(as: $1) }
        case (.string(let lhs), .string(let rhs)), (.number(let lhs), .number(let rhs)):
            lhs.unicodeScalars.elementsEqual(rhs.unicodeScalars)
        case (.bool(let lhs), .bool(let rhs)):
            lhs == rhs
        case (.null, .null):
            true
        default:
            false
        }
    }
}
