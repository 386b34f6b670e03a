import PWTemplateLint
import PWTemplateSyntax

/// LSP snippet text (`$1`, `${1|a,b|}`) of the value shapes of the schema: what a completion
/// inserts after a member name.
enum Snippet {
    /// Nested blocks deeper than this get an empty object to fill.
    static let maximumDepth = 3

    /// The shape of a value of `kind` for the field `name`, numbering tab stops from `stop + 1`.
    static func value(_ kind: ValueKind, named name: String, stop: inout Int, depth: Int = 0) -> String {
        stop += 1
        switch kind {
        case .boolean: return "${\(stop)|true,false|}"
        case .number(let rules): return "${\(stop):\(rules.minimum.map { $0.isInclusive ? "0" : "1" } ?? "0")}"
        case .text, .rewardCode, .actionURL: return "\"$\(stop)\""
        case .color, .colorOrGradient: return "\"#$\(stop)\""
        case .mediaURL: return "\"https://$\(stop)\""
        case .enumeration(let values): return "\"${\(stop)|\(values.joined(separator: ","))|}\""
        case .list: return "[$\(stop)]"
        case .unchecked: return name == FieldSchema.dark.name ? "{$\(stop)}" : "$\(stop)"
        case .block(let block):
            let required = block.fields.filter(\.isRequired)
            guard depth < maximumDepth, !required.isEmpty else { return "{$\(stop)}" }
            stop -= 1
            let members = required.map { field in
                "\(JSONOutput.literal(field.name)): " + value(field.kind, named: field.name, stop: &stop, depth: depth + 1)
            }
            return "{ " + members.joined(separator: ", ") + " }"
        }
    }

    /// The shape of a value of `kind` inside the `dark` overlay: an empty object or list to fill
    /// with the keys to change, or the value itself.
    static func overlayValue(_ kind: ValueKind, stop: inout Int) -> String {
        switch kind {
        case .block, .unchecked:
            stop += 1
            return "{$\(stop)}"
        default:
            return value(kind, named: "", stop: &stop)
        }
    }
}
