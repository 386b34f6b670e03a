/// Lexical path arithmetic on absolute `/`-separated paths: no file-system access, so a path
/// and the configuration folders above it are compared as written.
enum FilePath {
    /// `path` made absolute against `folder`, without `.` and `..` segments or doubled slashes.
    static func absolute(_ path: String, from folder: String) -> String {
        normalized(path.hasPrefix("/") ? path : folder + "/" + path)
    }

    /// `path` without `.` and `..` segments or doubled slashes (`..` at the root stays at the root).
    static func normalized(_ path: String) -> String {
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

    /// The folder holding `path` (`/` holds itself).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// The last segment of `path`.
    static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `path` relative to `folder` (`""` when they are the same), or `nil` when `path` is not
    /// inside `folder`.
    static func relative(_ path: String, to folder: String) -> String? {
        if path == folder { return "" }
        let prefix = folder == "/" ? "/" : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// How messages show `path`: relative to `folder` when inside it, else absolute.
    static func display(_ path: String, from folder: String) -> String {
        guard let relative = relative(path, to: folder) else { return path }
        return relative.isEmpty ? "." : relative
    }

    /// `folder/name`.
    static func join(_ folder: String, _ name: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }
}
