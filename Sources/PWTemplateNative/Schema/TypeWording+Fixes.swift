import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax

/// The fixes of the type mismatches whose hint names one certain value.
extension TypeWording {
    /// A quoted boolean in any case (`"true"`, `"FALSE"`) becomes the boolean: safe. A number 0
    /// or 1 becomes `false` or `true`: unsafe, as it reads a number as a flag.
    static func booleanFix(for node: JSONCursor) -> ValueFix? {
        switch node.value {
        case .string(let text) where ["true", "false"].contains(text.lowercased()):
            return ValueFix(literal: text.lowercased(), applicability: .safe, title: "remove the quotes: \(text.lowercased())")
        case .number(let text) where text == "0" || text == "1":
            return ValueFix(literal: "\(text == "1")", applicability: .unsafe, title: "write \(text == "1")")
        default:
            return nil
        }
    }

    /// A quoted number becomes the number, when the string is exactly a JSON number (no
    /// whitespace, sign `+`, leading zeros, hex or `Infinity`: what the SDKs would parse from the
    /// number is then what the author wrote) and `isClean` says the number has no finding of its
    /// own. Safe.
    static func numberFix(for node: JSONCursor, isClean: (String) -> Bool) -> ValueFix? {
        guard case .string(let text) = node.value, isJSONNumber(text), isClean(text) else { return nil }
        return ValueFix(literal: text, applicability: .safe, title: "remove the quotes: \(text)")
    }

    /// Whether `text` is a number as the JSON grammar (RFC 8259 §6) writes it.
    static func isJSONNumber(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0 }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let integer = bytes
        guard digits() > 0, integer.first != UInt8(ascii: "0") || integer.count - bytes.count == 1 else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if let first = bytes.first, first | 0x20 == UInt8(ascii: "e") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
