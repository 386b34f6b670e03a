import PWTemplateSyntax

/// The values of a document whose JSON type the kind's published JSON Schema does not allow:
/// the schema `pwtemplate schema <kind>` prints is the table a kind's type check reads, so the
/// two cannot disagree. It reads what a type needs of a schema: local `$ref`s, `type` (one or a
/// list; `integer` is any number here), `enum`, `const`, `oneOf` / `anyOf`, `properties`,
/// `additionalProperties` and `items`.
package struct SchemaTypeWalk {
    /// A value of a type the schema does not allow; nothing below it is looked at.
    package struct Mismatch {
        /// The keys and indexes from the walked value down to this one.
        package let path: [PathStep]
        package let value: JSONCursor
        /// The JSON types allowed there (`object`, `array`, `string`, `number`, `boolean`, `null`), in schema order.
        package let expected: [String]
    }

    package enum PathStep: Equatable {
        case key(String)
        case index(Int)
    }

    /// The whole schema, for `$ref`.
    package let root: JSONOutput

    package init(root: JSONOutput) {
        self.root = root
    }

    /// The mismatches of `value` against `schema` (a part of ``root``); `skip` leaves a value, and
    /// what is below it, to another check.
    package func mismatches(of value: JSONCursor, against schema: JSONOutput, skip: ([PathStep]) -> Bool = { _ in false }) -> [Mismatch] {
        var found: [Mismatch] = []
        walk(value, schema, path: [], skip: skip, into: &found)
        return found
    }

    /// The schema at `pointer` of ``root`` (`#/$defs/data`).
    package func schema(at reference: String) -> JSONOutput? {
        guard reference.hasPrefix("#/") else { return nil }
        var current: JSONOutput? = root
        for token in reference.dropFirst(2).split(separator: "/") {
            current = current.flatMap { Self.member(String(token), of: $0) }
        }
        return current
    }

    private func walk(_ value: JSONCursor, _ schema: JSONOutput, path: [PathStep], skip: ([PathStep]) -> Bool, into found: inout [Mismatch]) {
        let schema = branch(resolved(schema), for: value)
        var children: [(PathStep, JSONCursor, JSONOutput)] = []
        if let members = value.members {
            let properties = Self.member("properties", of: schema).flatMap(Self.members) ?? []
            let additional = Self.member("additionalProperties", of: schema).flatMap { Self.members(of: $0) == nil ? nil : $0 }
            var seen = Set<String>()
            for member in members.reversed() where seen.insert(member.key).inserted {
                guard let child = properties.first(where: { $0.key == member.key })?.value ?? additional else { continue }
                children.append((.key(member.key), member.value, child))
            }
            children.reverse()
        } else if let elements = value.elements, let items = Self.member("items", of: schema) {
            children = elements.enumerated().map { (.index($0), $1, items) }
        }
        for (step, child, childSchema) in children {
            let childPath = path + [step]
            guard !skip(childPath) else { continue }
            if let allowed = types(childSchema), !allowed.contains(child.typeName) {
                found.append(Mismatch(path: childPath, value: child, expected: allowed))
            } else {
                walk(child, childSchema, path: childPath, skip: skip, into: &found)
            }
        }
    }

    /// The JSON types `schema` allows, or `nil` when it does not say.
    package func types(_ schema: JSONOutput) -> [String]? {
        let schema = resolved(schema)
        var allowed: [String] = []
        func add(_ name: String) { if !allowed.contains(name) { allowed.append(name) } }
        switch Self.member("type", of: schema) {
        case .string(let name)?: add(name == "integer" ? "number" : name)
        case .array(let names)?:
            for case .string(let name) in names { add(name == "integer" ? "number" : name) }
        default: break
        }
        if case .array(let values)? = Self.member("enum", of: schema) { values.forEach { add(Self.typeName(of: $0)) } }
        if let value = Self.member("const", of: schema) { add(Self.typeName(of: value)) }
        for key in ["oneOf", "anyOf"] {
            guard case .array(let branches)? = Self.member(key, of: schema) else { continue }
            for branch in branches {
                guard let branchTypes = types(branch) else { return nil }
                branchTypes.forEach(add)
            }
        }
        return allowed.isEmpty ? nil : allowed
    }

    /// The branch of a `oneOf` / `anyOf` that reads `value`: of those allowing its type, the first
    /// whose required keys it has; `schema` itself when it has no branches.
    private func branch(_ schema: JSONOutput, for value: JSONCursor) -> JSONOutput {
        for key in ["oneOf", "anyOf"] {
            guard case .array(let branches)? = Self.member(key, of: schema) else { continue }
            let typed = branches.map(resolved).filter { types($0)?.contains(value.typeName) ?? false }
            let complete = typed.first { branch in
                guard case .array(let required)? = Self.member("required", of: branch) else { return true }
                return required.allSatisfy { if case .string(let name) = $0 { value[name] != nil } else { true } }
            }
            if let chosen = complete ?? typed.first { return branch(chosen, for: value) }
        }
        return schema
    }

    private func resolved(_ schema: JSONOutput) -> JSONOutput {
        guard case .string(let reference)? = Self.member("$ref", of: schema), let target = self.schema(at: reference) else { return schema }
        return resolved(target)
    }

    private static func member(_ key: String, of schema: JSONOutput) -> JSONOutput? {
        members(of: schema)?.last { $0.key == key }?.value
    }

    private static func members(of schema: JSONOutput) -> [(key: String, value: JSONOutput)]? {
        if case .object(let members) = schema { members } else { nil }
    }

    private static func typeName(of value: JSONOutput) -> String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case .int, .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
