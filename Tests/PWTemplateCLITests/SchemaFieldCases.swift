import Foundation

/// The fields of a document as a kind's JSON Schema (`pwtemplate schema …`) describes them,
/// each with the JSON types the schema allows, for the tests that write every other type into
/// each field. Read independently of the product's own walker: `$ref`, `type`, `enum`,
/// `const`, `oneOf` / `anyOf` (the branch of the value's type whose required keys it has),
/// `properties`, `additionalProperties` and `items` (the first element).
struct SchemaFieldCases {
    struct Field {
        let pointer: String
        let allowed: Set<String>
    }

    /// A sample value of each JSON type.
    static var samples: [(type: String, value: Any)] {
        [("object", [String: Any]()), ("array", [Any]()), ("string", "x"), ("number", 7), ("boolean", true), ("null", NSNull())]
    }

    let schema: [String: Any]

    /// Every field of `document` and every property the schema names on its objects, present or not.
    func fields(of document: Any) -> [Field] {
        var fields: [Field] = []
        collect(schema, document, pointer: "", into: &fields)
        return fields
    }

    private func collect(_ schema: Any, _ value: Any, pointer: String, into fields: inout [Field]) {
        let schema = branch(schema, for: value)
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for (key, sub) in properties.sorted(by: { $0.key < $1.key }) {
                let child = pointer + "/" + key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
                if let allowed = types(sub) { fields.append(Field(pointer: child, allowed: allowed)) }
                if let member = object[key] { collect(sub, member, pointer: child, into: &fields) }
            }
            if let additional = schema["additionalProperties"] as? [String: Any] {
                for (key, member) in object.sorted(by: { $0.key < $1.key }) where properties[key] == nil {
                    if let allowed = types(additional) { fields.append(Field(pointer: pointer + "/" + key, allowed: allowed)) }
                    collect(additional, member, pointer: pointer + "/" + key, into: &fields)
                }
            }
        } else if let array = value as? [Any], let items = schema["items"], let first = array.first {
            if let allowed = types(items) { fields.append(Field(pointer: pointer + "/0", allowed: allowed)) }
            collect(items, first, pointer: pointer + "/0", into: &fields)
        }
    }

    static func typeName(of value: Any) -> String {
        switch value {
        case is NSNull: "null"
        case let number as NSNumber: type(of: number) == type(of: NSNumber(value: true)) ? "boolean" : "number"
        case is String: "string"
        case is [Any]: "array"
        case is [String: Any]: "object"
        default: "unknown"
        }
    }

    private func resolved(_ schema: Any) -> [String: Any] {
        guard var object = schema as? [String: Any] else { return [:] }
        while let reference = object["$ref"] as? String, reference.hasPrefix("#/") {
            var target: Any = self.schema
            for token in reference.dropFirst(2).split(separator: "/") { target = (target as? [String: Any])?[String(token)] ?? [:] }
            object.removeValue(forKey: "$ref")
            object.merge(target as? [String: Any] ?? [:]) { current, _ in current }
        }
        return object
    }

    func types(_ schema: Any) -> Set<String>? {
        let schema = resolved(schema)
        var allowed = Set<String>()
        for name in (schema["type"] as? [String]) ?? (schema["type"] as? String).map({ [$0] }) ?? [] {
            allowed.insert(name == "integer" ? "number" : name)
        }
        for value in schema["enum"] as? [Any] ?? [] { allowed.insert(Self.typeName(of: value)) }
        if let value = schema["const"] { allowed.insert(Self.typeName(of: value)) }
        for key in ["oneOf", "anyOf"] {
            for branch in schema[key] as? [Any] ?? [] {
                guard let branchTypes = types(branch) else { return nil }
                allowed.formUnion(branchTypes)
            }
        }
        return allowed.isEmpty ? nil : allowed
    }

    private func branch(_ schema: Any, for value: Any) -> [String: Any] {
        let schema = resolved(schema)
        for key in ["oneOf", "anyOf"] {
            guard let branches = schema[key] as? [Any] else { continue }
            let typed = branches.filter { types($0)?.contains(Self.typeName(of: value)) ?? false }
            let complete = typed.first { branch in
                let required = resolved(branch)["required"] as? [String] ?? []
                return required.allSatisfy { (value as? [String: Any])?[$0] != nil }
            }
            if let chosen = complete ?? typed.first { return branch(chosen, for: value) }
        }
        return schema
    }
}

/// `document` with `value` at `pointer` (added when the last token names no member yet), or
/// with it removed when `value` is `nil`.
func replacing(_ pointer: String, in document: Any, with value: Any?) -> Any {
    let tokens = pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        .map { $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") }
    func replace(_ node: Any, _ rest: ArraySlice<String>) -> Any {
        guard let token = rest.first else { return value ?? NSNull() }
        if var array = node as? [Any], let index = Int(token), array.indices.contains(index) {
            if rest.count == 1, value == nil { array.remove(at: index) } else { array[index] = replace(array[index], rest.dropFirst()) }
            return array
        }
        guard var object = node as? [String: Any] else { return node }
        if rest.count == 1, value == nil { object.removeValue(forKey: token) } else { object[token] = replace(object[token] ?? NSNull(), rest.dropFirst()) }
        return object
    }
    return replace(document, tokens[...])
}
