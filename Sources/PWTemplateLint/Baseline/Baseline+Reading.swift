import PWTemplateArchive
import PWTemplateSyntax
import PWTemplateSystem

extension Baseline {
    /// The keys of one recorded finding; `entry` and `pointer` may be `null`.
    static let entryKeys = ["template", "entry", "rule", "pointer", "message"]

    /// Reads the baseline at `path` (absolute), shown as `displayPath` in errors.
    public static func load(path: String, displayPath: String) throws(BaselineError) -> Baseline {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path, limit: 256 << 20)
        } catch {
            let reason = error.code == .notFound ? "no such baseline file" : "cannot read the baseline file: \(error.reason)"
            throw BaselineError(path: displayPath, message: reason)
        }
        return try parse(bytes, path: path, displayPath: displayPath)
    }

    /// Parses baseline text; the first mistake is thrown with its position.
    public static func parse(_ bytes: [UInt8], path: String, displayPath: String) throws(BaselineError) -> Baseline {
        let document = JSONParser.parse(bytes)
        func error(_ message: String, at offset: Int? = nil) -> BaselineError {
            BaselineError(path: displayPath, position: offset.map(document.text.position(ofByte:)), message: message)
        }
        if let problem = document.problems.first(where: { $0.kind != .byteOrderMark }) {
            throw error(problem.message, at: problem.byteRange.lowerBound)
        }
        guard let root = document.root else { throw error("the file is empty") }
        guard let version = root["version"], case .number(let number) = version.value, Int(number) == Self.version else {
            throw error("expected \"version\": \(Self.version)", at: (root["version"] ?? root).range.lowerBound)
        }
        guard let findings = root["findings"], case .array(let elements) = findings.value else {
            throw error("expected \"findings\": an array of recorded findings", at: (root["findings"] ?? root).range.lowerBound)
        }
        var entries: [(BaselineEntry, Range<Int>)] = []
        for (index, element) in elements.enumerated() {
            let place = "findings[\(index)]"
            guard case .object(let members) = element.value else { throw error("\(place) must be an object, got \(element.typeName)", at: element.range.lowerBound) }
            if let unknown = members.first(where: { !entryKeys.contains($0.key) }) {
                throw error("unknown key '\(unknown.key)' in \(place); expected \(entryKeys.joined(separator: ", "))", at: unknown.keyRange.lowerBound)
            }
            func text(_ key: String, optional: Bool) throws(BaselineError) -> String? {
                switch element[key]?.value {
                case .string(let value): return value
                case .null where optional: return nil
                case nil where optional: return nil
                default:
                    throw error("\(place).\(key) must be a string\(optional ? " or null" : "")", at: (element[key] ?? element).range.lowerBound)
                }
            }
            let entry = BaselineEntry(
                template: try text("template", optional: false) ?? "", entry: try text("entry", optional: true),
                rule: try text("rule", optional: false) ?? "", pointer: try text("pointer", optional: true),
                message: try text("message", optional: false) ?? "")
            entries.append((entry, element.range))
        }
        // File order, so a stale entry's pointer (`/findings/3`) is its place in the file.
        var baseline = Baseline(path: path, entries: [])
        baseline.entries = entries.map(\.0)
        baseline.entryRanges = entries.map(\.1)
        baseline.text = document.text
        return baseline
    }
}
