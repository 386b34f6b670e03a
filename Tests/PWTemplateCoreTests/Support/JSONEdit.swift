import PWTemplateSyntax

/// One change to a JSON value at a dotted path with numeric array indices
/// (`modal.buttons.0.border.radius`), as the conformance manifest writes it.
struct JSONEdit: Sendable, CustomStringConvertible {
    enum Operation: Sendable {
        /// Removes the member or array element.
        case delete
        /// Replaces the member or element, or adds the member to its object.
        case set(JSONValue)
        /// Gives the member another key, keeping its place and value.
        case rename(to: String)
    }

    var path: [String]
    var operation: Operation

    init(path: String, operation: Operation) {
        self.path = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        self.operation = operation
    }

    var description: String {
        let dotted = path.joined(separator: ".")
        switch operation {
        case .delete: return "delete \(dotted)"
        case .set(let value): return "set \(dotted) = \(value.jsonText(indent: nil))"
        case .rename(let key): return "rename \(dotted) → \(key)"
        }
    }
}

/// An edit whose path does not lead to a value it can change.
struct JSONEditError: Error, CustomStringConvertible {
    var description: String
}

extension JSONValue {
    /// The value with `edit` applied; the path must lead to an existing parent (and, except for
    /// `set` on an object member, to an existing value).
    func applying(_ edit: JSONEdit) throws(JSONEditError) -> JSONValue {
        try applying(edit.operation, at: edit.path[...], in: edit)
    }

    private func applying(_ operation: JSONEdit.Operation, at path: ArraySlice<String>, in edit: JSONEdit) throws(JSONEditError) -> JSONValue {
        guard let key = path.first else { throw JSONEditError(description: "empty path in '\(edit)'") }
        let rest = path.dropFirst()
        switch self {
        case .object(var members):
            let index = members.lastIndex { $0.key == key }
            guard rest.isEmpty else {
                guard let index else { throw JSONEditError(description: "no member '\(key)' on the way of '\(edit)'") }
                members[index].value.value = try members[index].value.value.applying(operation, at: rest, in: edit)
                return .object(members)
            }
            switch (operation, index) {
            case (.set(let value), let index?): members[index].value = JSONNode(value: value, range: 0..<0)
            case (.set(let value), nil): members.append(JSONMember(key: key, keyRange: 0..<0, value: JSONNode(value: value, range: 0..<0)))
            case (.delete, let index?): members.remove(at: index)
            case (.rename(let newKey), let index?): members[index].key = newKey
            case (.delete, nil), (.rename, nil): throw JSONEditError(description: "no member '\(key)' for '\(edit)'")
            }
            return .object(members)
        case .array(var elements):
            guard let position = Int(key), elements.indices.contains(position) else {
                throw JSONEditError(description: "no element '\(key)' for '\(edit)'")
            }
            if rest.isEmpty {
                switch operation {
                case .delete: elements.remove(at: position)
                case .set(let value): elements[position] = JSONNode(value: value, range: 0..<0)
                case .rename: throw JSONEditError(description: "array elements have no key to rename in '\(edit)'")
                }
                return .array(elements)
            }
            elements[position].value = try elements[position].value.applying(operation, at: rest, in: edit)
            return .array(elements)
        case .string, .number, .bool, .null:
            throw JSONEditError(description: "'\(key)' is inside a scalar in '\(edit)'")
        }
    }

    /// The value as JSON text: pretty-printed with two-space indentation, or on one line when
    /// `indent` is nil. Members keep their order, numbers their source text.
    func jsonText(indent: String? = "") -> String {
        let inner = indent.map { $0 + "  " }
        let open = inner.map { "\n" + $0 } ?? ""
        let close = indent.map { "\n" + $0 } ?? ""
        let separator = inner == nil ? ", " : ","
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let body = members.map { open + Self.quoted($0.key) + ": " + $0.value.value.jsonText(indent: inner) }
            return "{" + body.joined(separator: separator) + close + "}"
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            let body = elements.map { open + $0.value.jsonText(indent: inner) }
            return "[" + body.joined(separator: separator) + close + "]"
        case .string(let text): return Self.quoted(text)
        case .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
