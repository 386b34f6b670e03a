import PWTemplateLint
import PWTemplateNative
import PWTemplatePreview
import PWTemplateSyntax

/// The parts of a template the variants are built from: the root of `native-config.json`, the
/// model of `pushwoosh.json` when its root is an object (as `resolve` uses it), and the
/// languages to show.
struct PreviewSource {
    /// The root object of `native-config.json`, when it parsed to one.
    let root: JSONCursor?
    let text: SourceText?
    let localization: LocalizationFile?
    /// Each section of `pushwoosh.json` in file order, then the key-missing case.
    let languages: [PreviewDocument.Language]

    init(_ template: Template) {
        if let document = template.nativeConfig, let root = document.cursor, root.isObject {
            self.root = root
            text = document.text
        } else {
            root = nil
            text = nil
        }
        if let root = template.pushwoosh?.cursor, root.isObject {
            localization = template.localization
        } else {
            localization = nil
        }
        var languages: [PreviewDocument.Language] = []
        for section in localization?.sections ?? [] where !languages.contains(where: { $0.id == section.language }) {
            let isDefault = section.language == localization?.defaultLanguage
            languages.append(PreviewDocument.Language(id: section.language, label: section.language + (isDefault ? " (default)" : "")))
        }
        languages.append(PreviewDocument.Language(id: PreviewDocument.keyMissing, label: "key missing (placeholder defaults)"))
        self.languages = languages
    }

    var defaultLanguage: String? { localization?.defaultLanguage }

    /// The light variant of `platform` and `language` and, when the `dark` overlay merges, the
    /// dark one; `findings` (the lint report's) give the drop and the missing elements.
    func variants(platform: Platform, language: String, findings: [Diagnostic]) -> [PreviewVariant] {
        let applying = findings.filter { Self.applies($0, platform: platform, language: language) }
        let inLight = applying.filter { Self.applies($0, appearance: .light) }
        let drop = inLight.first(where: Self.drops).map { "\(platform.displayName) shows nothing: \($0.message)" }
        let dropped = inLight.filter { $0.rule == .unparseableImageURL }.compactMap(\.location.pointer)
        guard let document = document(platform: platform, language: language) else {
            return [PreviewVariant(platform: platform, language: language, appearance: .light, block: nil, pointer: nil, drop: drop, missing: [])]
        }
        let pointer = document.blockPointer
        var light = document.block.tree()
        if case .object(let members) = light.value { light.value = .object(members.filter { $0.key != "dark" }) }
        var variants = [PreviewVariant(
            platform: platform, language: language, appearance: .light, block: light, pointer: pointer, drop: drop,
            missing: dropped.filter { !$0.hasPrefix(pointer + "/dark/") })]
        if case .merged(let merge) = DarkOverlayMerge.merge(document) {
            // An image `dark` replaces is drawn from `dark`: missing when the dark URL is the broken one.
            let darkPrefix = pointer + "/dark/"
            let missing = dropped.compactMap { dropped -> String? in
                if dropped.hasPrefix(darkPrefix) { return pointer + "/" + dropped.dropFirst(darkPrefix.count) }
                return merge.darkPointer(for: dropped) == nil ? dropped : nil
            }
            let darkDrop = applying.filter { Self.applies($0, appearance: .dark) }.first(where: Self.drops)
                .map { "\(platform.displayName) shows nothing: \($0.message)" }
            variants.append(PreviewVariant(
                platform: platform, language: language, appearance: .dark, block: merge.block.tree(), pointer: pointer, drop: darkDrop, missing: missing))
        }
        return variants
    }

    /// The native config as `platform`'s SDK parses it for `language`, with its type and block,
    /// when it has a known type and an object block.
    private func document(platform: Platform, language: String) -> ConfigDocument? {
        guard let root, let text else { return nil }
        let dictionary = language == PreviewDocument.keyMissing
            ? nil : localization?.dictionary(forDeviceLanguage: language, platform: platform)
        let resolved = JSONCursor(tape: root.tape.mappingStrings { PlaceholderResolver.resolve($0, dictionary: dictionary, platform: platform) })
        guard case .string(let name)? = resolved[EnvelopeCheck.displayTypeKey]?.value,
              let type = DisplayType(rawValue: name.lowercased()),
              let block = resolved[type.rawValue], block.isObject
        else { return nil }
        return ConfigDocument(text: text, root: resolved, displayType: type, block: block, configuration: LintConfiguration())
    }

    /// Whether an error means the SDK rejects the template: not one about `pushwoosh.json` or
    /// placeholders (the SDK shows defaults), the design (accepted, drawn badly), the
    /// configuration, or a duplicate key (the SDKs keep the last one).
    static func drops(_ finding: Diagnostic) -> Bool {
        finding.severity == .error && finding.location.entry != .pushwoosh && finding.rule != .jsonDuplicateKey
            && ![.design, .localization, .configuration].contains(finding.rule.category)
    }

    /// Whether a finding holds for `platform` and `language`, as its ``Diagnostic/variant``
    /// says: it names that platform or none, and that language, the key-missing case (for
    /// ``PreviewDocument/keyMissing`` only) or none.
    static func applies(_ finding: Diagnostic, platform: Platform, language: String) -> Bool {
        guard let variant = finding.variant else { return true }
        if let only = variant.platform, only != platform { return false }
        switch variant.translation {
        case .section(let section)?: return section == language
        case .keyMissing?: return language == PreviewDocument.keyMissing
        case nil: return true
        }
    }

    /// Whether a finding holds in `appearance`: it names that appearance or none.
    static func applies(_ finding: Diagnostic, appearance: PreviewAppearance) -> Bool {
        finding.variant?.appearance.map { $0.rawValue == appearance.rawValue } ?? true
    }
}
