/// Which string values of a `native-config.json` stand where the schema expects a
/// ``ValueKind/text`` value, found by following each value's path through the schema data: the
/// root, the block of the display type, that block's fields, the fields of nested blocks and the
/// elements of lists. A value anywhere else is not at a text position: `displayType` and the
/// envelope, unknown keys, blocks of other display types or under a wrong-case key, `dark` and
/// every other `.unchecked` field.
enum TextPositions {
    /// For each string value that satisfies `predicate`, in document order (the order of
    /// ``JSONNode/strings(where:)``), whether it stands at a text position. When `displayType`
    /// itself satisfies `predicate` (a placeholder, so the block read depends on how it
    /// resolves), no value counts as at a text position.
    static func flags(in root: JSONNode, where predicate: (String) -> Bool) -> [Bool] {
        var flags: [Bool] = []
        guard case .object(let members) = root.value else {
            collect(root, kind: nil, where: predicate, into: &flags)
            return flags
        }
        let block = contentBlock(of: members, where: predicate)
        for member in members {
            let kind: ValueKind? = member.key == block?.key ? block.map { .block($0.schema) } : nil
            collect(member.value, kind: kind, where: predicate, into: &flags)
        }
        return flags
    }

    /// The key and schema of the content block the checks read: the lower-case name of the
    /// display type that the last `displayType` names (case-insensitively), as `EnvelopeCheck` reads it.
    private static func contentBlock(of members: [JSONMember], where predicate: (String) -> Bool) -> (key: String, schema: BlockSchema)? {
        guard case .string(let name)? = members.last(where: { $0.key == EnvelopeCheck.displayTypeKey })?.value.value,
              !predicate(name), let type = DisplayType(rawValue: name.lowercased()) else { return nil }
        return (type.rawValue, NativeConfigSchema.block(for: type))
    }

    /// Appends the flags of the strings in `node`, a value of `kind` (`nil`: outside the schema).
    /// Text positions lie only in blocks and lists, so no other kind is followed further.
    private static func collect(_ node: JSONNode, kind: ValueKind?, where predicate: (String) -> Bool, into flags: inout [Bool]) {
        switch node.value {
        case .string(let string):
            guard predicate(string) else { return }
            if case .text? = kind { flags.append(true) } else { flags.append(false) }
        case .object(let members):
            guard case .block(let block)? = kind else { return collect(members.map(\.value), kind: nil, where: predicate, into: &flags) }
            for member in members {
                collect(member.value, kind: block.field(member.key)?.kind, where: predicate, into: &flags)
            }
        case .array(let elements):
            guard case .list(let rules)? = kind else { return collect(elements, kind: nil, where: predicate, into: &flags) }
            collect(elements, kind: rules.element, where: predicate, into: &flags)
        case .number, .bool, .null:
            break
        }
    }

    private static func collect(_ nodes: [JSONNode], kind: ValueKind?, where predicate: (String) -> Bool, into flags: inout [Bool]) {
        for node in nodes { collect(node, kind: kind, where: predicate, into: &flags) }
    }
}
