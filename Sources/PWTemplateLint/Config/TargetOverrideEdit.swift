import PWTemplateSyntax

/// The `overrides` entry `new` adds to a `.pwtemplate.json` (`{"files": [path], "targets":
/// [...]}`), and the text edit that adds it: everything else in the file stays byte for byte.
public struct TargetOverrideEdit: Sendable, Equatable {
    /// The template's path relative to the configuration's folder, used as the glob.
    public var path: String
    public var targets: [Target]

    /// `nil` when `path` is not a glob that matches just itself (empty, `.`/`..` segments,
    /// glob characters, a backslash).
    public init?(path: String, targets: [Target]) {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !targets.isEmpty, !path.contains(where: { "*?[]{}\\".contains($0) }),
            segments.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }), (try? Glob(path)) != nil
        else { return nil }
        self.path = path
        self.targets = targets
    }

    /// The entry, on one line.
    public var entry: String {
        let targetList = targets.map { JSONOutput.literal($0.description) }.joined(separator: ", ")
        return "{\"files\": [\(JSONOutput.literal(path))], \"targets\": [\(targetList)]}"
    }

    /// A new configuration file holding only the entry.
    public var newFile: String {
        "{\n  \"version\": \(ConfigFile.version),\n  \"overrides\": [\n    \(entry)\n  ]\n}\n"
    }

    /// `bytes` (a configuration file whose root is an object) with the entry appended to its
    /// `overrides`, or an `overrides` member holding it added as the root's last member; `nil`
    /// when the text has no object root or its `overrides` is not an array.
    public func inserted(into bytes: [UInt8]) -> [UInt8]? {
        let document = JSONParser.parse(bytes)
        guard let root = document.root, case .object(let members) = root.value else { return nil }
        if let overrides = members.last(where: { $0.key == "overrides" }) {
            guard case .array(let elements) = overrides.value.value else { return nil }
            let memberIndent = Self.indent(of: overrides.keyRange.lowerBound, in: bytes) ?? "  "
            if let last = elements.last {
                let separator = Self.indent(of: last.range.lowerBound, in: bytes).map { ",\n" + $0 } ?? ", "
                return Self.splice(bytes, at: last.range.upperBound..<last.range.upperBound, with: separator + entry)
            }
            let replacement = "[\n" + memberIndent + Self.step(memberIndent) + entry + "\n" + memberIndent + "]"
            return Self.splice(bytes, at: overrides.value.range, with: replacement)
        }
        guard let last = members.last else {
            return Self.splice(bytes, at: root.range, with: "{\n  \"overrides\": [\n    \(entry)\n  ]\n}")
        }
        let lastIndent = Self.indent(of: last.keyRange.lowerBound, in: bytes)
        let memberIndent = lastIndent ?? "  "
        let member = "\"overrides\": [\n" + memberIndent + Self.step(memberIndent) + entry + "\n" + memberIndent + "]"
        let separator = lastIndent == nil ? ", " : ",\n" + memberIndent
        return Self.splice(bytes, at: last.value.range.upperBound..<last.value.range.upperBound, with: separator + member)
    }

    /// The spaces and tabs before `offset` on its line, when nothing else precedes it there.
    private static func indent(of offset: Int, in text: [UInt8]) -> String? {
        var start = offset
        while start > 0, text[start - 1] == UInt8(ascii: " ") || text[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start == 0 || text[start - 1] == UInt8(ascii: "\n") else { return nil }
        return String(decoding: text[start..<offset], as: UTF8.self)
    }

    /// One more level of `indent` (its own width again, two spaces at the top).
    private static func step(_ indent: String) -> String {
        indent.isEmpty ? "  " : indent
    }

    private static func splice(_ text: [UInt8], at range: Range<Int>, with replacement: String) -> [UInt8] {
        Array(text[..<range.lowerBound]) + Array(replacement.utf8) + Array(text[range.upperBound...])
    }
}
