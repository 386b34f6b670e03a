/// Which string values of a `native-config.json` stand where the schema expects a
/// ``ValueKind/text`` value, found by following each value's path through the schema data: the
/// root, the block of the display type, that block's fields, the fields of nested blocks and the
/// elements of lists. A value anywhere else is not at a text position: `displayType` and the
/// envelope, unknown keys, blocks of other display types or under a wrong-case key, `dark` and
/// every other `.unchecked` field.
enum TextPositions {
    /// The string values that satisfy `predicate`, in document order, and for each whether it
    /// stands at a text position. When `displayType` itself satisfies `predicate` (a
    /// placeholder, so the block read depends on how it resolves), no value counts as at a text
    /// position.
    static func strings(in root: JSONNode, where predicate: (String) -> Bool) -> (strings: [String], isText: [Bool]) {
        var found: (strings: [String], isText: [Bool]) = ([], [])
        guard case .object(let members) = root.value else {
            collectOutside(root, where: predicate, into: &found)
            return found
        }
        let block = contentBlock(of: members, where: predicate)
        for member in members {
            if let block, member.key == block.key {
                collect(member.value, kind: .block(block.schema), where: predicate, into: &found)
            } else {
                collectOutside(member.value, where: predicate, into: &found)
            }
        }
        return found
    }

    /// The key and schema of the content block the checks read: the lower-case name of the
    /// display type that the last `displayType` names (case-insensitively), as `EnvelopeCheck` reads it.
    private static func contentBlock(of members: [JSONMember], where predicate: (String) -> Bool) -> (key: String, schema: BlockSchema)? {
        guard case .string(let name)? = members.last(where: { $0.key == EnvelopeCheck.displayTypeKey })?.value.value,
              !predicate(name), let type = DisplayType(rawValue: name.lowercased()) else { return nil }
        return (type.rawValue, NativeConfigSchema.block(for: type))
    }

    /// Appends the strings in `node`, a value of `kind`. Text positions lie only in blocks and
    /// lists, so no other kind is followed further.
    private static func collect(
        _ node: JSONNode, kind: ValueKind, where predicate: (String) -> Bool, into found: inout (strings: [String], isText: [Bool])
    ) {
        switch (node.value, kind) {
        case (.string(let string), _):
            guard predicate(string) else { return }
            found.strings.append(string)
            if case .text = kind { found.isText.append(true) } else { found.isText.append(false) }
        case (.object(let members), .block(let block)):
            for member in members {
                if let field = block.field(member.key) {
                    collect(member.value, kind: field.kind, where: predicate, into: &found)
                } else {
                    collectOutside(member.value, where: predicate, into: &found)
                }
            }
        case (.array(let elements), .list(let rules)):
            for element in elements { collect(element, kind: rules.element, where: predicate, into: &found) }
        default:
            collectOutside(node, where: predicate, into: &found)
        }
    }

    /// Appends the strings in `node`, which stands outside the schema: none at a text position.
    private static func collectOutside(_ node: JSONNode, where predicate: (String) -> Bool, into found: inout (strings: [String], isText: [Bool])) {
        switch node.value {
        case .string(let string):
            guard predicate(string) else { return }
            found.strings.append(string)
            found.isText.append(false)
        case .object(let members):
            for member in members { collectOutside(member.value, where: predicate, into: &found) }
        case .array(let elements):
            for element in elements { collectOutside(element, where: predicate, into: &found) }
        case .number, .bool, .null:
            break
        }
    }
}
