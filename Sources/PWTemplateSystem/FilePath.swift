/// Lexical path arithmetic on `/`-separated paths, the one path helper of every target: no
/// file-system access, so a path and the configuration folders above it are compared as
/// written. `parent` and `join` take relative paths too (`.` is the current folder).
package enum FilePath {
    /// `path` made absolute against `folder`, without `.` and `..` segments or doubled slashes.
    package static func absolute(_ path: String, from folder: String) -> String {
        normalized(path.hasPrefix("/") ? path : folder + "/" + path)
    }

    /// `path` without `.` and `..` segments or doubled slashes (`..` at the root stays at the root).
    package static func normalized(_ path: String) -> String {
        // Nearly every path is already normal; spotting that over the bytes spares splitting
        // and joining it (a third of the per-template cost of finding its configuration).
        if isNormalASCII(path) { return path }
        var segments: [Substring] = []
        for segment in path.split(separator: "/") {
            switch segment {
            case ".": continue
            case "..": _ = segments.popLast()
            default: segments.append(segment)
            }
        }
        return "/" + segments.joined(separator: "/")
    }

    /// Whether `normalized` would return `path` as it is: `/` alone, or segments each after a
    /// `/`, none empty, `.` or `..`. Decided over the bytes only for ASCII, where each byte is
    /// one character, as `split` compares them; any other path answers `false`.
    private static func isNormalASCII(_ path: String) -> Bool {
        guard path.utf8.first == UInt8(ascii: "/") else { return false }
        if path.utf8.count == 1 { return true }
        var length = 0, dots = 0
        for byte in path.utf8.dropFirst() {
            guard byte < 0x80 else { return false }
            if byte == UInt8(ascii: "/") {
                guard isPlainSegment(length: length, dots: dots) else { return false }
                (length, dots) = (0, 0)
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return isPlainSegment(length: length, dots: dots)
    }

    /// A segment of `length` bytes, `dots` of them `.`, is neither empty nor `.` or `..`.
    private static func isPlainSegment(length: Int, dots: Int) -> Bool {
        length > 2 || dots < length
    }

    /// The folder holding `path`: `/a` for `/a/b`, `/` for `/a` (and `/` itself), `.` for a
    /// name without a folder (`c.json`), `d` for `d/c.json`.
    package static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last segment of `path`, trailing slashes ignored; `path` itself when it has none
    /// (`/`, `""`).
    package static func name(of path: String) -> String {
        var end = path.endIndex
        while end > path.startIndex, path[path.index(before: end)] == "/" { end = path.index(before: end) }
        guard end > path.startIndex else { return path }
        let start = path[..<end].lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex
        return String(path[start..<end])
    }

    /// `path` relative to `folder` (`""` when they are the same), or `nil` when `path` is not
    /// inside `folder`.
    package static func relative(_ path: String, to folder: String) -> String? {
        if path == folder { return "" }
        let prefix = folder == "/" ? "/" : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// How messages show `path`: relative to `folder` when inside it, else absolute.
    package static func display(_ path: String, from folder: String) -> String {
        guard let relative = relative(path, to: folder) else { return path }
        return relative.isEmpty ? "." : relative
    }

    /// `folder/name`, without a `./` prefix for the current folder and without doubled slashes
    /// (`d/` + `x` is `d/x`, `/` + `x` is `/x`, `.` + `x` is `x`).
    package static func join(_ folder: String, _ name: String) -> String {
        if folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
