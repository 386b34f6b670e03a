/// A path pattern of `.pwtemplate.json`, relative to the file's folder: `*` matches any
/// characters but `/`, `?` one character but `/`, and `**` as a whole segment any number of
/// folders (none included). A glob matches a template when it matches the template's path or
/// one of the folders holding it, so `legacy` and `legacy/**` both cover `legacy/a/promo.zip`.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    private enum Segment: Hashable {
        /// `**`: any number of segments.
        case anyFolders
        /// One segment, possibly with `*` and `?`.
        case name([Character])
    }

    /// The pattern as written.
    public let pattern: String
    private let segments: [Segment]

    /// Parses `pattern`; the error explains what is not allowed.
    public init(_ pattern: String) throws(GlobError) {
        guard !pattern.isEmpty else { throw GlobError("a glob cannot be empty") }
        if pattern.hasPrefix("/") {
            throw GlobError("a glob is relative to the configuration file's folder; remove the leading '/'")
        }
        if pattern.contains("\\") { throw GlobError("separate folders with '/', not '\\'") }
        if let special = pattern.first(where: { "[]{}".contains($0) }) {
            throw GlobError("'\(special)' is not supported: globs know only '*', '**' and '?'")
        }
        let trimmed = pattern.hasSuffix("/") ? pattern.dropLast() : Substring(pattern)
        var segments: [Segment] = []
        for part in trimmed.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case "": throw GlobError("a glob cannot have an empty segment ('//')")
            case ".", "..": throw GlobError("'\(part)' segments are not allowed: globs are relative to the configuration file's folder")
            case "**": segments.append(.anyFolders)
            case _ where part.contains("**"): throw GlobError("'**' must be a whole segment ('a/**/b'); use '*' within a name")
            default: segments.append(.name(Array(part)))
            }
        }
        self.pattern = pattern
        self.segments = segments
    }

    public var description: String { pattern }

    /// Whether the glob matches `path` (relative, `/`-separated) or one of the folders holding it.
    /// The empty path (the configuration folder itself) is matched only by `**`.
    public func matchesPathOrFolder(_ path: String) -> Bool {
        let parts = path.split(separator: "/").map(Array.init)
        if parts.isEmpty { return Self.match(segments[...], parts[...]) }
        return (1...parts.count).contains { Self.match(segments[...], parts[..<$0]) }
    }

    private static func match(_ pattern: ArraySlice<Segment>, _ path: ArraySlice<[Character]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        switch first {
        case .anyFolders:
            return (path.startIndex...path.endIndex).contains { match(pattern.dropFirst(), path[$0...]) }
        case .name(let characters):
            guard let name = path.first, matchName(characters[...], name[...]) else { return false }
            return match(pattern.dropFirst(), path.dropFirst())
        }
    }

    private static func matchName(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            return (name.startIndex...name.endIndex).contains { matchName(pattern.dropFirst(), name[$0...]) }
        case "?":
            return !name.isEmpty && matchName(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchName(pattern.dropFirst(), name.dropFirst())
        }
    }
}

/// Why a glob of `.pwtemplate.json` is not accepted.
public struct GlobError: Error, Sendable, Equatable {
    public var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
