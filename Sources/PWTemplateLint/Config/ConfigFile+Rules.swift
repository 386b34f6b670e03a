import PWTemplateSyntax

extension ConfigFile {
    /// `rules`: rule id → `"error" | "warning" | "info" | "off"`, or an object with `severity`
    /// and the rule's options.
    static func rules(_ node: JSONNode, _ reader: ConfigReader, _ place: String) throws(ConfigError) -> [String: RuleSetting] {
        var settings: [String: RuleSetting] = [:]
        for member in try reader.anyMembers(of: node, place) {
            let rule = try reader.rule(member.key, at: member.keyRange)
            settings[rule.id] = try setting(of: rule, member.value, reader, ConfigReader.member(place, rule.id))
        }
        return settings
    }

    private static func setting(of rule: Rule, _ node: JSONNode, _ reader: ConfigReader, _ place: String) throws(ConfigError) -> RuleSetting {
        let levels = RuleLevel.allCases.map(\.rawValue)
        if case .string = node.value {
            return RuleSetting(level: RuleLevel(rawValue: try reader.choice(node, among: levels, place)))
        }
        guard case .object = node.value else {
            throw reader.error("\(place) must be a severity (\(levels.joined(separator: ", "))) or an object, not \(DesignText.article(node.typeName))", at: node.range)
        }
        let options = reader.kinds.options(of: rule)
        let members: [JSONMember]
        do {
            members = try reader.members(of: node, allowed: ["severity"] + options.map(\.name), in: place)
        } catch where options.isEmpty {
            throw ConfigError(path: error.path, position: error.position, message: "rule '\(rule.id)' takes no options; only 'severity' is allowed in \(place)")
        }
        var setting = RuleSetting()
        for member in members {
            let memberPlace = ConfigReader.member(place, member.key)
            if let option = options.first(where: { $0.name == member.key }) {
                setting.options[option.name] = try reader.number(
                    member.value, memberPlace, minimum: option.minimum, maximum: option.maximum, integer: option.isInteger, accepted: option.accepted)
            } else {
                setting.level = RuleLevel(rawValue: try reader.choice(member.value, among: levels, memberPlace))
            }
        }
        return setting
    }

    /// `overrides`: `[{"files": [globs], "targets": [targets], "rules": {...}}]`.
    static func overrides(_ node: JSONNode, _ reader: ConfigReader) throws(ConfigError) -> [ConfigOverride] {
        var overrides: [ConfigOverride] = []
        for (index, element) in try reader.elements(of: node, "'overrides'").enumerated() {
            let place = ConfigReader.item("'overrides'", index)
            var files: [Glob]?
            var targets: [Target]?
            var rules: [String: RuleSetting] = [:]
            for member in try reader.members(of: element, allowed: ["files", "targets", "rules"], in: place) {
                let memberPlace = ConfigReader.member(place, member.key)
                switch member.key {
                case "files":
                    files = try reader.globs(member.value, memberPlace)
                    if files?.isEmpty == true { throw reader.error("\(memberPlace) must list at least one glob", at: member.value.range) }
                case "targets":
                    targets = try Self.targets(member.value, reader, memberPlace)
                default:
                    rules = try Self.rules(member.value, reader, memberPlace)
                }
            }
            guard let files else { throw reader.error("\(place) needs 'files', the globs of the templates it applies to", at: element.range) }
            overrides.append(ConfigOverride(files: files, targets: targets, rules: rules))
        }
        return overrides
    }

    /// `ignore`: `[{"path": glob, "entry": name, "pointer": "/a/b", "rules": [ids], "reason": text}]`.
    static func ignores(_ node: JSONNode, _ reader: ConfigReader, file: String) throws(ConfigError) -> [IgnoreEntry] {
        var ignores: [IgnoreEntry] = []
        for (index, element) in try reader.elements(of: node, "'ignore'").enumerated() {
            let place = ConfigReader.item("'ignore'", index)
            var path: Glob?
            var entry: EntryName?
            var pointer: String?
            var rules: [Rule]?
            var reason: String?
            for member in try reader.members(of: element, allowed: ["path", "entry", "pointer", "rules", "reason"], in: place) {
                let memberPlace = ConfigReader.member(place, member.key)
                switch member.key {
                case "path": path = try reader.glob(member.value, memberPlace)
                case "entry": entry = EntryName(try reader.nonEmptyString(member.value, memberPlace))
                case "pointer": pointer = try Self.pointer(member.value, reader, memberPlace)
                case "rules": rules = try Self.ruleList(member.value, reader, memberPlace)
                default: reason = try reader.nonEmptyString(member.value, memberPlace)
                }
            }
            func missing(_ key: String, _ why: String = "") -> ConfigError {
                reader.error("\(place) needs '\(key)'\(why)", at: element.range)
            }
            guard let path else { throw missing("path") }
            guard let rules else { throw missing("rules") }
            guard let reason else { throw missing("reason", ": say why the findings are accepted") }
            ignores.append(IgnoreEntry(
                id: IgnoreEntry.ID(file: file, index: index), path: path, entry: entry, pointer: pointer,
                rules: rules, reason: reason, range: SourceRange(bytes: element.range)))
        }
        return ignores
    }

    private static func pointer(_ node: JSONNode, _ reader: ConfigReader, _ place: String) throws(ConfigError) -> String {
        let pointer = try reader.string(node, place)
        guard pointer.isEmpty || pointer.hasPrefix("/") else {
            throw reader.error("\(place) must be a JSON Pointer: empty or starting with '/' (got '\(pointer)')", at: node.range)
        }
        return pointer
    }

    static func ruleList(_ node: JSONNode, _ reader: ConfigReader, _ place: String) throws(ConfigError) -> [Rule] {
        let elements = try reader.elements(of: node, place)
        guard !elements.isEmpty else { throw reader.error("\(place) must name at least one rule", at: node.range) }
        var rules: [Rule] = []
        for (index, element) in elements.enumerated() {
            rules.append(try reader.rule(try reader.string(element, ConfigReader.item(place, index)), at: element.range))
        }
        return rules
    }
}
