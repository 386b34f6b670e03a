extension JSONOutput {
    /// The value as compact JSON bytes: no whitespace between tokens and no final newline, the
    /// form of a JSON-RPC message body (the language server's).
    public func compactBytes() -> [UInt8] {
        var text: [UInt8] = []
        writeCompact(to: &text)
        return text
    }

    private func writeCompact(to text: inout [UInt8]) {
        switch self {
        case .null, .bool, .int, .number, .string: writeScalar(to: &text)
        case .array(let elements):
            text.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { text.append(UInt8(ascii: ",")) }
                element.writeCompact(to: &text)
            }
            text.append(UInt8(ascii: "]"))
        case .object(let members):
            text.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { text.append(UInt8(ascii: ",")) }
                Self.writeString(member.key, to: &text)
                text.append(UInt8(ascii: ":"))
                member.value.writeCompact(to: &text)
            }
            text.append(UInt8(ascii: "}"))
        }
    }
}
