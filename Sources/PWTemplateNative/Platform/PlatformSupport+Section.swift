import PWTemplateLint
import PWTemplateSyntax

extension SettingsSection {
    /// `platformSupport`: cells replacing those of the built-in support table, by display type
    /// and platform.
    static let platformSupport = SettingsSection(
        key: "platformSupport",
        schema: ConfigSchema.described("Replaces cells of the built-in table of which SDK version renders which display type.", [
            "type": .string("object"),
            "propertyNames": .object([("enum", .array(DisplayType.allCases.map { .string($0.rawValue) }))]),
            "additionalProperties": .object([
                ("type", .string("object")), ("additionalProperties", .bool(false)),
                ("properties", .object(Platform.allCases.map { ($0.rawValue, ConfigSchema.reference("availability")) })),
            ]),
        ]),
        definitions: [("availability", .object([
            ("description", .string(
                "An SDK version (parsed and documented from it), 'supported' (from the first native release), 'unsupported', "
                    + "or the release whose code parses the type and the one the docs promise it from, each a version or 'none'.")),
            ("oneOf", .array([
                .object([("type", .string("string")), ("pattern", .string("^(supported|unsupported|" + ConfigSchema.versionPattern + ")$"))]),
                ConfigSchema.closedObject(required: [], ["code", "docs"].map { key in
                    (key, .object([("type", .string("string")), ("pattern", .string("^(none|" + ConfigSchema.versionPattern + ")$"))]))
                }),
            ])),
        ]))],
        starter: "{}",
        read: { node, reader throws(ConfigError) in
            let cells = try PlatformSupport.cells(node, reader)
            return { settings in
                for cell in cells { settings[PlatformSupport.Key.self][cell.type, cell.platform] = cell.availability }
            }
        },
        output: { settings in .object(settings[PlatformSupport.Key.self].output) })
}

extension PlatformSupport {
    /// One cell a `platformSupport` section sets.
    fileprivate struct Cell {
        let type: DisplayType
        let platform: Platform
        let availability: Availability
    }

    /// The cells a `platformSupport` section sets, in the order written.
    fileprivate static func cells(_ node: JSONNode, _ reader: ConfigReader) throws(ConfigError) -> [Cell] {
        var table: [Cell] = []
        for typeMember in try reader.anyMembers(of: node, "'platformSupport'") {
            guard let type = DisplayType(rawValue: typeMember.key) else {
                let suggestion = EditDistance.closest(to: typeMember.key, among: DisplayType.allCases.map(\.rawValue))
                throw reader.error("unknown display type '\(typeMember.key)' in 'platformSupport'"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? "; expected one of: " + DisplayType.allCases.map(\.rawValue).joined(separator: ", ")),
                    at: typeMember.keyRange)
            }
            let place = ConfigReader.member("'platformSupport'", type.rawValue)
            let members = try reader.members(of: typeMember.value, allowed: Platform.allCases.map(\.rawValue), in: place)
            for platform in Platform.allCases {
                guard let member = members.last(where: { $0.key == platform.rawValue }) else { continue }
                table.append(Cell(type: type, platform: platform,
                                  availability: try availability(member.value, on: platform, ConfigReader.member(place, member.key), reader)))
            }
        }
        return table
    }

    /// A cell: `"6.11.0"` (parsed and documented from it), `"supported"` (from the first native
    /// release), `"unsupported"`, or `{"code": …, "docs": …}` with a version or `"none"` each.
    private static func availability(_ node: JSONNode, on platform: Platform, _ place: String, _ reader: ConfigReader) throws(ConfigError) -> Availability {
        if case .object = node.value {
            let members = try reader.members(of: node, allowed: ["code", "docs"], in: place)
            func release(_ key: String) throws(ConfigError) -> SDKVersion? {
                guard let member = members.last(where: { $0.key == key }) else { return nil }
                let text = try reader.string(member.value, ConfigReader.member(place, key))
                guard text != "none" else { return nil }
                guard let version = SDKVersion(text) else {
                    throw reader.error("'\(text)' is not an SDK version or 'none'", at: member.value.range)
                }
                return version
            }
            return Availability(code: try release("code"), documented: try release("docs"))
        }
        let text = try reader.string(node, place)
        switch text {
        case "supported": return .since(platform.firstNativeRelease)
        case "unsupported": return .unsupported
        default:
            guard let version = SDKVersion(text) else {
                throw reader.error("'\(text)' is not an SDK version, 'supported', 'unsupported' or an object of 'code' and 'docs'", at: node.range)
            }
            return .since(version)
        }
    }

    /// The whole table as `pwtemplate config` prints it: a version where the code and the
    /// documentation agree, else both.
    fileprivate var output: [(key: String, value: JSONOutput)] {
        DisplayType.allCases.map { type in
            (type.rawValue, .object(Platform.allCases.map { platform in
                let availability = availability(of: type, on: platform)
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
}
