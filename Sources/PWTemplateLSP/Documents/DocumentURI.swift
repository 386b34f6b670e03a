/// `file://` URIs ↔ absolute paths, with RFC 3986 percent-encoding.
public enum DocumentURI {
    /// The absolute path of a `file:` URI (`file:///a/b%20c.json` → `/a/b c.json`); `nil` for
    /// another scheme (`untitled:`) or a malformed escape.
    public static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Array(uri.utf8.dropFirst("file://".count))
        // `file://localhost/path` names the local host.
        if rest.starts(with: Array("localhost/".utf8)) { rest.removeFirst("localhost".count) }
        guard rest.first == UInt8(ascii: "/") else { return nil }
        var bytes: [UInt8] = []
        var index = 0
        while index < rest.count {
            let byte = rest[index]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            if byte == UInt8(ascii: "%") {
                guard index + 2 < rest.count, let high = hexDigit(rest[index + 1]), let low = hexDigit(rest[index + 2]) else { return nil }
                bytes.append(UInt8(high << 4 | low))
                index += 3
            } else {
                bytes.append(byte)
                index += 1
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The `file:` URI of an absolute path, escaping what is not unreserved or `/`.
    public static func uri(ofPath path: String) -> String {
        var text = "file://"
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                text.unicodeScalars.append("%")
                text.unicodeScalars.append(hex[Int(byte >> 4)])
                text.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return text
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }

    /// The value of an ASCII hexadecimal digit.
    private static func hexDigit(_ byte: UInt8) -> Int? {
        byte < 0x80 ? Character(Unicode.Scalar(byte)).hexDigitValue : nil
    }
}

