/// A string value of a parsed JSON file with its pointer, able to point at characters inside it.
struct LocatedString {
    let value: String
    let pointer: String
    let node: JSONNode
    let text: SourceText

    /// Every string value under `node` (object keys excluded) that `include` accepts, in
    /// document order; a rejected string costs no pointer.
    static func all(
        in node: JSONNode, pointer: String = JSONPointer.root, text: SourceText, where include: (String) -> Bool = { _ in true }
    ) -> [LocatedString] {
        var found: [LocatedString] = []
        collect(node, pointer: pointer, text: text, include: include, into: &found)
        return found
    }

    private static func collect(
        _ node: JSONNode, pointer: @autoclosure () -> String, text: SourceText, include: (String) -> Bool, into found: inout [LocatedString]
    ) {
        switch node.value {
        case .string(let value):
            if include(value) { found.append(LocatedString(value: value, pointer: pointer(), node: node, text: text)) }
        case .object(let members):
            let here = pointer()
            for member in members {
                collect(member.value, pointer: JSONPointer.appending(member.key, to: here), text: text, include: include, into: &found)
            }
        case .array(let elements):
            let here = pointer()
            for (index, element) in elements.enumerated() {
                collect(element, pointer: JSONPointer.appending(index, to: here), text: text, include: include, into: &found)
            }
        case .number, .bool, .null:
            break
        }
    }

    /// The source range of the characters `piece` (offsets in the decoded value), found by
    /// walking the string literal and its escapes; the whole literal if the walk disagrees with
    /// the decoded value (e.g. repaired invalid UTF-8).
    func range(ofScalars piece: Range<Int>) -> SourceRange {
        let starts = scalarStarts()
        guard starts.count == value.unicodeScalars.count + 1 else { return text.range(ofBytes: node.range) }
        return text.range(ofBytes: starts[piece.lowerBound]..<starts[piece.upperBound])
    }

    /// The byte offset where each decoded scalar starts in the literal, plus the closing quote's.
    private func scalarStarts() -> [Int] {
        let bytes = text.bytes
        var offset = node.range.lowerBound + 1
        let end = node.range.upperBound - 1
        var starts: [Int] = []
        while offset < end {
            starts.append(offset)
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\\") {
                offset += Self.escapeLength(in: bytes, at: offset)
            } else {
                offset += 1
                while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            }
        }
        starts.append(min(offset, end))
        return starts
    }

    /// The length of the escape at `offset`: 2, 6 for `\uXXXX`, 12 for a surrogate pair.
    private static func escapeLength(in bytes: [UInt8], at offset: Int) -> Int {
        guard offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else { return 2 }
        let isHighSurrogate = offset + 2 < bytes.count && (bytes[offset + 2] | 0x20) == UInt8(ascii: "d")
            && offset + 3 < bytes.count && (UInt8(ascii: "8")...UInt8(ascii: "b")).contains(bytes[offset + 3] | 0x20)
        return isHighSurrogate ? 12 : 6
    }
}
