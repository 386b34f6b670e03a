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
        String(decoding: Self.document { write(to: &$0, depth: 0) }, as: UTF8.self)
    }

    /// The bytes of a document whose root value `writeRoot` writes, in the layout of every JSON
    /// file pwtemplate writes (``rendered()``, `new`, `fmt`): the value and a final newline.
    package static func document(_ writeRoot: (inout [UInt8]) -> Void) -> [UInt8] {
        var text: [UInt8] = []
        writeRoot(&text)
        text.append(UInt8(ascii: "\n"))
        return text
    }

    // The text is assembled as UTF-8 bytes and made a `String` once: a report runs to
    // megabytes, and appending to a byte array costs a fraction of appending to a `String`.
    private func write(to text: inout [UInt8], depth: Int) {
        switch self {
        case .null, .bool, .int, .number, .string: writeScalar(to: &text)
        case .array(let elements):
            Self.writeContainer(elements, open: "[", close: "]", to: &text, depth: depth) { element, text in
                element.write(to: &text, depth: depth + 1)
            }
        case .object(let members):
            Self.writeObject(members, to: &text, depth: depth) { member, text in
                Self.writeString(member.key, to: &text)
            } value: { member, text in
                member.value.write(to: &text, depth: depth + 1)
            }
        }
    }

    /// Writes a value that is not an array or an object.
    func writeScalar(to text: inout [UInt8]) {
        switch self {
        case .null: Self.append("null", to: &text)
        case .bool(let value): Self.append(value ? "true" : "false", to: &text)
        case .int(let value): Self.writeInteger(value, to: &text)
        case .number(let value): text += value.utf8
        case .string(let value): Self.writeString(value, to: &text)
        case .array, .object: break
        }
    }

    /// Writes an object at `depth`: each member on its own line, `key: value`, indented one
    /// level deeper; `{}` when empty. The writers get the member and the text to append to.
    package static func writeObject<Member>(
        _ members: [Member],
        to text: inout [UInt8],
        depth: Int,
        key writeKey: (Member, inout [UInt8]) -> Void,
        value writeValue: (Member, inout [UInt8]) -> Void
    ) {
        writeContainer(members, open: "{", close: "}", to: &text, depth: depth) { member, text in
            writeKey(member, &text)
            text.append(UInt8(ascii: ":"))
            text.append(UInt8(ascii: " "))
            writeValue(member, &text)
        }
    }

    /// Writes a container at `depth`: each element on its own line, indented one level deeper
    /// (2 spaces a level), separated by commas; `open` and `close` alone when empty.
    package static func writeContainer<Element>(
        _ elements: [Element],
        open: Unicode.Scalar,
        close: Unicode.Scalar,
        to text: inout [UInt8],
        depth: Int,
        writeElement: (Element, inout [UInt8]) -> Void
    ) {
        text.append(UInt8(ascii: open))
        guard !elements.isEmpty else { return text.append(UInt8(ascii: close)) }
        for (index, element) in elements.enumerated() {
            if index > 0 { text.append(UInt8(ascii: ",")) }
            writeLineBreak(to: &text, depth: depth + 1)
            writeElement(element, &text)
        }
        writeLineBreak(to: &text, depth: depth)
        text.append(UInt8(ascii: close))
    }

    /// A newline and the indentation of `depth` (2 spaces a level).
    private static func writeLineBreak(to text: inout [UInt8], depth: Int) {
        text.append(UInt8(ascii: "\n"))
        for _ in 0..<2 * depth { text.append(UInt8(ascii: " ")) }
    }

    /// Appends the bytes of an ASCII literal.
    private static func append(_ literal: StaticString, to text: inout [UInt8]) {
        literal.withUTF8Buffer { text.append(contentsOf: $0) }
    }

    /// Writes `value` in decimal, as `String(value)` spells it, without making that string:
    /// the digits from the highest power of ten down.
    private static func writeInteger(_ value: Int, to text: inout [UInt8]) {
        if value < 0 { text.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var power: UInt = 1
        while magnitude / power >= 10 { power *= 10 }
        repeat {
            text.append(UInt8(ascii: "0") + UInt8(magnitude / power))
            magnitude %= power
            power /= 10
        } while power > 0
    }

    /// `value` as a JSON string literal, quotes included.
    public static func literal(_ value: String) -> String {
        var text: [UInt8] = []
        writeString(value, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Writes `value` as a string literal. Runs of bytes that need no escape are copied whole;
    /// every character to escape is ASCII, and no byte of a multi-byte scalar is.
    static func writeString(_ value: String, to text: inout [UInt8]) {
        text.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            var runStart = 0
            for (offset, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                switch byte {
                case UInt8(ascii: "\""): text += #"\""#.utf8
                case UInt8(ascii: "\\"): text += #"\\"#.utf8
                case UInt8(ascii: "\n"): text += #"\n"#.utf8
                case UInt8(ascii: "\r"): text += #"\r"#.utf8
                case UInt8(ascii: "\t"): text += #"\t"#.utf8
                default:
                    let hex = String(byte, radix: 16)
                    text += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
                }
                runStart = offset + 1
            }
            text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        text.append(UInt8(ascii: "\""))
    }
}
