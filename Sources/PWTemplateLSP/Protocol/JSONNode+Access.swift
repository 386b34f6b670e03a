import PWTemplateSyntax

extension JSONNode {
    /// The string value, if this is a string.
    var stringValue: String? {
        guard case .string(let value) = value else { return nil }
        return value
    }

    /// The value as a whole number, if it is one that fits an `Int`.
    var intValue: Int? {
        guard case .number(let text) = value else { return nil }
        if let value = Int(text) { return value }
        guard let double = Double(text), double.rounded() == double, abs(double) < 1e15 else { return nil }
        return Int(double)
    }

    /// The number value, if this is a number.
    var doubleValue: Double? {
        guard case .number(let text) = value else { return nil }
        return Double(text)
    }

    /// The boolean value, if this is one.
    var boolValue: Bool? {
        guard case .bool(let value) = value else { return nil }
        return value
    }

    /// The elements, if this is an array.
    var elements: [JSONNode]? {
        guard case .array(let elements) = value else { return nil }
        return elements
    }

    /// The value at a path of member names.
    func at(_ path: String...) -> JSONNode? {
        var node: JSONNode? = self
        for key in path { node = node?[key] }
        return node
    }
}
