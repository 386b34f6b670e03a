/// RFC 6901 JSON Pointers, built token by token.
public enum JSONPointer {
    /// The pointer to the whole document.
    public static let root = ""

    /// `pointer` extended by one reference token, escaping `~` and `/`.
    public static func appending(_ token: String, to pointer: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
            return pointer + "/" + token
        }
        var escaped = ""
        for character in token {
            switch character {
            case "~": escaped += "~0"
            case "/": escaped += "~1"
            default: escaped.append(character)
            }
        }
        return pointer + "/" + escaped
    }

    /// `pointer` extended by an array index.
    public static func appending(_ index: Int, to pointer: String) -> String {
        pointer + "/" + String(index)
    }
}
