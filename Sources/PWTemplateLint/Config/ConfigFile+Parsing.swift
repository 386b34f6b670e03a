import PWTemplateArchive
import PWTemplateSyntax
import PWTemplateSystem

extension ConfigFile {
    /// The top-level keys of the core, in the order `init` writes them and docs explain them;
    /// the kinds' sections go after `failLevel` (``keys(kinds:)``).
    static let coreKeys = ["$schema", "version", "targets", "failLevel", "rules", "overrides", "exclude", "ignore", "limits", "fix", "unfixable", "baseline", "fmt", "app"]

    /// Every top-level key a file read for `kinds` may hold, in order.
    public static func keys(kinds: KindRegistry) -> [String] {
        var keys = coreKeys
        keys.insert(contentsOf: kinds.settingsSections.map(\.key), at: keys.firstIndex(of: "failLevel").map { $0 + 1 } ?? keys.endIndex)
        return keys
    }

    /// Reads the configuration file at `path` (absolute), shown as `displayPath` in errors;
    /// the rules it names are those of `kinds`.
    public static func load(path: String, displayPath: String, origin: Origin, kinds: KindRegistry) throws(ConfigError) -> ConfigFile {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path, limit: 1 << 20)
        } catch {
            let reason = error.code == .notFound ? "no such configuration file" : "cannot read the configuration file: \(error.reason)"
            throw ConfigError(path: displayPath, message: reason)
        }
        return try parse(bytes, path: path, displayPath: displayPath, origin: origin, kinds: kinds)
    }

    /// Parses configuration text naming rules of `kinds`: the first problem, JSON or not, is
    /// thrown with its position.
    public static func parse(
        _ bytes: [UInt8], path: String, displayPath: String, origin: Origin, kinds: KindRegistry
    ) throws(ConfigError) -> ConfigFile {
        let document = JSONParser.parse(bytes)
        let reader = ConfigReader(text: document.text, displayPath: displayPath, kinds: kinds)
        if let problem = document.problems.first(where: { $0.kind != .byteOrderMark }) {
            throw ConfigError(path: displayPath, position: document.text.position(ofByte: problem.byteRange.lowerBound), message: problem.message)
        }
        guard let root = document.root else { throw ConfigError(path: displayPath, message: "the file is empty") }
        var file = ConfigFile(path: path, displayPath: displayPath, origin: origin, text: document.text, kinds: kinds)
        for member in try reader.members(of: root, allowed: keys(kinds: kinds), in: nil) {
            try file.read(member, with: reader)
        }
        file.notes = splitRuleNotes(in: root, reader)
        return file
    }

    private mutating func read(_ member: JSONMember, with reader: ConfigReader) throws(ConfigError) {
        let value = member.value
        let place = "'\(member.key)'"
        switch member.key {
        case "$schema":
            _ = try reader.string(value, place)
        case "version":
            let version = try reader.number(value, place, minimum: 1, maximum: nil, integer: true, accepted: "the number \(Self.version)")
            guard Int(version) == Self.version else {
                throw reader.error("version \(Int(version)) is not supported; this pwtemplate reads version \(Self.version)", at: value.range)
            }
        case "targets":
            targets = try Self.targets(value, reader)
        case "failLevel":
            failLevel = FailLevel(rawValue: try reader.choice(value, among: FailLevel.allCases.map(\.rawValue), place))
        case "rules":
            rules = try Self.rules(value, reader, place)
        case "overrides":
            overrides = try Self.overrides(value, reader)
        case "exclude":
            exclude = try reader.globs(value, place)
        case "ignore":
            ignores = try Self.ignores(value, reader, file: path)
        case "fix":
            let members = try reader.members(of: value, allowed: ["unsafe"], in: place)
            if let unsafe = members.last(where: { $0.key == "unsafe" }) {
                unsafeFixes = try reader.boolean(unsafe.value, ConfigReader.member(place, "unsafe"))
            }
        case "unfixable":
            unfixable = Set(try Self.ruleList(value, reader, place).map(\.id))
        case "baseline":
            let text = try reader.string(value, place)
            guard !text.isEmpty else { throw reader.error("'baseline' must name a file, e.g. \".pwtemplate-baseline.json\"", at: value.range) }
            baseline = FilePath.absolute(text, from: folder)
        case "fmt":
            let members = try reader.members(of: value, allowed: ["exclude"], in: place)
            if let globs = members.last(where: { $0.key == "exclude" }) {
                formatExclude = try reader.globs(globs.value, ConfigReader.member(place, "exclude"))
            }
        case "app":
            let members = try reader.members(of: value, allowed: ["schemes", "hosts"], in: place)
            func names(_ key: String) throws(ConfigError) -> [String] {
                guard let list = members.last(where: { $0.key == key }) else { return [] }
                let itemPlace = ConfigReader.member(place, key)
                var names: [String] = []
                for (index, element) in try reader.elements(of: list.value, itemPlace).enumerated() {
                    names.append(try reader.string(element, ConfigReader.item(itemPlace, index)))
                }
                return names
            }
            app = AppLinks(schemes: try names("schemes"), hosts: try names("hosts"))
        case "limits":
            limits = try Self.limits(value, reader)
        default: // a kind's section, the remaining keys
            guard let section = kinds.settingsSections.first(where: { $0.key == member.key }) else { return }
            try section.apply(value, with: reader, to: &settings)
        }
    }

    /// A list of targets (`targets`, `overrides[].targets`, shown as `place`): at least one,
    /// each platform at most once.
    static func targets(_ node: JSONNode, _ reader: ConfigReader, _ place: String = "'targets'") throws(ConfigError) -> [Target] {
        let elements = try reader.elements(of: node, place)
        guard !elements.isEmpty else { throw reader.error("\(place) must name at least one platform", at: node.range) }
        var targets: [Target] = []
        for (index, element) in elements.enumerated() {
            let text = try reader.string(element, ConfigReader.item(place, index))
            guard let target = Target(text) else {
                throw reader.error("'\(text)' is not a valid target; expected ios or android, optionally with a minimum SDK version (ios@7.2.1, android@6.10.1)", at: element.range)
            }
            if let earlier = targets.first(where: { $0.platform == target.platform }) {
                throw reader.error("\(place) names \(target.platform.rawValue) twice ('\(earlier)' and '\(target)')", at: element.range)
            }
            targets.append(target)
        }
        return targets
    }

    private static func limits(_ node: JSONNode, _ reader: ConfigReader) throws(ConfigError) -> ArchiveLimits {
        var limits = ArchiveLimits.default
        let keys: [(name: String, path: WritableKeyPath<ArchiveLimits, UInt64>)] = [
            ("maxJSONEntrySize", \.maxJSONEntrySize), ("maxTotalSize", \.maxTotalSize), ("maxCompressionRatio", \.maxCompressionRatio),
        ]
        let members = try reader.members(of: node, allowed: keys.map(\.name), in: "'limits'")
        for (name, path) in keys {
            guard let member = members.last(where: { $0.key == name }) else { continue }
            let value = try reader.number(member.value, ConfigReader.member("'limits'", name), minimum: 1, maximum: nil, integer: true, accepted: "a whole number from 1")
            limits[keyPath: path] = UInt64(value)
        }
        return limits
    }
}
