import PWTemplateLint
import PWTemplateSyntax

/// The words an editor shows for a field of `native-config.json`: its type, whether it is
/// required, what it does, and on which platforms and releases (the schema data `pwtemplate
/// schema` exports, and the support table).
enum FieldDocumentation {
    /// One line: the field's type and presence, e.g. `Text · optional`.
    static func detail(_ field: FieldSchema, in slot: SchemaSlot) -> String {
        var type = field.kind.summary
        if case .number(let rules) = field.kind, let range = rules.rangeDescription { type += " " + range }
        if case .list(let rules) = field.kind, rules.minimumCount > 0 || rules.maximumCount != nil { type += ", " + rules.countDescription }
        switch field.presence {
        case .required where !slot.isOverlay: return type + " · required"
        case .ignored: return type + " · ignored here"
        default: return type + " · optional"
        }
    }

    /// What the field does, with the reason it is ignored and the dark overlay's rule.
    static func description(_ field: FieldSchema, in slot: SchemaSlot) -> String {
        var text = field.description
        if case .ignored(let reason, let hint) = field.presence { text += " Ignored: \(reason); \(hint)." }
        if slot.isOverlay, field.name != FieldSchema.dark.name {
            text += " In `dark`: only `background`, `color`, `image`, `poster` and `fallback` are copied; objects merge, `buttons` and `items` by position."
        }
        return text
    }

    /// The full markdown of a field's hover.
    static func markdown(_ field: FieldSchema, in slot: SchemaSlot) -> String {
        var lines = ["**`\(field.name)`**: \(detail(field, in: slot))", "", description(field, in: slot)]
        if let platforms = platforms(of: slot, field: field) { lines += ["", platforms] }
        return lines.joined(separator: "\n")
    }

    /// The releases that render the document's display type, and the `dark` overlay's releases
    /// for it and inside it.
    static func platforms(of slot: SchemaSlot, field: FieldSchema?) -> String? {
        guard let type = slot.type else { return nil }
        var text = releases(of: type)
        if slot.isOverlay || field?.name == FieldSchema.dark.name {
            text += "\n\n`dark`: " + Platform.allCases.map { "\($0.displayName) \($0.firstDarkOverlayRelease)+" }.joined(separator: " · ")
                + " (older releases show the light variant)"
        }
        return text
    }

    /// `modal`: iOS 7.2.0+ · Android 6.10.0+, with the documented release when it differs.
    static func releases(of type: DisplayType) -> String {
        let parts = Platform.allCases.map { platform -> String in
            let availability = PlatformSupport.sdkReleases.availability(of: type, on: platform)
            guard let code = availability.code else { return "\(platform.displayName): not supported" }
            var part = "\(platform.displayName) \(code)+"
            if let documented = availability.documented, documented != code {
                part += " (documented from \(documented))"
            } else if availability.documented == nil {
                part += " (not in the documentation)"
            }
            return part
        }
        return "`\(type.rawValue)`: " + parts.joined(separator: " · ")
    }
}
