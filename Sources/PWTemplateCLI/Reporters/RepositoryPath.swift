/// Template paths as repository tools (code scanning, annotations, Code Quality) want them:
/// relative to the working folder, which CI runs from the repository root.
enum RepositoryPath {
    /// `path` relative to `currentDirectory`: `./promo.zip` → `promo.zip`, and `/repo/promo.zip`
    /// → `promo.zip` when the working folder is `/repo`. Other absolute paths stay absolute.
    static func relative(_ path: String, to currentDirectory: String) -> String {
        var path = path
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        if path == currentDirectory {
            path = "."
        } else if path.hasPrefix(base) {
            path.removeFirst(base.count)
        }
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path.isEmpty ? "." : path
    }

    /// `path` as a URI path: every byte outside the unreserved characters and `/` is
    /// percent-encoded (`my promo.zip` → `my%20promo.zip`).
    static func percentEncoded(_ path: String) -> String {
        var encoded: [UInt8] = []
        encoded.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.append(byte)
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += ("%" + (hex.count == 1 ? "0" : "") + hex).utf8
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }
}
