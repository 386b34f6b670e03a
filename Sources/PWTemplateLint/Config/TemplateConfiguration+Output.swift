import PWTemplateSyntax

extension TemplateConfiguration {
    /// The configuration as `pwtemplate config` prints it: where it came from, then every
    /// setting with its effective value (every rule's severity, every option, the whole
    /// platform support table). `path` is the path it was resolved for, as given; the rules are
    /// those of `kinds`.
    public func jsonOutput(path: String?, kinds: KindRegistry) -> JSONOutput {
        .object([
            ("version", .int(ConfigFile.version)),
            ("path", JSONOutput(path)),
            ("sources", .array(sources)),
            ("excludedBy", JSONOutput(exclusion?.pattern)),
            ("targets", .array(lint.targets.targets.map { .string($0.description) })),
            ("targetsExplicit", .bool(lint.targets.isExplicit)),
            ("failLevel", .string((failLevel ?? .error).rawValue)),
            ("rules", .object(kinds.rules.map { ($0.id, .string(severity(of: $0).map { RuleLevel($0) }?.rawValue ?? RuleLevel.off.rawValue)) })),
            ("ruleOptions", .object(ruleOptions(kinds))),
            ("platformSupport", .object(platformSupport)),
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
        ])
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
            return (rule.id, .object(options.map { ($0.name, $0.output($0.value(in: lint.design))) }))
        }
    }

    private var platformSupport: [(key: String, value: JSONOutput)] {
        DisplayType.allCases.map { type in
            (type.rawValue, .object(Platform.allCases.map { platform in
                let availability = lint.support.availability(of: type, on: platform)
                if availability.code == availability.documented {
                    return (platform.rawValue, .string(availability.code?.description ?? "unsupported"))
                }
                return (platform.rawValue, .object([
                    ("code", .string(availability.code?.description ?? "none")),
                    ("docs", .string(availability.documented?.description ?? "none")),
                ]))
            }))
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
