import PWTemplateArchive
import PWTemplateLint

/// A reference written in an HTML page or a style sheet, resolved to the template file it names,
/// the way a WebView resolves it against the file that holds it.
enum LocalReference {
    /// The entry name `reference` names from a file in `folder` (`""` for the root, else ending
    /// with `/`), or `nil` when it names no file of the template: an absolute URL (`https:`,
    /// `data:`, `//cdn…`), a root-absolute path, a bare fragment or query, or a path that climbs
    /// above the root. The query and fragment are dropped, percent escapes decoded, `.` and `..`
    /// resolved, and backslashes read as slashes (as URL parsers do for `file:` pages).
    static func entryName(_ reference: String, from folder: Substring) -> String? {
        var bytes = Array(reference.utf8.drop(while: ReferenceScanner.isWhitespace))
        while let last = bytes.last, ReferenceScanner.isWhitespace(last) { bytes.removeLast() }
        if let end = bytes.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
            bytes.removeSubrange(end...)
        }
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\\") { bytes[index] = UInt8(ascii: "/") }
        let written = String(decoding: bytes, as: UTF8.self)
        guard let first = bytes.first, first != UInt8(ascii: "/"), URLCheck.scheme(of: written) == nil else { return nil }
        let path = String(validating: percentDecoded(bytes), as: UTF8.self) ?? written
        var segments = folder.split(separator: "/")
        for segment in path.split(separator: "/") {
            switch segment {
            case ".":
                continue
            case "..":
                guard segments.popLast() != nil else { return nil }
            default:
                segments.append(segment)
            }
        }
        return segments.isEmpty ? nil : segments.joined(separator: "/")
    }

    /// `%XX` escapes decoded; a `%` without two hex digits stays as written.
    private static func percentDecoded(_ bytes: [UInt8]) -> [UInt8] {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let digits = bytes[index] == UInt8(ascii: "%") && index + 2 < bytes.count ? String(decoding: bytes[index + 1...index + 2], as: UTF8.self) : ""
            if digits.isHexDigits, !digits.isEmpty, let byte = UInt8(digits, radix: 16) {
                decoded.append(byte)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return decoded
    }
}
