import PWTemplateLint
import PWTemplateSyntax

/// `l10n-html-markup` (§10): a translation with HTML markup, as the Pushwoosh editor exports
/// them, that a placeholder brings into a native text field. Native text is drawn as it is, so
/// the tags and entities show. Each language is checked as its devices resolve the template.
struct TranslationMarkupCheck: Check {
    var rules: [Rule] { [.l10nHTMLMarkup] }
    var stage: CheckStage { .localization }

    func run(_ input: CheckInput, into findings: inout [Diagnostic]) {
        guard case .localization(let input) = input else { return }
        findings += Self.check(input.template, targets: input.targets)
    }

    /// The findings about the translations of `template` on the platforms of `targets`: each at
    /// the translation in pushwoosh.json, quoting the text field as it will read, per language.
    static func check(_ template: Template, targets: TargetSelection) -> [Diagnostic] {
        guard let document = template.pushwoosh, let file = template.localization,
              file.sections.contains(where: { $0.strings.values.contains(where: HTMLMarkup.appears) }) else { return [] }
        let texts = template.placeholderStrings.filter(\.isTextPosition)
        guard !texts.isEmpty else { return [] }
        let variants = template.variants(for: targets)
        var merged = VariantFindings(variants: variants, fixes: VariantFixes(template))
        let cache = PlacementCache()
        for (index, variant) in variants.enumerated() {
            // A language's devices read its own section, when they read translations at all.
            guard let language = variant.language, let dictionary = variant.dictionary, let section = file.section(language) else { continue }
            var findings = LocalizationFindings(text: document.text)
            for string in texts {
                let shown = variant.resolve(string.value, cache: cache)
                let written = Set(HTMLMarkup.pieces(in: string.value))
                guard HTMLMarkup.pieces(in: shown).contains(where: { !written.contains($0) }) else { continue }
                for key in keysRead(by: string.value, from: dictionary) {
                    guard let translation = dictionary[key], HTMLMarkup.appears(in: translation),
                          let member = section.members.last(where: { $0.key == key }) else { continue }
                    let label = string.field.label
                    findings.add(
                        .l10nHTMLMarkup, at: member.value.byteRange, pointer: JSONPointer.appending(key, to: section.pointer),
                        message: "translation \"\(key)\" has HTML markup, which native text shows literally: \(label) reads \(quoted(shown))",
                        hint: "write plain text: a native text takes no markup (a line break is \\n, the colour is the text's \"color\")",
                        language: language, related: [placement(of: key, in: string)])
                }
            }
            merged.add(findings.diagnostics, ofVariants: [index])
        }
        return merged.diagnostics
    }

    /// The dictionary keys `value` reads: its closed double-brace placeholders and, as both SDKs
    /// substitute the text a translation brings in too, those of the translations they read.
    private static func keysRead(by value: String, from dictionary: [String: String]) -> [String] {
        var keys: [String] = []
        var pending = [value]
        while let text = pending.popLast() {
            for placeholder in PlaceholderScanner.scan(text)
            where placeholder.form == .dictionary && placeholder.isClosed && !keys.contains(placeholder.key) {
                keys.append(placeholder.key)
                if let translation = dictionary[placeholder.key] { pending.append(translation) }
            }
        }
        return keys
    }

    /// `text` as a JSON string literal; past 80 characters its start and end around a `…`, so a
    /// long style attribute does not hide the words and closing tags after it.
    private static func quoted(_ text: String) -> String {
        guard text.count > 80 else { return JSONOutput.literal(text) }
        return JSONOutput.literal(text.prefix(50) + "…" + text.suffix(29))
    }

    /// Where `string` reads `key`: the placeholder, or the whole value when a translation that
    /// the value brings in reads it.
    private static func placement(of key: String, in string: LocatedString) -> RelatedLocation {
        let placeholder = PlaceholderScanner.scan(string.value).first { $0.form == .dictionary && $0.key == key }
        return RelatedLocation(
            message: "shown in \(string.field.label)", entry: .nativeConfig, pointer: string.pointer,
            range: placeholder.map { string.range(ofUTF8: $0.range) } ?? SourceRange(bytes: string.node.byteRange))
    }
}
