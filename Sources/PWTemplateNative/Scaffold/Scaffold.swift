import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax

/// Builds the files of a new template: `native-config.json`, and `pushwoosh.json` when the
/// request has languages. Pretty-printed JSON (2-space indentation, keys in the order of the
/// format's documentation) ending in a newline; the same request always gives the same bytes.
public enum Scaffold {
    /// The files of `request`, `native-config.json` first; none when it names no display type.
    public static func files(for request: ScaffoldRequest) -> [ScaffoldFile] {
        guard let type = request.displayType else { return [] }
        var block = ScaffoldContent.block(for: type)
        if request.isMinimal {
            block = pruned(block, as: .block(NativeConfigSchema.block(for: type)))
        }
        var renderer = ScaffoldRenderer(placeholders: request.languages != nil)
        let config = JSONOutput.object([("displayType", .string(type.rawValue)), (type.rawValue, renderer.render(block))])
        var files = [ScaffoldFile(name: EntryName.nativeConfig.path, bytes: Array(config.rendered().utf8))]
        if let languages = request.languages {
            let localization = ScaffoldRenderer.localization(renderer.translations, languages: languages)
            files.append(ScaffoldFile(name: EntryName.pushwoosh.path, bytes: Array(localization.rendered().utf8)))
        }
        return files
    }

    /// `value` cut down to what `kind` requires: required fields (a `url` too where the
    /// action's `type` is `url`) and essential ones, lists shortened to their minimum count.
    static func pruned(_ value: ScaffoldValue, as kind: ValueKind) -> ScaffoldValue {
        switch (value, kind) {
        case (.essential(let inner), _):
            return pruned(inner, as: kind)
        case (.object(let members), .block(let schema)):
            return .object(members.compactMap { member in
                guard let field = schema.field(member.key),
                      field.isRequired || member.value.isEssential || isRequired(field.name, by: schema, in: members)
                else { return nil }
                return (member.key, pruned(member.value, as: field.kind))
            })
        case (.array(let elements), .list(let rules)):
            return .array(elements.prefix(rules.minimumCount).map { pruned($0, as: rules.element) })
        default:
            return value
        }
    }

    /// Whether a `requiredWhen` constraint of `schema` applies to `field` with these members.
    private static func isRequired(_ field: String, by schema: BlockSchema, in members: [(key: String, value: ScaffoldValue)]) -> Bool {
        guard let condition = schema.condition(of: field),
              case .string(let value)? = members.first(where: { $0.key == condition.key })?.value
        else { return false }
        return value.lowercased() == condition.value
    }
}
