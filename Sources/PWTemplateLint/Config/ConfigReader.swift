import PWTemplateSyntax

/// Typed access to the parsed JSON of a configuration file, throwing a ``ConfigError`` that
/// points at the offending key or value.
package struct ConfigReader {
    let text: SourceText
    let displayPath: String
    /// The kinds whose rules the file may name.
    let kinds: KindRegistry

    /// An error at the start of `range`.
    package func error(_ message: String, at range: Range<Int>) -> ConfigError {
        ConfigError(path: displayPath, position: text.position(ofByte: range.lowerBound), message: message)
    }

    /// The members of an object, after checking every key is in `allowed`. Messages name
    /// values by path, `'limits'` or `'ignore[2].reason'`; `place` is `nil` for the root.
    package func members(of node: JSONNode, allowed: [String], in place: String?) throws(ConfigError) -> [JSONMember] {
        guard case .object(let members) = node.value else { throw mismatch(node, expected: "an object", place ?? "the root") }
        for member in members where !allowed.contains(member.key) {
            let suggestion = EditDistance.closest(to: member.key, among: allowed)
            let alternatives = suggestion.map { "; did you mean '\($0)'?" } ?? "; expected one of: " + allowed.joined(separator: ", ")
            throw error("unknown key '\(member.key)'" + (place.map { " in \($0)" } ?? "") + alternatives, at: member.keyRange)
        }
        return members
    }

    /// The members of an object whose keys are free (rule ids, display types).
    package func anyMembers(of node: JSONNode, _ place: String) throws(ConfigError) -> [JSONMember] {
        guard case .object(let members) = node.value else { throw mismatch(node, expected: "an object", place) }
        return members
    }

    package func elements(of node: JSONNode, _ place: String) throws(ConfigError) -> [JSONNode] {
        guard case .array(let elements) = node.value else { throw mismatch(node, expected: "an array", place) }
        return elements
    }

    package func string(_ node: JSONNode, _ place: String) throws(ConfigError) -> String {
        guard case .string(let string) = node.value else { throw mismatch(node, expected: "a string", place) }
        return string
    }

    package func boolean(_ node: JSONNode, _ place: String) throws(ConfigError) -> Bool {
        guard case .bool(let value) = node.value else { throw mismatch(node, expected: "true or false", place) }
        return value
    }

    /// A string that must not be empty or blank.
    func nonEmptyString(_ node: JSONNode, _ place: String) throws(ConfigError) -> String {
        let value = try string(node, place)
        guard value.contains(where: { !$0.isWhitespace }) else { throw error("\(place) must not be empty", at: node.range) }
        return value
    }

    /// One of `allowed`, with a did-you-mean for near misses.
    package func choice(_ node: JSONNode, among allowed: [String], _ place: String) throws(ConfigError) -> String {
        let value = try string(node, place)
        guard allowed.contains(value) else {
            let suggestion = EditDistance.closest(to: value, among: allowed).map { "; did you mean '\($0)'?" } ?? ""
            throw error("'\(value)' is not a valid value for \(place); expected one of: " + allowed.joined(separator: ", ") + suggestion, at: node.range)
        }
        return value
    }

    /// A number between `minimum` and `maximum`, whole when `integer`.
    package func number(_ node: JSONNode, _ place: String, minimum: Double, maximum: Double?, integer: Bool, accepted: String) throws(ConfigError) -> Double {
        guard case .number(let literal) = node.value else { throw mismatch(node, expected: accepted, place) }
        guard let value = Double(literal), value >= minimum, value <= (maximum ?? .infinity),
              !integer || (value.rounded() == value && value < 1e15)
        else { throw error("\(place) must be \(accepted) (got \(literal))", at: node.range) }
        return value
    }

    func glob(_ node: JSONNode, _ place: String) throws(ConfigError) -> Glob {
        let pattern = try string(node, place)
        do {
            return try Glob(pattern)
        } catch {
            throw self.error("bad glob '\(pattern)' in \(place): \(error.reason)", at: node.range)
        }
    }

    func globs(_ node: JSONNode, _ place: String) throws(ConfigError) -> [Glob] {
        var globs: [Glob] = []
        for (index, element) in try elements(of: node, place).enumerated() {
            globs.append(try glob(element, Self.item(place, index)))
        }
        return globs
    }

    /// The rule named by `id`, or an error naming the nearest id.
    func rule(_ id: String, at range: Range<Int>) throws(ConfigError) -> Rule {
        guard let rule = kinds.rule(named: id) else {
            let suggestion = EditDistance.closest(to: id, among: kinds.rules.map(\.id))
            throw error("unknown rule '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "; 'pwtemplate rules' lists every rule"), at: range)
        }
        return rule
    }

    /// `'exclude[2]'` from `'exclude'`.
    package static func item(_ place: String, _ index: Int) -> String {
        String(place.dropLast()) + "[\(index)]'"
    }

    /// `'rules.low-contrast'` from `'rules'`.
    package static func member(_ place: String, _ key: String) -> String {
        String(place.dropLast()) + ".\(key)'"
    }

    private func mismatch(_ node: JSONNode, expected: String, _ place: String) -> ConfigError {
        error("\(place) must be \(expected), not \(DesignText.article(node.typeName))", at: node.range)
    }
}
