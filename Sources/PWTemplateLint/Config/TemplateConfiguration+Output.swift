import PWTemplateSyntax

extension TemplateConfiguration {
    /// The configuration as `pwtemplate config` prints it: where it came from, then every
    /// setting with its effective value (every rule's severity, every option, each kind's
    /// section whole). `path` is the path it was resolved for, as given; the rules are
    /// those of `kinds`.
    public func jsonOutput(path: String?, kinds: KindRegistry) -> JSONOutput {
        let head: [(key: String, value: JSONOutput)] = [
            ("version", .int(ConfigFile.version)),
            ("path", JSONOutput(path)),
            ("sources", .array(sources)),
            ("excludedBy", JSONOutput(exclusion?.pattern)),
            ("targets", .array(lint.targets.targets.map { .string($0.description) })),
            ("targetsExplicit", .bool(lint.targets.isExplicit)),
            ("failLevel", .string((failLevel ?? .error).rawValue)),
            ("rules", .object(kinds.rules.map { ($0.id, .string(severity(of: $0).map { RuleLevel($0) }?.rawValue ?? RuleLevel.off.rawValue)) })),
            ("ruleOptions", .object(ruleOptions(kinds))),
        ]
        let sections = kinds.settingsSections.map { (key: $0.key, value: $0.value(in: lint.settings)) }
        let tail: [(key: String, value: JSONOutput)] = [
            ("exclude", .array((file?.exclude ?? []).map { .string($0.pattern) })),
            ("ignore", .array((file?.ignores ?? []).map(Self.output))),
            ("limits", .object([
                ("maxJSONEntrySize", .int(Int(lint.limits.maxJSONEntrySize))),
                ("maxTotalSize", .int(Int(lint.limits.maxTotalSize))),
                ("maxCompressionRatio", .int(Int(lint.limits.maxCompressionRatio))),
            ])),
            ("fix", .object([("unsafe", .bool(file?.unsafeFixes ?? false))])),
            ("unfixable", .array((file?.unfixable ?? []).sorted().map(JSONOutput.string))),
            ("baseline", JSONOutput(file?.baseline)),
            ("fmt", .object([("exclude", .array((file?.formatExclude ?? []).map { .string($0.pattern) }))])),
        ]
        return .object(head + sections + tail)
    }

    /// Defaults, the file, each applied override, then the flags.
    private var sources: [JSONOutput] {
        var sources: [JSONOutput] = [.object([("kind", .string("defaults"))])]
        if let file {
            sources.append(.object([("kind", .string("file")), ("path", .string(file.displayPath)), ("via", .string(file.origin.rawValue))]))
            sources += appliedOverrides.map { index in
                .object([("kind", .string("override")), ("path", .string(file.displayPath)), ("pointer", .string("/overrides/\(index)"))])
            }
        }
        if !flags.arguments.isEmpty {
            sources.append(.object([("kind", .string("flags")), ("arguments", .array(flags.arguments.map(JSONOutput.string)))]))
        }
        return sources
    }

    private func ruleOptions(_ kinds: KindRegistry) -> [(key: String, value: JSONOutput)] {
        kinds.rules.compactMap { rule in
            let options = kinds.options(of: rule)
            guard !options.isEmpty else { return nil }
            return (rule.id, .object(options.map { ($0.name, $0.output($0.value(in: lint.settings))) }))
        }
    }

    private static func output(_ ignore: IgnoreEntry) -> JSONOutput {
        .object([
            ("path", .string(ignore.path.pattern)),
            ("entry", JSONOutput(ignore.entry?.path)),
            ("pointer", JSONOutput(ignore.pointer)),
            ("rules", .array(ignore.rules.map { .string($0.id) })),
            ("reason", .string(ignore.reason)),
        ])
    }
}
