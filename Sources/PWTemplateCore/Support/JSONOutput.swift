/// A JSON value to write, with object members kept in the order given: the document model of
/// every JSON-based report (json, and later SARIF, GitLab, baselines).
public enum JSONOutput: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number written as the given JSON number text (e.g. `0.15`, `1e-3`).
    case number(String)
    case string(String)
    case array([JSONOutput])
    case object([(key: String, value: JSONOutput)])

    /// A string, or `null` when absent.
    public init(_ value: String?) {
        self = value.map(JSONOutput.string) ?? .null
    }

    /// A number, or `null` when absent.
    public init(_ value: Int?) {
        self = value.map(JSONOutput.int) ?? .null
    }

    /// The value as a complete document: pretty-printed with 2-space indentation, `"key": value`
    /// members, `[]` and `{}` when empty, and a trailing newline. Slashes and non-ASCII text are
    /// written as they are; quotes, backslashes and control characters are escaped.
    public func rendered() -> String {
        var text = ""
        write(to: &text, depth: 0)
        text += "\n"
        return text
    }

    private func write(to text: inout String, depth: Int) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .int(let value): text += String(value)
        case .number(let value): text += value
        case .string(let value): Self.writeString(value, to: &text)
        case .array(let elements):
            Self.writeContainer(elements, open: "[", close: "]", to: &text, depth: depth) { element, text in
                element.write(to: &text, depth: depth + 1)
            }
        case .object(let members):
            Self.writeContainer(members, open: "{", close: "}", to: &text, depth: depth) { member, text in
                Self.writeString(member.key, to: &text)
                text += ": "
                member.value.write(to: &text, depth: depth + 1)
            }
        }
    }

    private static func writeContainer<Element>(
        _ elements: [Element],
        open: String,
        close: String,
        to text: inout String,
        depth: Int,
        writeElement: (Element, inout String) -> Void
    ) {
        text += open
        guard !elements.isEmpty else { return text += close }
        let indent = String(repeating: "  ", count: depth + 1)
        for (index, element) in elements.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += indent
            writeElement(element, &text)
        }
        text += "\n" + String(repeating: "  ", count: depth) + close
    }

    /// `value` as a JSON string literal, quotes included.
    public static func literal(_ value: String) -> String {
        var text = ""
        writeString(value, to: &text)
        return text
    }

    private static func writeString(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
