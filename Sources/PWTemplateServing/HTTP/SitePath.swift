import PWTemplateSyntax

/// The page name a request target asks for: the one way from a URL to a served page.
///
/// Only names of pages the server built are ever served, so no target reaches another file;
/// on top of that, anything that looks like an escape is refused before the lookup: a `..` or
/// `.` segment (also percent-encoded), an encoded slash or backslash, a backslash, an empty
/// segment (`//etc/passwd`), a NUL, a target that is not a path (`http://…`, `*`), and bytes
/// that are not UTF-8 after decoding.
public enum SitePath {
    /// The page name of `target` (`/` → `index.html`, `/a%20b.html` → `a b.html`), or `nil`
    /// when the target is refused. The query (`?…`) is not part of the name.
    public static func pageName(for target: String) -> String? {
        guard let path = decodedPath(of: target) else { return nil }
        // The slash is dropped as a byte: with a combining mark after it, it is not a Character of its own.
        return path == "/" ? "index.html" : String(decoding: path.utf8.dropFirst(), as: UTF8.self)
    }

    /// The decoded path of `target`, checked as ``pageName(for:)`` describes.
    static func decodedPath(of target: String) -> String? {
        let raw = Array(target.utf8.prefix { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") })
        guard raw.first == UInt8(ascii: "/"), !raw.contains(UInt8(ascii: "\\")) else { return nil }
        guard let decoded = percentDecoded(raw), let path = String(validating: decoded, as: UTF8.self) else { return nil }
        if path == "/" { return path }
        let segments = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst()
        let refused = segments.contains { segment in
            segment.isEmpty || segment.elementsEqual("..".utf8) || segment.elementsEqual(".".utf8)
                || segment.contains(UInt8(ascii: "\\")) || segment.contains(0)
        }
        return refused ? nil : path
    }

    /// `bytes` with `%XX` decoded; `nil` for a malformed escape, and for an encoded `/` (`%2F`)
    /// unless `allowingSlash` (in a path it would join segments the check above keeps apart).
    static func percentDecoded(_ bytes: [UInt8], allowingSlash: Bool = false) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                result.append(bytes[index])
                index += 1
                continue
            }
            guard index + 2 < bytes.count, let high = HexDigit.value(bytes[index + 1]), let low = HexDigit.value(bytes[index + 2]) else {
                return nil
            }
            let byte = high << 4 | low
            if byte == UInt8(ascii: "/") && !allowingSlash { return nil }
            result.append(byte)
            index += 3
        }
        return result
    }

    /// The query parameters of `target` (`?page=a.html&version=3`), values percent-decoded
    /// (`+` is a space); a malformed one is left out.
    public static func queryParameters(of target: String) -> [String: String] {
        guard let question = target.utf8.firstIndex(of: UInt8(ascii: "?")) else { return [:] }
        var parameters: [String: String] = [:]
        for pair in target.utf8[target.utf8.index(after: question)...].split(separator: UInt8(ascii: "&")) {
            let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            let decode: (Substring.UTF8View.SubSequence) -> String? = { part in
                let bytes = part.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }
                return percentDecoded(bytes, allowingSlash: true).flatMap { String(validating: $0, as: UTF8.self) }
            }
            guard let name = decode(parts[0]), let value = decode(parts.count > 1 ? parts[1] : parts[0][parts[0].endIndex...]) else {
                continue
            }
            parameters[name] = parameters[name] ?? value
        }
        return parameters
    }
}
